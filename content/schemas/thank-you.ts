import "./zod-config";

import { z } from "zod";

import { line, paragraph, withTokens } from "./fields";

/**
 * /thank-you: the page's own copy (content/thank-you/page.yaml), after an enquiry or a booking.
 * The greeting and the confirmation of a booking carry the visitor's name and meeting type, and
 * the browser fills them in again after a reload: they stay code (src/features/thank-you/
 * booking-details.ts). Search title and description: content/page-meta.ts.
 */
export const thankYouPageSchema = z.object({
  general: z
    .object({
      heading: line(10, 80).meta({ title: "Title" }),
      text: paragraph(20, 300).meta({ title: "Text" }),
      whatsappFallback: line(10, 100).meta({
        title: "Text before the WhatsApp number",
        description: "Followed by the WhatsApp number from the site's settings, as a link.",
      }),
    })
    .meta({ title: "After an enquiry" }),
  booking: z
    .object({
      followUp: paragraph(10, 200).meta({
        title: "Text under the confirmation",
        description:
          "The title (“Thank you, Asha!”) and the confirmation (“Your Discovery Call is confirmed.”) are written by the page from the booking.",
      }),
      cardTitle: line(2, 40).meta({ title: "Heading of the meeting details" }),
      labels: z
        .object({
          eventType: line(2, 20).meta({ title: "Meeting type" }),
          date: line(2, 20).meta({ title: "Date" }),
          time: line(2, 20).meta({ title: "Time" }),
          attendee: line(2, 20).meta({ title: "Name" }),
          email: line(2, 20).meta({ title: "Email" }),
        })
        .meta({ title: "Names of the meeting details' rows" }),
      invitation: paragraph(10, 200).meta({ title: "Note about the calendar invitation" }),
      reminder: paragraph(10, 200).meta({ title: "Note about the reminder" }),
      nextSteps: z
        .array(
          z
            .object({
              title: line(2, 60).meta({ title: "Step" }),
              text: paragraph(10, 200).meta({ title: "Text" }),
            })
            .meta({ title: "Step", itemLabelField: "title" }),
        )
        .length(3)
        .meta({
          title: "What happens next, once the call is booked",
          description:
            "Shown instead of the enquiry's steps, with no booking button: the call is booked. Exactly three, with an invitation, a notebook and a person as their pictures.",
          itemLabelField: "title",
        }),
    })
    .meta({ title: "After booking a call" }),
  next: z
    .object({
      heading: line(2, 80).meta({ title: "Heading" }),
      steps: z
        .array(
          z
            .object({
              title: line(2, 60).meta({ title: "Step" }),
              text: paragraph(10, 200).meta({ title: "Text" }),
            })
            .meta({ title: "Step", itemLabelField: "title" }),
        )
        .length(3)
        .meta({
          title: "Steps",
          description:
            "Exactly three, numbered 1 to 3, with a chat, a calendar and a person as their pictures.",
          itemLabelField: "title",
        }),
      scheduleButton: line(2, 40).meta({
        title: "Button",
        description: "Opens the booking page from the site's settings.",
      }),
    })
    .meta({ title: "What happens next" }),
  explore: z
    .object({
      heading: line(2, 80).meta({ title: "Heading" }),
      servicesLink: line(2, 60).meta({ title: "Link to the CTO services (/cto-services)" }),
      caseStudiesLink: line(2, 60).meta({ title: "Link to the case studies (/case-studies)" }),
      founderLink: withTokens(line(2, 60), ["founder"]).meta({
        title: "Link to the founder's page",
        description:
          "{founder} is replaced by the founder's name from the site's settings: “Meet {founder}, your CTO”.",
      }),
      emailPrefix: line(2, 60).meta({
        title: "Text before the email address",
        description: "Followed by the contact address from the site's settings, as a link.",
      }),
    })
    .meta({ title: "While you wait" }),
});

export type ThankYouPageCopy = z.output<typeof thankYouPageSchema>;
