import "./zod-config";

import { z } from "zod";

import { line, paragraph } from "./fields";

/**
 * /contact: the page's own copy (content/contact/page.yaml), also shown around the enquiry form
 * at /enquiry. The addresses, the WhatsApp number, the booking link and the office come from
 * the site's settings; the form's fields from src/features/leads/. Search title and description:
 * content/page-meta.ts.
 */

export const contactPageSchema = z.object({
  eyebrow: line(2, 40).meta({ title: "Small label above the title" }),
  heading: line(10, 100).meta({ title: "Title" }),
  intro: paragraph(40, 400).meta({ title: "Introduction" }),
  formTitle: line(2, 60).meta({
    title: "Heading above the enquiry form",
    description: "Also the title of the enquiry form's own page (/enquiry).",
  }),
  channelsTitle: line(2, 60).meta({ title: "Heading above the other ways to reach us" }),
  channels: z
    .object({
      email: z
        .object({
          title: line(2, 40).meta({ title: "Heading" }),
          text: paragraph(10, 200).meta({
            title: "Text",
            description: "Followed by the contact address from the site's settings.",
          }),
        })
        .meta({ title: "Email" }),
      whatsapp: z
        .object({
          title: line(2, 40).meta({ title: "Heading" }),
          text: paragraph(10, 200).meta({ title: "Text" }),
          link: line(2, 40).meta({
            title: "Link",
            description: "Opens a WhatsApp chat with the number in the site's settings.",
          }),
        })
        .meta({ title: "WhatsApp" }),
      call: z
        .object({
          title: line(2, 40).meta({ title: "Heading" }),
          text: paragraph(10, 200).meta({ title: "Text" }),
          button: line(2, 40).meta({
            title: "Button",
            description: "Opens the booking page from the site's settings.",
          }),
        })
        .meta({ title: "Book a call" }),
      office: z
        .object({
          title: line(2, 40).meta({ title: "Heading" }),
          text: paragraph(10, 200).meta({
            title: "Text before the city",
            description:
              "Followed by the office's city and country from the site's settings, in bold: “… from Bangalore, India.”",
          }),
        })
        .meta({ title: "Office" }),
    })
    .meta({ title: "Other ways to reach us" }),
});

export type ContactPageCopy = z.output<typeof contactPageSchema>;
