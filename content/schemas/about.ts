import "./zod-config";

import { z } from "zod";

import { contentIcon } from "./blocks";
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
              icon: contentIcon(),
            })
            .meta({ title: "Partner", itemLabelField: "title" }),
        )
        .min(1)
        .max(6)
        .meta({ title: "Partners and places", itemLabelField: "title" }),
      map: z
        .object({
          label: paragraph(40, 400).meta({
            title: "What the map shows (read out by screen readers)",
          }),
          title: line(2, 40).meta({ title: "Title over the map" }),
          office: line(2, 40).meta({
            title: "Under the office's pin",
            description: "The city's name above it is the site's setting.",
          }),
          nodes: z
            .array(
              z
                .object({
                  label: line(2, 48).meta({ title: "Label" }),
                  icon: contentIcon(),
                })
                .meta({ title: "Place or partner", itemLabelField: "label" }),
            )
            .min(2)
            .max(4)
            .meta({
              title: "Around the office",
              description: "2 to 4, drawn in the map's corners in this order.",
              itemLabelField: "label",
            }),
          reach: line(2, 60).meta({ title: "Under the map (who we serve beyond the city)" }),
        })
        .meta({ title: "The map beside the text" }),
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
