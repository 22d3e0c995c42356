import "./zod-config";

import { z } from "zod";

import { SERVICE_TYPES } from "./service-types";
import { stats, ticks } from "./blocks";
import { line, optionalText, paragraph } from "./fields";
import { label, orNone } from "./block-fields";
import { pageBlockSchema, toPageBlock } from "./page-blocks";

/**
 * A page made of blocks (content/pages/*.yaml): its address, what it tells search engines and
 * share cards, the top of the page, then its sections, each one of the blocks of
 * ./page-blocks.ts. One route draws every such page (src/pages/[...page].astro); a new landing
 * page is one file (docs/editing.md "Adding a landing page").
 */

/** The drawings the top of a page may show (src/components/illustrations/hero-visual.tsx). */
export const HERO_DRAWINGS = {
  cto: "CTO roadmap",
  mvp: "MVP timeline",
  ads: "Google Ads funnel",
  ai: "AI workflow",
  safety: "Camera detection",
  consulting: "Audit scorecard",
  pilot: "Pilot board",
} as const;

/** A page's address: lower-case words joined by dashes, in one or more folders (/lp/x). */
export const PAGE_PATH = /^\/[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

export const pageHeroSchema = z
  .object({
    badge: optionalText(60).meta({ title: "Small label above the title" }),
    title: line(10, 100).meta({ title: "Title" }),
    intro: paragraph(40, 500).meta({ title: "Introduction" }),
    highlights: orNone(ticks(0, 6, "Ticks under the introduction"), 2),
    enquiryLabel: label("Button that opens the enquiry form"),
    callLabel: label("Button to book a call"),
    lead: z
      .enum(["enquiry", "call"])
      .default("enquiry")
      .meta({
        title: "Which button leads",
        optionLabels: { enquiry: "The enquiry form", call: "The call" },
      }),
    stats: orNone(stats(0, 4, "Figures under the buttons"), 2),
    note: optionalText(300, { multiline: true }).meta({ title: "Note under the buttons" }),
    drawing: z
      .enum(Object.keys(HERO_DRAWINGS) as [keyof typeof HERO_DRAWINGS])
      .optional()
      .meta({ title: "Drawing beside the title", optionLabels: HERO_DRAWINGS }),
  })
  .meta({ title: "Top of the page" });

/** What floats at the bottom of the page once the top has scrolled away (or nothing). */
const floatingSchema = z
  .discriminatedUnion("discriminant", [
    z.object({ discriminant: z.literal("none"), value: z.object({}).meta({ title: "Nothing" }) }),
    z.object({
      discriminant: z.literal("help"),
      value: z
        .object({
          label: line(2, 60).meta({ title: "Label" }),
          to: z.enum(["enquiry", "call"]).meta({
            title: "Leads to",
            optionLabels: { enquiry: "The enquiry form", call: "The call" },
          }),
        })
        .meta({ title: "Help button (bottom right)" }),
    }),
    z.object({
      discriminant: z.literal("banner"),
      value: z
        .object({
          title: label("Title", 60),
          subtitle: label("Line under the title", 80),
          button: label("Button (to the project form)"),
          threshold: z
            .int()
            .min(0)
            .max(4000)
            .default(500)
            .meta({ title: "Shown after scrolling (pixels)" }),
        })
        .meta({ title: "Banner with a button (bottom of the screen)" }),
    }),
  ])
  .default({ discriminant: "none", value: {} })
  .meta({
    title: "Floating at the bottom",
    optionLabels: { none: "Nothing", help: "Help button", banner: "Banner" },
  });

/** A block page's file, as the editor writes it. */
export const blockPageSchema = z.object({
  path: line(2, 80)
    .regex(PAGE_PATH, "an address such as /lp/google-ads-audit: lower-case words and dashes")
    .meta({
      title: "Address",
      description: "Starts with /, lower-case words joined by dashes, e.g. /lp/google-ads-audit.",
      patternMessage: "/ then lower-case words joined by dashes (folders with /).",
    }),
  title: line(10, 60).meta({
    title: "Search title",
    description: "Shown in search results and the browser tab (the brand is appended).",
  }),
  description: line(50, 160).meta({ title: "Search description" }),
  keywords: orNone(ticks(0, 8, "Keywords"), 1),
  shareText: optionalText(90).meta({
    title: "Share image text",
    description: "The line on the image social networks show; the title when empty.",
  }),
  breadcrumb: line(2, 60).meta({
    title: "Name in the breadcrumb trail",
    description: "Also the service's name in the structured data search engines read.",
  }),
  service: z.enum(SERVICE_TYPES).meta({
    title: "Service of the page",
    description: "The enquiry form's preset on this page.",
  }),
  structuredService: z.boolean().default(true).meta({
    title: "Describe the page to search engines as a service offer",
  }),
  noindex: z.boolean().default(false).meta({
    title: "Hidden from search engines",
    description: "For pages only ads lead to: no sitemap entry, and search engines skip it.",
  }),
  hero: pageHeroSchema,
  sections: z.array(pageBlockSchema).min(1).max(20).meta({ title: "Sections" }),
  floating: floatingSchema,
});

type BlockPageFile = z.output<typeof blockPageSchema>;

/** A checked file as the pages read it: each block's kind as `type` beside its fields. */
export function toBlockPage({ sections, floating, ...page }: BlockPageFile) {
  return {
    ...page,
    sections: sections.map(toPageBlock),
    floating: floating.discriminant === "none" ? undefined : floating,
  };
}

export type BlockPage = ReturnType<typeof toBlockPage>;
export type Floating = NonNullable<BlockPage["floating"]>;
