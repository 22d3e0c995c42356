import { describe, expect, it } from "vitest";

import { draftFor, replyLinks, replyTokens, toE164 } from "./replies";
import { inboxContent } from "./inbox-settings";

describe("toE164", () => {
  it("reads Indian numbers as the form's visitors write them", () => {
    for (const phone of [
      "+91 98765 43210",
      "98765 43210",
      "098765-43210",
      "919876543210",
      "0091 98765 43210",
      "(+91) 98765.43210",
    ]) {
      expect(toE164(phone), phone).toBe("+919876543210");
    }
    // A landline with its STD code: 080 is Bengaluru.
    expect(toE164("080 4123 4567")).toBe("+918041234567");
  });

  it("keeps other countries' numbers written with their code", () => {
    expect(toE164("+44 20 7946 0958")).toBe("+442079460958");
    expect(toE164("001 415 555 0100")).toBe("+14155550100");
  });

  it("answers null rather than guess", () => {
    for (const phone of ["12345", "+0 123 456 789", "555-0100 ext 4", "+1234567890123456"]) {
      expect(toE164(phone), phone).toBeNull();
    }
  });
});

const enquiry = {
  name: "Meera  Iyer",
  email: "meera+work@client.example",
  phone: "98765 43210",
  company: null,
  serviceType: "MVP Development",
  requirements: "\n  Need an ordering app & delivery tracking for 3 kitchens.\nBudget later.",
};
const context = { brand: "Aarambh", founder: "Arjun Mehta" };

describe("the reply drafts", () => {
  it("fills the visitor's first name, request and service", () => {
    expect(replyTokens(enquiry, context)).toMatchObject({
      firstName: "Meera",
      request: "Need an ordering app & delivery tracking for 3 kitchens.",
      company: "Meera  Iyer",
    });
    const long = replyTokens({ ...enquiry, requirements: "word ".repeat(60) }, context).request!;
    expect(long.length).toBeLessThanOrEqual(101);
    expect(long.endsWith("…")).toBe(true);
    expect(replyTokens({ ...enquiry, requirements: null }, context).request).toBe(
      "MVP Development",
    );
  });

  it("takes the service's own drafts, else the default", () => {
    expect(draftFor("MVP Development", inboxContent).emailSubject).toContain("MVP");
    expect(draftFor("General Consultation", inboxContent)).toBe(inboxContent.defaultReply);
  });

  it("builds mailto:, wa.me and tel: addresses with the text encoded", () => {
    const draft = {
      emailSubject: "About {service} & more",
      emailBody: "Hi {firstName},\nThanks.",
      whatsapp: "Hi {firstName}! “{request}”",
    };
    const links = replyLinks(enquiry, draft, context);
    expect(links.email).toBe(
      "mailto:meera%2Bwork@client.example?subject=About%20MVP%20Development%20%26%20more&body=Hi%20Meera%2C%0D%0AThanks.",
    );
    const whatsapp = new URL(links.whatsapp!);
    expect(whatsapp.origin + whatsapp.pathname).toBe("https://wa.me/919876543210");
    expect(whatsapp.searchParams.get("text")).toBe(
      "Hi Meera! “Need an ordering app & delivery tracking for 3 kitchens.”",
    );
    expect(links.call).toBe("tel:+919876543210");
    const noNumber = replyLinks({ ...enquiry, phone: "12345" }, draft, context);
    expect([noNumber.whatsapp, noNumber.call]).toEqual([null, null]);
  });
});

describe("a request of 99 letters and an emoji", () => {
  it("builds the reply links (half an emoji made encodeURIComponent throw)", () => {
    const links = replyLinks(
      { ...enquiry, requirements: `${"x".repeat(99)}🚀${"y".repeat(50)}` },
      inboxContent.defaultReply,
      { brand: "Aarambh", founder: "Arjun" },
    );
    expect(decodeURIComponent(links.email)).toContain(`${"x".repeat(99)}🚀`);
    expect(links.whatsapp).toMatch(/^https:\/\/wa\.me\//);
  });
});
