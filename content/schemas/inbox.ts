import "./zod-config";

import { z } from "zod";

import { SERVICE_TYPES } from "./service-types";
import { calendarDate, line, tokenText } from "./fields";

/**
 * The owner's inbox (content/site/inbox.json): the team's holidays, on which the response clock
 * stands still, and the drafts of the one-click replies, one per service with a default for the
 * rest. JSON, not YAML: the server reads it synchronously
 * (src/server/admin/inbox/inbox-settings.ts). The HOLIDAYS setting, when set, replaces the holidays
 * listed here (docs/owners-guide.md).
 */

/** What a reply draft may name; the enquiry's page fills them in. */
export const REPLY_TOKENS = [
  "firstName",
  "name",
  "service",
  "request",
  "company",
  "brand",
  "founder",
];

const tokensHelp =
  "The enquiry fills in {firstName}, {name}, {service}, {company} and {request} (the first line of what they wrote, shortened); the site's settings {brand} and {founder}.";

const draft = {
  emailSubject: tokenText(REPLY_TOKENS, 5, 120, { title: "Email subject", tokensHelp }),
  emailBody: tokenText(REPLY_TOKENS, 20, 3000, {
    title: "Email text",
    multiline: true,
    tokensHelp,
  }),
  whatsapp: tokenText(REPLY_TOKENS, 10, 1000, {
    title: "WhatsApp message",
    multiline: true,
    tokensHelp,
  }),
};

export const inboxSchema = z.object({
  holidays: z
    .array(
      z
        .object({
          date: calendarDate().meta({ title: "Date" }),
          name: line(2, 60).meta({ title: "Name", description: "“Diwali”, “Republic Day”." }),
        })
        .meta({ title: "Holiday", itemLabelField: "name" }),
    )
    .max(100)
    .meta({
      title: "Holidays",
      description:
        "Days off: no reminders, and the time an enquiry waits does not count on these days.",
      itemLabelField: "name",
    }),
  defaultReply: z.object(draft).meta({
    title: "Reply drafts for any service",
    description: "Used where no service below has its own.",
  }),
  serviceReplies: z
    .array(
      z
        .object({
          service: z.enum(SERVICE_TYPES).meta({ title: "Service" }),
          ...draft,
        })
        .meta({ title: "Drafts for a service", itemLabelField: "service" }),
    )
    .max(SERVICE_TYPES.length)
    .refine(
      (replies) => new Set(replies.map((reply) => reply.service)).size === replies.length,
      "each service once",
    )
    .meta({ title: "Reply drafts per service", itemLabelField: "service" }),
});

export type InboxContent = z.output<typeof inboxSchema>;
export type ReplyDraft = InboxContent["defaultReply"];
