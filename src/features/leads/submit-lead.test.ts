import { describe, expect, it, vi } from "vitest";

import { parseRetryAfter } from "@/lib/post-json";

import {
  SUBMIT_ERROR_MESSAGE,
  rateLimitMessage,
  submitLead,
  thankYouPathForLead,
  type LeadRequest,
} from "./submit-lead";

const request: LeadRequest = {
  name: "Asha Rao",
  email: "asha@example.com",
  phone: "+91 98765 43210",
  company: "",
  location: "",
  serviceType: "General Consultation",
  requirements: "",
  submissionId: "3b241101-e2bb-4255-8caf-4136c566a962",
  website: "",
};

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers }));

describe("submitLead", () => {
  it("posts the JSON contract to /api/leads and reads a 201", async () => {
    const fetchImpl = answer(201, { id: "42", submissionId: request.submissionId });
    const result = await submitLead(request, fetchImpl as unknown as typeof fetch);
    expect(result).toEqual({ kind: "success", id: "42", submissionId: request.submissionId });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/leads");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual(request);
  });

  it("treats a replayed submission (200) as success", async () => {
    const result = await submitLead(
      request,
      answer(200, { id: 7, submissionId: request.submissionId }) as unknown as typeof fetch,
    );
    expect(result).toMatchObject({ kind: "success", id: "7" });
  });

  it("returns field errors from a 422", async () => {
    const result = await submitLead(
      request,
      answer(422, {
        fieldErrors: { email: ["Please enter a valid email address"], bogus: [1] },
      }) as unknown as typeof fetch,
    );
    expect(result).toEqual({
      kind: "invalid",
      fieldErrors: { email: ["Please enter a valid email address"] },
    });
  });

  it("reads Retry-After from a 429", async () => {
    const result = await submitLead(
      request,
      answer(429, { error: "slow down" }, { "Retry-After": "120" }) as unknown as typeof fetch,
    );
    expect(result).toEqual({ kind: "rate-limited", retryAfterSeconds: 120 });
  });

  it("fails on 500, 503, unreadable bodies and network errors", async () => {
    for (const status of [500, 503, 400]) {
      expect(await submitLead(request, answer(status, {}) as unknown as typeof fetch)).toEqual({
        kind: "failed",
      });
    }
    const broken = vi.fn(async () => new Response("<html>", { status: 201 }));
    expect(await submitLead(request, broken as unknown as typeof fetch)).toEqual({
      kind: "failed",
    });
    const offline = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(await submitLead(request, offline as unknown as typeof fetch)).toEqual({
      kind: "failed",
    });
  });
});

describe("messages", () => {
  it("uses docs/product.md §8's failure text", () => {
    expect(SUBMIT_ERROR_MESSAGE).toBe(
      "There was an error submitting your form. Please try again or contact us directly.",
    );
  });

  it("says when to try again", () => {
    expect(rateLimitMessage(1)).toMatch(/try again in 1 second\./);
    expect(rateLimitMessage(45)).toMatch(/try again in 45 seconds\./);
    expect(rateLimitMessage(60)).toMatch(/try again in 1 minute\./);
    expect(rateLimitMessage(310)).toMatch(/try again in 6 minutes\./);
    expect(rateLimitMessage(null)).toMatch(/try again in a few minutes\./);
  });

  it("parses Retry-After seconds and dates", () => {
    expect(parseRetryAfter("30")).toBe(30);
    expect(parseRetryAfter(null)).toBeNull();
    expect(parseRetryAfter("soon")).toBeNull();
    const now = Date.parse("2025-01-01T00:00:00Z");
    expect(parseRetryAfter("Wed, 01 Jan 2025 00:02:00 GMT", now)).toBe(120);
  });

  it("builds the thank-you path with the enquiry id", () => {
    expect(thankYouPathForLead("a b")).toBe("/thank-you?lead=a%20b");
  });
});
