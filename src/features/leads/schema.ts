import "@/lib/zod-config";
import { z } from "zod";

import { SERVICE_TYPES } from "./service-types";

/**
 * The one enquiry schema, used by the form in the browser and by POST /api/leads (SPEC §5).
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

/** PostgreSQL text cannot hold U+0000: refuse it here (422), not at the insert (500). */
const withoutNul = (value: string) => !value.includes("\u0000");
const notAllowed = (label: string) => ({
  message: `${label} contains a character that is not allowed`,
});

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: tooLong(label, max) })
    .refine(withoutNul, notAllowed(label))
    .nullish()
    .transform((value) => (value ? value : null));

export const leadSchema = z.object({
  name: z
    .string({ message: LEAD_MESSAGES.name })
    .trim()
    .min(2, { message: LEAD_MESSAGES.name })
    .max(LEAD_LIMITS.name, { message: tooLong("Name", LEAD_LIMITS.name) })
    .refine(withoutNul, notAllowed("Name")),
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
  requirements: optionalText("Requirements", LEAD_LIMITS.requirements),
});

/** What the form holds (all strings) and what the server stores after parsing. */
export type LeadInput = z.input<typeof leadSchema>;
export type Lead = z.output<typeof leadSchema>;

/** The request body: the lead plus the form's idempotency key and the honeypot. */
export const leadRequestSchema = leadSchema.extend({
  submissionId: z.uuid({ message: "submissionId must be a UUID" }).optional(),
  website: z.string().optional(),
});

export type LeadFieldErrors = Partial<Record<keyof LeadInput, string[]>>;
