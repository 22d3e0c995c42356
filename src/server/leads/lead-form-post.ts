import { randomUUID } from "node:crypto";

import {
  isServiceType,
  ONBOARDING_SERVICE_TYPES,
  type ServiceType,
} from "@content/schemas/service-types";
import type { Attribution } from "@/features/attribution/attribution";
import { onboardingRequirements, onboardingTimelineText } from "@/features/leads/onboarding-preset";
import { LEAD_FIELDS, type LeadFieldName } from "@/features/leads/schema";
import {
  SUBMIT_ERROR_MESSAGE,
  rateLimitMessage,
  thankYouPathForLead,
} from "@/features/leads/submit-lead";

import { requestAdUserData, requestAttribution } from "../attribution";
import { clientIp } from "../client-ip";
import { isConnectionError } from "../db/errors";
import { readFormBody } from "../http/form-body";
import { UNAVAILABLE_MESSAGE } from "../http/responses";
import { CROSS_SITE_MESSAGE, isSameOriginPost } from "../http/same-origin";
import type { EndpointDeps } from "./lead-endpoint";
import { storeLead } from "./store-lead";
import { cutText } from "@/lib/cut-text";

/** What the server-rendered enquiry page shows: the form, filled, with any messages. */
export type LeadFormView = {
  status: number;
  values: Partial<Record<LeadFieldName, string>>;
  fieldErrors: Partial<Record<LeadFieldName, string>>;
  formError?: string;
  /** A fresh id for this fill, in the form's hidden input: a repeated post stores once. */
  submissionId: string;
  /** Where the visit came from (JSON), kept in the form's hidden input when it is shown again. */
  attribution?: string;
  headers?: Record<string, string>;
};

export type LeadFormPostResult =
  | { kind: "redirect"; location: string }
  | { kind: "render"; view: LeadFormView }
  | { kind: "refused"; status: number; message: string };

function valuesFrom(fields: Record<string, string>): Partial<Record<LeadFieldName, string>> {
  const values: Partial<Record<LeadFieldName, string>> = {};
  for (const name of LEAD_FIELDS) if (fields[name] !== undefined) values[name] = fields[name];
  return values;
}

/**
 * The enquiry form opened from a link or the onboarding form (GET /enquiry?service=…, or the
 * onboarding's project step): preset to a service (a service name or an onboarding card id) and
 * to the onboarding's details and timeline.
 */
export function presetLeadForm(
  query: {
    service?: string | null;
    projectDetails?: string | null;
    timeline?: string | null;
  },
  attribution?: Attribution,
): LeadFormView {
  const service = query.service ?? "";
  const serviceType: ServiceType | undefined = isServiceType(service)
    ? service
    : Object.hasOwn(ONBOARDING_SERVICE_TYPES, service)
      ? ONBOARDING_SERVICE_TYPES[service as keyof typeof ONBOARDING_SERVICE_TYPES]
      : undefined;
  const requirements = onboardingRequirements(
    cutText(query.projectDetails ?? "", 4000),
    onboardingTimelineText(query.timeline),
  );
  return {
    status: 200,
    values: {
      ...(serviceType ? { serviceType } : {}),
      ...(requirements ? { requirements } : {}),
    },
    fieldErrors: {},
    submissionId: randomUUID(),
    ...(attribution ? { attribution: JSON.stringify(attribution) } : {}),
  };
}

/**
 * POST /enquiry, the enquiry form sent without JavaScript (form-encoded): the same schema and
 * storeLead as POST /api/leads. Stored (or a replay of a stored submission id): 303 to
 * /thank-you. Otherwise the page is rendered again with the messages and everything typed.
 */
export async function handleLeadFormPost(
  request: Request,
  deps: EndpointDeps,
): Promise<LeadFormPostResult> {
  if (!isSameOriginPost(request))
    return { kind: "refused", status: 403, message: CROSS_SITE_MESSAGE };
  const body = await readFormBody(request);
  if (!body.ok) return { kind: "refused", status: body.status, message: body.error };
  const { fields } = body;
  // The onboarding form's first step: nothing to store yet, show the enquiry form preset.
  if (fields.step === "project") {
    return {
      kind: "render",
      view: presetLeadForm(
        {
          service: fields.service,
          projectDetails: fields.projectDetails,
          timeline: fields.timeline,
        },
        requestAttribution(fields.attribution, request),
      ),
    };
  }
  const values = valuesFrom(fields);
  const submissionId = fields.submissionId || undefined;
  // Read once: the page shown again after an error posts to itself, so its Referer says nothing.
  const attribution = requestAttribution(fields.attribution, request);
  const render = (
    view: Omit<LeadFormView, "values" | "submissionId" | "attribution">,
  ): LeadFormPostResult => ({
    kind: "render",
    // Keeps the id of this fill, so sending again after an error stays one enquiry.
    view: {
      values,
      submissionId: submissionId ?? randomUUID(),
      attribution: JSON.stringify(attribution),
      ...view,
    },
  });
  try {
    const db = await deps.db();
    const result = await storeLead(
      db,
      {
        ...values,
        // A select always sends one of its options; anything else is refused by the schema.
        serviceType: values.serviceType ?? "",
        submissionId,
        website: fields.website ?? "",
      },
      {
        ip: clientIp(request.headers),
        attribution,
        adUserData: requestAdUserData(request),
        now: deps.now?.(),
      },
    );
    switch (result.kind) {
      case "created":
      case "replayed":
        return { kind: "redirect", location: thankYouPathForLead(result.id) };
      case "rate-limited":
        return render({
          status: 429,
          fieldErrors: {},
          formError: rateLimitMessage(result.retryAfterSeconds),
          headers: { "Retry-After": String(result.retryAfterSeconds) },
        });
      case "invalid": {
        const fieldErrors: Partial<Record<LeadFieldName, string>> = {};
        for (const name of LEAD_FIELDS) {
          const message = result.fieldErrors[name]?.[0];
          if (message) fieldErrors[name] = message;
        }
        return render({
          status: 422,
          fieldErrors,
          formError: Object.keys(fieldErrors).length ? undefined : SUBMIT_ERROR_MESSAGE,
        });
      }
    }
  } catch (error) {
    if (!isConnectionError(error)) console.error("[enquiry] POST /enquiry failed:", error);
    return render({
      status: 503,
      fieldErrors: {},
      formError: isConnectionError(error) ? UNAVAILABLE_MESSAGE : SUBMIT_ERROR_MESSAGE,
    });
  }
}
