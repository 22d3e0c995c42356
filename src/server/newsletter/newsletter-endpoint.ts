import { clientIp } from "../client-ip";
import { errorResponse, json, rateLimitedResponse } from "../http/responses";
import { readJsonBody } from "../http/json-body";
import type { EndpointDeps } from "../leads/lead-endpoint";
import { subscribeNewsletter } from "./subscribe";

export const SUBSCRIBED_MESSAGE = "Thanks for subscribing! Check your inbox for a welcome email.";

/** POST /api/newsletter: 201 new subscriber, 200 already subscribed, else like /api/leads. */
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
      now: deps.now?.(),
      transport: deps.transport(),
    });
    switch (result.kind) {
      case "invalid":
        return json({ fieldErrors: result.fieldErrors }, 422);
      case "rate-limited":
        return rateLimitedResponse(result.retryAfterSeconds, "sign-ups");
      case "already-subscribed":
        return json({ subscribed: true, message: SUBSCRIBED_MESSAGE }, 200);
      case "subscribed":
        return json({ subscribed: true, message: SUBSCRIBED_MESSAGE }, 201);
    }
  } catch (error) {
    return errorResponse(error, "POST /api/newsletter");
  }
}
