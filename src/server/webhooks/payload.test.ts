import { describe, expect, it } from "vitest";

import { EMPTY_TOUCH } from "@/features/attribution/attribution";
import type { Lead } from "@/features/leads/schema";

import { leadWebhookPayload } from "./payload";

const lead: Lead = {
  name: "Asha Rao",
  email: "asha@client.example",
  phone: "+91 98765 43210",
  company: "Rao Foods",
  location: null,
  serviceType: "MVP Development",
  requirements: null,
};
const meta = { id: "id-1", submissionId: "sub-1", createdAt: new Date("2030-01-01T10:00:00Z") };

describe("the lead webhook's attribution", () => {
  it("carries the source, every stored field and the first touch, and names the source in its text", () => {
    const payload = leadWebhookPayload(
      lead,
      {
        ...meta,
        attribution: {
          first: {
            ...EMPTY_TOUCH,
            referrerHost: "www.linkedin.com",
            at: "2029-12-01T00:00:00.000Z",
          },
          last: { ...EMPTY_TOUCH, landingPath: "/", utmCampaign: "mvp-q4", gclid: "Cj0abc" },
        },
      },
      "Site",
    );
    expect(payload.attribution).toMatchObject({
      source: "google",
      medium: "cpc",
      landing_path: "/",
      utm_campaign: "mvp-q4",
      gclid: "Cj0abc",
      first: { at: "2029-12-01T00:00:00.000Z", referrer_host: "www.linkedin.com" },
    });
    expect(payload.text).toContain("Source: google / cpc · mvp-q4");
  });

  it("says a visit without attribution was direct", () => {
    const payload = leadWebhookPayload(lead, meta, "Site");
    expect(payload.attribution).toMatchObject({
      source: "(direct)",
      medium: "(none)",
      first: null,
    });
  });
});
