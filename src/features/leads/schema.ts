import { hasControlCharacters } from "@content/schemas/control-characters";
import "@content/schemas/zod-config";
import { z } from "zod";

import { SERVICE_TYPES } from "@content/schemas/service-types";

/**
 * The one enquiry schema, used by the form in the browser and by POST /api/leads (docs/product.md §5).
 * Strings are trimmed; empty optional fields become null; every field has an upper bound.
 */
export const LEAD_LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  company: 120,
  location: 120,
  requirements: 5000,
} as const;

export const LEAD_MESSAGES = {
  name: "Name must be at least 2 characters",
  email: "Please enter a valid email address",
  phone: "Please enter a valid phone number",
  serviceType: "Please select a service type",
} as const;

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

/**
 * Control and text-direction characters are REFUSED, field by field, with this message (the form
 * shows it under the field; the API answers 422): content/schemas/control-characters.ts says which and
 * why refused rather than removed. U+0000 is one of them (PostgreSQL text cannot hold it either).
 * Email and phone need no rule of their own: their formats allow none of these characters.
 */
export const hiddenCharacterMessage = (label: string) =>
  `${label} contains a hidden control or text-direction character. Please type it again without it.`;

const plainText = (label: string, options: { multiline?: boolean } = {}) => ({
  check: (value: string) => !hasControlCharacters(value, options),
  message: { message: hiddenCharacterMessage(label) },
});

const optionalText = (label: string, max: number, options: { multiline?: boolean } = {}) => {
  const rule = plainText(label, options);
  return z
    .string()
    .trim()
    .max(max, { message: tooLong(label, max) })
    .refine(rule.check, rule.message)
    .nullish()
    .transform((value) => (value ? value : null));
};

const nameRule = plainText("Name");

export const leadSchema = z.object({
  name: z
    .string({ message: LEAD_MESSAGES.name })
    .trim()
    .min(2, { message: LEAD_MESSAGES.name })
    .max(LEAD_LIMITS.name, { message: tooLong("Name", LEAD_LIMITS.name) })
    .refine(nameRule.check, nameRule.message),
  email: z
    .string({ message: LEAD_MESSAGES.email })
    .trim()
    .max(LEAD_LIMITS.email, { message: tooLong("Email", LEAD_LIMITS.email) })
    .pipe(z.email({ message: LEAD_MESSAGES.email })),
  phone: z
    .string({ message: LEAD_MESSAGES.phone })
    .trim()
    .min(10, { message: LEAD_MESSAGES.phone })
    .max(LEAD_LIMITS.phone, { message: tooLong("Phone number", LEAD_LIMITS.phone) })
    .regex(/^[+0-9 ()./-]+$/, { message: LEAD_MESSAGES.phone })
    // "----------" is ten characters but no number: the shortest real ones have 7 digits.
    .refine((value) => (value.match(/[0-9]/g)?.length ?? 0) >= 7, {
      message: LEAD_MESSAGES.phone,
    }),
  company: optionalText("Company", LEAD_LIMITS.company),
  location: optionalText("Location", LEAD_LIMITS.location),
  serviceType: z.enum(SERVICE_TYPES, { message: LEAD_MESSAGES.serviceType }),
  requirements: optionalText("Requirements", LEAD_LIMITS.requirements, { multiline: true }),
});

/** What the form holds (all strings) and what the server stores after parsing. */
export type LeadInput = z.input<typeof leadSchema>;

/** The enquiry form's visible fields, in the form's order (the island and the form post read these). */
export const LEAD_FIELDS = [
  "name",
  "email",
  "phone",
  "company",
  "location",
  "serviceType",
  "requirements",
] as const satisfies readonly (keyof LeadInput)[];
export type LeadFieldName = (typeof LEAD_FIELDS)[number];
export type Lead = z.output<typeof leadSchema>;

/** The request body: the lead plus the form's idempotency key and the honeypot. */
export const leadRequestSchema = leadSchema.extend({
  submissionId: z.uuid({ message: "submissionId must be a UUID" }).optional(),
  website: z.string().optional(),
});

export type LeadFieldErrors = Partial<Record<keyof LeadInput, string[]>>;
