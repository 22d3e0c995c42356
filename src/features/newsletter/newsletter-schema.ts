import "@content/schemas/zod-config";
import * as z from "zod/mini";

/**
 * The newsletter sign-up, shared by the browser form and POST /api/newsletter (DESIGN: one
 * schema for both sides). zod/mini keeps the blog page's JavaScript small.
 */
export const NEWSLETTER_EMAIL_MESSAGE = "Please enter a valid email address";

// Control and text-direction characters (content/schemas/control-characters.ts) are REFUSED here with
// the address message: the email format admits none of them, so no rule of its own is needed
// (subscribe.test.ts holds this).

export const newsletterSchema = z.object({
  email: z
    .string({ error: NEWSLETTER_EMAIL_MESSAGE })
    .check(
      z.trim(),
      z.toLowerCase(),
      z.maxLength(254, NEWSLETTER_EMAIL_MESSAGE),
      z.email(NEWSLETTER_EMAIL_MESSAGE),
    ),
});

export type NewsletterInput = z.infer<typeof newsletterSchema>;

export const NEWSLETTER_ENDPOINT = "/api/newsletter";
/** Where the sign-up form posts without JavaScript (form-encoded), a page rendered per request. */
export const NEWSLETTER_FORM_PATH = "/newsletter";

/** What the form shows for each answer of POST /api/newsletter. */
export const newsletterMessages = {
  submit: "Subscribe",
  submitting: "Subscribing...",
  // One answer for a new and a known address (the server cannot tell them apart to the visitor).
  success: "You're subscribed. If this address is new to us, a welcome email is on its way.",
  rateLimited: "Too many sign-ups from your connection. Please try again in a few minutes.",
  failed: "We couldn't sign you up just now. Please try again in a moment.",
} as const;
