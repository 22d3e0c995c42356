import "./zod-config";

import { z } from "zod";

import { line, paragraph } from "./fields";

/** A section's heading and the line under it, and whatever else the section has. */
const section = <Shape extends z.ZodRawShape = Record<never, never>>(
  title: string,
  more: Shape = {} as Shape,
) =>
  z
    .object({
      heading: line(2, 80).meta({ title: "Heading" }),
      intro: paragraph(10, 400).meta({ title: "Introduction" }),
      ...more,
    })
    .meta({ title });

const card = {
  title: line(2, 60).meta({ title: "Title" }),
  description: paragraph(20, 300).meta({ title: "Text" }),
  button: line(2, 40).meta({ title: "Button" }),
};

/** The home page's own copy (content/home/page.yaml); the cards come from their own records. */
export const homePageSchema = z.object({
  hero: z
    .object({
      headlines: z
        .array(line(4, 32).meta({ title: "Headline" }))
        .min(2)
        .max(6)
        .meta({
          title: "Headlines",
          description: "Shown one after another, every three seconds; short enough for two lines.",
        }),
      intro: paragraph(40, 400).meta({ title: "Introduction" }),
      primaryCta: line(2, 40).meta({ title: "Main button (to onboarding)" }),
      secondaryCta: line(2, 40).meta({ title: "Second button (to the case studies)" }),
      stats: z
        .array(
          z
            .object({
              value: line(1, 20).meta({ title: "Figure" }),
              label: line(2, 40).meta({ title: "What it counts" }),
            })
            .meta({ title: "Figure", itemLabelField: "value" }),
        )
        .min(2)
        .max(4)
        .meta({ title: "Figures under the buttons", itemLabelField: "value" }),
    })
    .meta({ title: "Top of the page" }),
  proof: z
    .object({
      heading: line(2, 80).meta({ title: "Heading above the logos" }),
      label: line(2, 80).meta({ title: "Name of the logo list (read out by screen readers)" }),
    })
    .meta({ title: "Logos under the top" }),
  services: section("Our services", {
    pageLink: line(2, 30).meta({
      title: "Link on each card to the service's page",
      description: "E.g. “Learn more”; the card's own button (List Your Project) stays beside it.",
    }),
  }),
  caseStudies: section("Featured case studies", {
    allButton: line(2, 40).meta({ title: "Button to all case studies" }),
  }),
  testimonials: section("What clients say", {
    eyebrow: line(2, 40).meta({ title: "Small label above the heading" }),
  }),
  contact: section("Let's build together", {
    list: z.object(card).meta({ title: "First card: list your project" }),
    direct: z
      .object({
        ...card,
        enquiryButton: line(2, 40).meta({ title: "Second button (opens the enquiry form)" }),
      })
      .meta({ title: "Second card: direct contact" }),
  }),
});

export type HomePageCopy = z.output<typeof homePageSchema>;
