import "./zod-config";

import { z } from "zod";

import type { ConsentCategory } from "./consent-categories";
import { line, paragraph } from "./fields";

/**
 * The cookie banner's words (content/site/cookie-banner.json; docs/product.md §10.7). Which
 * categories there are, their order and their ids are code: the banner's script, the saved choice
 * and the Cookie Policy depend on them. Only what a visitor reads is here.
 * JSON, not YAML: the layout reads it synchronously (src/config/shared-copy.ts).
 */

/** The banner's categories in the order shown; Essential is always on. */
export const COOKIE_CATEGORY_IDS = [
  "essential",
  "analytics",
  "functional",
  "marketing",
] as const satisfies ReadonlyArray<"essential" | ConsentCategory>;

export type CookieCategoryId = (typeof COOKIE_CATEGORY_IDS)[number];

const category = (title: string, description: string) =>
  z
    .object({
      name: line(2, 30).meta({ title: "Name", description: "The switch's label." }),
      description: line(10, 120).meta({
        title: "What it is for",
        description: "One sentence under the name; the Cookie Policy lists the cookies in full.",
      }),
    })
    .meta({ title, description });

const button = (title: string, description: string) => line(2, 30).meta({ title, description });

const categories = {
  essential: category("Essential cookies", "Always on: the visitor cannot switch them off."),
  analytics: category("Analytics cookies", "Google Analytics, only if the visitor allows it."),
  functional: category("Functional cookies", "Remembered preferences, only if allowed."),
  marketing: category("Marketing cookies", "Google Ads' measurement, only if allowed."),
} satisfies Record<CookieCategoryId, z.ZodType>;

export const cookieBannerSchema = z.object({
  title: line(2, 40).meta({
    title: "Title",
    description: "“Cookies on this site”; also the banner's name for screen readers.",
  }),
  intro: paragraph(40, 320).meta({
    title: "Text",
    description: "What the site uses cookies for; the link to the Cookie Policy follows it.",
  }),
  policyLink: line(2, 40).meta({
    title: "Link to the Cookie Policy",
    description: "Its words; it always opens /cookie-policy.",
  }),
  acceptAll: button("Button to accept all", "“Accept all”; it weighs the same as reject."),
  rejectAll: button("Button to reject all", "“Reject all”; only essential cookies stay."),
  preferences: button("Button to choose", "“Preferences”; it shows the categories."),
  save: button("Button to save the choice", "“Save preferences”; shown with the categories."),
  alwaysOn: line(2, 20).meta({
    title: "Beside Essential",
    description: "“Always on”, in brackets after the essential category's name.",
  }),
  categories: z.object(categories).meta({
    title: "Categories",
    description: "The four kinds of cookie the Cookie Policy describes, in this order.",
  }),
  settingsButton: button(
    "Button that reopens the banner",
    "“Cookie settings”, in the footer of every page.",
  ),
});

export type CookieBannerCopy = z.output<typeof cookieBannerSchema>;
