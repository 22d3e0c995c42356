import "./zod-config";

import { z } from "zod";

import { line, paragraph, titledItemList, titledItems } from "./fields";

/** /about-us: the page's own copy (content/about/page.yaml); the people are content/team/. */
export const aboutPageSchema = z.object({
  hero: z
    .object({
      eyebrow: line(2, 40).meta({ title: "Small label above the title" }),
      title: line(10, 100).meta({ title: "Title" }),
      intro: paragraph(40, 400).meta({ title: "Introduction" }),
    })
    .meta({ title: "Top of the page" }),
  story: z
    .object({
      heading: line(2, 80).meta({ title: "Heading" }),
      paragraphs: z
        .array(paragraph(40, 700).meta({ title: "Paragraph" }))
        .min(1)
        .max(6)
        .meta({ title: "Paragraphs" }),
    })
    .meta({ title: "Our story" }),
  facts: z
    .object({
      label: line(2, 40).meta({ title: "Name of the list (read out by screen readers)" }),
      items: z
        .array(
          z
            .object({
              label: line(2, 40).meta({ title: "Label" }),
              value: line(2, 60).meta({ title: "Fact" }),
            })
            .meta({ title: "Fact", itemLabelField: "label" }),
        )
        .min(2)
        .max(8)
        .meta({ title: "Facts", itemLabelField: "label" }),
    })
    .meta({ title: "Company facts beside the story" }),
  beliefs: titledItems("What we believe", { min: 2, max: 8, textMax: 300 }),
  audiences: z
    .object({
      heading: line(2, 80).meta({ title: "Heading" }),
      intro: paragraph(10, 300).meta({ title: "Introduction" }),
      items: titledItemList(2, 9, 240),
    })
    .meta({ title: "Who we work with" }),
  team: z
    .object({
      eyebrow: line(2, 40).meta({ title: "Small label above the heading" }),
      heading: line(2, 80).meta({ title: "Heading" }),
      intro: paragraph(10, 300).meta({ title: "Introduction" }),
    })
    .meta({ title: "Our team (the people are under Team)" }),
  office: z
    .object({
      heading: line(2, 80).meta({ title: "Heading" }),
      intro: paragraph(20, 400).meta({ title: "Introduction" }),
      partners: z
        .array(
          z
            .object({
              title: line(2, 60).meta({ title: "Title" }),
              description: paragraph(10, 300).meta({ title: "Text" }),
            })
            .meta({ title: "Partner", itemLabelField: "title" }),
        )
        .min(1)
        .max(6)
        .meta({ title: "Partners and places", itemLabelField: "title" }),
    })
    .meta({ title: "Office and ecosystem" }),
  mission: z
    .object({
      heading: line(2, 80).meta({ title: "Heading" }),
      text: paragraph(20, 300).meta({ title: "Mission" }),
    })
    .meta({ title: "Our mission" }),
  discoveryCall: z
    .object({
      heading: line(2, 80).meta({ title: "Heading" }),
      text: paragraph(20, 300).meta({ title: "Text" }),
      button: line(2, 40).meta({ title: "Button" }),
    })
    .meta({ title: "Book a discovery call" }),
  joinNetwork: z
    .object({
      heading: line(2, 80).meta({ title: "Heading" }),
      text: paragraph(20, 400).meta({ title: "Text" }),
      button: line(2, 40).meta({ title: "Button" }),
      subject: line(2, 80).meta({
        title: "Subject of the email",
        description: "The email the button opens, to the founder, starts with this subject.",
      }),
    })
    .meta({ title: "Join our network" }),
});

export type AboutPageCopy = z.output<typeof aboutPageSchema>;
