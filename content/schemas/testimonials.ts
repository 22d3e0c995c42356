import "./zod-config";

import { z } from "zod";

import { assetImage, line, lines, optionalText, paragraph } from "./fields";

/**
 * What clients said (content/testimonials/<name>.yaml, one file each). The people are fictional
 * (docs/product.md §10.8); the work is described as it happened. Where a testimonial appears is
 * part of the record, so swapping one on a page is an edit in the editor.
 */

export const TESTIMONIAL_PLACES = [
  "home",
  "google-ads-marketing",
  "founder-experience",
  "deck",
] as const;
export type TestimonialPlace = (typeof TESTIMONIAL_PLACES)[number];

export const testimonialSchema = z.object({
  name: line(2, 60).meta({ title: "Name" }),
  role: line(2, 60).meta({ title: "Role", description: "As they would write it: “Founder”." }),
  company: line(2, 60).meta({ title: "Company" }),
  quote: paragraph(40, 400).meta({
    title: "Quote",
    description: "Their words, without quotation marks (the page draws them).",
  }),
  rating: z.int().min(1).max(5).meta({ title: "Stars", description: "1 to 5." }),
  portrait: assetImage("people", 2).meta({
    title: "Portrait",
    description: "Square, at least 160 × 160 pixels; a photo or a drawing.",
  }),
  shownOn: z
    .array(z.enum(TESTIMONIAL_PLACES))
    .max(TESTIMONIAL_PLACES.length)
    .meta({
      title: "Shown on",
      optionLabels: {
        home: "Home page",
        "google-ads-marketing": "Google Ads page",
        "founder-experience": "Founder's experience page",
        deck: "Sales presentation (exactly 3; quotes of 200 characters at most)",
      },
    }),
  position: z.int().min(1).max(99).meta({
    title: "Position",
    description: "Where several are shown on one page, smaller numbers come first.",
  }),
  tags: lines(0, 6, 2, 40).meta({
    title: "Companies or projects",
    description: "Shown as small labels under the quote (optional).",
  }),
  note: optionalText(160).meta({
    title: "Note under the card",
    description: "Optional, e.g. “Work done at previous companies…”.",
  }),
});

export type TestimonialRecord = z.output<typeof testimonialSchema> & { id: string };

/** A portrait as the page draws it: the optimised file(s) the build made of the upload. */
/** What the build made of the portrait (src/components/ui/optimised-image.ts). */
export type Portrait = { src: string; srcSet?: string; width: number; height: number };

/** A testimonial as pages receive it: its portrait resolved to what the build made of it. */
export type Testimonial = Omit<TestimonialRecord, "portrait"> & { portrait: Portrait };
