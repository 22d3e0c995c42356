import { requestAdUserData, requestAttribution } from "../attribution";
import { clientIp } from "../client-ip";
import type { Db } from "../db/client";
import { errorResponse, json, rateLimitedResponse } from "../http/responses";
import { readJsonBody } from "../http/json-body";
import { storeLead } from "./store-lead";

export type EndpointDeps = {
  db: () => Promise<Db>;
  now?: () => Date;
};

/** POST /api/leads: HTTP in and out around storeLead (docs/product.md §10.1). */
export async function handleLeadRequest(request: Request, deps: EndpointDeps): Promise<Response> {
  const body = await readJsonBody(request);
  if (!body.ok) return json({ error: body.error }, body.status);
  try {
    const db = await deps.db();
    const result = await storeLead(db, body.value, {
      ip: clientIp(request.headers),
      attribution: requestAttribution(
        (body.value as { attribution?: unknown } | null)?.attribution,
        request,
      ),
      adUserData: requestAdUserData(request),
      now: deps.now?.(),
    });
    switch (result.kind) {
      case "invalid":
        return json({ fieldErrors: result.fieldErrors }, 422);
      case "rate-limited":
        return rateLimitedResponse(result.retryAfterSeconds, "enquiries");
      case "replayed":
        return json({ id: result.id, submissionId: result.submissionId }, 200);
      case "created":
        return json({ id: result.id, submissionId: result.submissionId }, 201);
    }
  } catch (error) {
    return errorResponse(error, "POST /api/leads");
  }
}
