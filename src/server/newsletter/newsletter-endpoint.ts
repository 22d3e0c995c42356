import { newsletterMessages } from "@/features/newsletter/newsletter-schema";

import { requestAttribution } from "../attribution";
import { clientIp } from "../client-ip";
import { errorResponse, json, rateLimitedResponse } from "../http/responses";
import { readJsonBody } from "../http/json-body";
import type { EndpointDeps } from "../leads/lead-endpoint";
import { subscribeNewsletter } from "./subscribe";

/**
 * POST /api/newsletter: 200 and the same body for a new address and a known one (an answer that
 * differed would tell anyone whether an address is subscribed); only a new one gets the welcome
 * email. Otherwise like /api/leads: 422 {fieldErrors}, 429, 400/413/415, 503.
 */
export async function handleNewsletterRequest(
  request: Request,
  deps: EndpointDeps,
): Promise<Response> {
  const body = await readJsonBody(request);
  if (!body.ok) return json({ error: body.error }, body.status);
  try {
    const db = await deps.db();
    const result = await subscribeNewsletter(db, body.value, {
      ip: clientIp(request.headers),
      attribution: requestAttribution(
        (body.value as { attribution?: unknown } | null)?.attribution,
        request,
      ),
      now: deps.now?.(),
    });
    switch (result.kind) {
      case "invalid":
        return json({ fieldErrors: result.fieldErrors }, 422);
      case "rate-limited":
        return rateLimitedResponse(result.retryAfterSeconds, "sign-ups");
      case "already-subscribed":
      case "subscribed":
        return json({ subscribed: true, message: newsletterMessages.success }, 200);
    }
  } catch (error) {
    return errorResponse(error, "POST /api/newsletter");
  }
}
