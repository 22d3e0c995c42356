import { postJson } from "@/lib/post-json";

import type { LeadFieldErrors, LeadInput } from "./schema";

/** What the enquiry form does with each answer of POST /api/leads (docs/product.md §10.1). */
export type SubmitLeadResult =
  | { kind: "success"; id: string; submissionId: string }
  | { kind: "invalid"; fieldErrors: LeadFieldErrors }
  | { kind: "rate-limited"; retryAfterSeconds: number | null }
  | { kind: "failed" };

export type LeadRequest = LeadInput & {
  submissionId: string;
  website: string;
  /** Where the visit came from (src/features/attribution); the server checks every field. */
  attribution?: unknown;
};

/** docs/product.md §8: shown in a role="alert" element when a submission fails. */
export const SUBMIT_ERROR_MESSAGE =
  "There was an error submitting your form. Please try again or contact us directly.";

/** "Please try again in 3 minutes." — the message for a 429 answer. */
export function rateLimitMessage(retryAfterSeconds: number | null): string {
  const lead = "You have sent several enquiries in a short time.";
  if (retryAfterSeconds === null) return `${lead} Please try again in a few minutes.`;
  if (retryAfterSeconds < 60) {
    const seconds = Math.max(1, retryAfterSeconds);
    return `${lead} Please try again in ${seconds} second${seconds === 1 ? "" : "s"}.`;
  }
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `${lead} Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function readFieldErrors(body: unknown): LeadFieldErrors | null {
  if (!isRecord(body) || !isRecord(body.fieldErrors)) return null;
  const errors: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(body.fieldErrors)) {
    if (Array.isArray(messages)) {
      const texts = messages.filter((message): message is string => typeof message === "string");
      if (texts.length > 0) errors[field] = texts;
    }
  }
  return errors as LeadFieldErrors;
}

/** Sends one enquiry; never throws. */
export async function submitLead(
  request: LeadRequest,
  fetchImpl: typeof fetch = fetch,
): Promise<SubmitLeadResult> {
  const answer = await postJson("/api/leads", request, { fetchImpl });
  if (answer.kind === "network-error") return { kind: "failed" };
  if (answer.kind === "rate-limited") {
    return { kind: "rate-limited", retryAfterSeconds: answer.retryAfterSeconds };
  }
  const { status, body } = answer;
  if (status === 201 || status === 200) {
    if (isRecord(body) && (typeof body.id === "string" || typeof body.id === "number")) {
      return {
        kind: "success",
        id: String(body.id),
        submissionId:
          typeof body.submissionId === "string" ? body.submissionId : request.submissionId,
      };
    }
    return { kind: "failed" };
  }
  if (status === 422) {
    const fieldErrors = readFieldErrors(body);
    if (fieldErrors && Object.keys(fieldErrors).length > 0) return { kind: "invalid", fieldErrors };
    return { kind: "failed" };
  }
  return { kind: "failed" };
}

/** Where a successful enquiry lands; the thank-you page fires its conversion once per id. */
export function thankYouPathForLead(id: string): string {
  return `/thank-you?lead=${encodeURIComponent(id)}`;
}
