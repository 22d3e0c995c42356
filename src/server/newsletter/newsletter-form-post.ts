import {
  NEWSLETTER_EMAIL_MESSAGE,
  NEWSLETTER_FORM_PATH,
  newsletterMessages,
} from "@/features/newsletter/newsletter-schema";

import { requestAttribution } from "../attribution";
import { clientIp } from "../client-ip";
import { isConnectionError } from "../db/errors";
import { readFormBody } from "../http/form-body";
import { CROSS_SITE_MESSAGE, isSameOriginPost } from "../http/same-origin";
import type { EndpointDeps } from "../leads/lead-endpoint";
import { subscribeNewsletter } from "./subscribe";

/** What the sign-up page shows. */
export type NewsletterFormView = {
  status: number;
  email?: string;
  fieldError?: string;
  done?: string;
  error?: string;
  headers?: Record<string, string>;
  /** Where the visit came from (JSON), kept in the form when it is shown again. */
  attribution?: string;
};

export type NewsletterFormPostResult =
  | { kind: "redirect"; location: string }
  | { kind: "render"; view: NewsletterFormView }
  | { kind: "refused"; status: number; message: string };

/** Where a sign-up sent without JavaScript lands: the page with its confirmation. */
export const NEWSLETTER_CONFIRMED_PATH = `${NEWSLETTER_FORM_PATH}?subscribed=1`;

/** GET /newsletter: the form, or the confirmation after a sign-up. */
export function newsletterPage(search: URLSearchParams): NewsletterFormView {
  return search.get("subscribed") === "1"
    ? { status: 200, done: newsletterMessages.success }
    : { status: 200 };
}

/**
 * POST /newsletter, the sign-up sent without JavaScript: the same schema and subscribeNewsletter
 * as POST /api/newsletter, and the same answer for a new and a known address (303 to the
 * confirmation); a bad address renders the page again with the message and what was typed.
 */
export async function handleNewsletterFormPost(
  request: Request,
  deps: EndpointDeps,
): Promise<NewsletterFormPostResult> {
  if (!isSameOriginPost(request))
    return { kind: "refused", status: 403, message: CROSS_SITE_MESSAGE };
  const body = await readFormBody(request);
  if (!body.ok) return { kind: "refused", status: body.status, message: body.error };
  const email = body.fields.email ?? "";
  // Read once: the page shown again after an error posts to itself, so its Referer says nothing.
  const attribution = requestAttribution(body.fields.attribution, request);
  const kept = JSON.stringify(attribution);
  try {
    const db = await deps.db();
    const result = await subscribeNewsletter(
      db,
      { email },
      {
        ip: clientIp(request.headers),
        attribution,
        now: deps.now?.(),
      },
    );
    switch (result.kind) {
      case "invalid":
        return {
          kind: "render",
          view: {
            status: 422,
            email,
            attribution: kept,
            fieldError: result.fieldErrors.email?.[0] ?? NEWSLETTER_EMAIL_MESSAGE,
          },
        };
      case "rate-limited":
        return {
          kind: "render",
          view: {
            status: 429,
            email,
            attribution: kept,
            error: newsletterMessages.rateLimited,
            headers: { "Retry-After": String(result.retryAfterSeconds) },
          },
        };
      case "subscribed":
      case "already-subscribed":
        return { kind: "redirect", location: NEWSLETTER_CONFIRMED_PATH };
    }
  } catch (error) {
    if (!isConnectionError(error)) console.error("[newsletter] POST /newsletter failed:", error);
    return {
      kind: "render",
      view: { status: 503, email, attribution: kept, error: newsletterMessages.failed },
    };
  }
}
