import "./zod-config";

import { z } from "zod";

import { assetImage, line } from "./fields";

/**
 * Company logos (content/logos/<company>.yaml, one file each): the large companies the team worked
 * at or for, and the startups behind the case studies. The companies are fictional
 * (docs/product.md §10.8). Which pages show which group is the pages' code.
 */

export const LOGO_GROUPS = ["enterprise", "startup"] as const;
export type LogoGroup = (typeof LOGO_GROUPS)[number];

export const companyLogoSchema = z.object({
  name: line(2, 60).meta({
    title: "Company",
    description:
      "Read out as “<company> logo”, and shown as text if the picture fails. A startup's name matches its case study's client.",
  }),
  group: z.enum(LOGO_GROUPS).meta({
    title: "Kind of company",
    description:
      "A large company shows on the walls of past employers; a startup beside its case study (and on the all-logos walls).",
    optionLabels: { enterprise: "Large company", startup: "Startup" },
  }),
  logo: assetImage("logos", 2).meta({
    title: "Logo",
    description:
      "A wide mark on a transparent background, best an SVG drawn in a 240 × 56 box; a PNG or JPEG is made small.",
  }),
  position: z.int().min(1).max(99).meta({
    title: "Position",
    description: "Smaller numbers come first.",
  }),
});

export type CompanyLogoRecord = z.output<typeof companyLogoSchema> & { id: string };
