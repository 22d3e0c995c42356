import { describe, expect, it } from "vitest";

import { leadSchema } from "@/features/leads/schema";

import {
  escapeHtml,
  leadAcknowledgement,
  leadNotification,
  newsletterWelcome,
  oneLine,
} from "./templates";

const context = {
  brandName: "Aarambh Tech",
  siteUrl: "https://www.aarambh.example",
  contactEmail: "hello@aarambh.example",
  schedulingUrl: "https://calendly.example/aarambh/30min",
};

const lead = leadSchema.parse({
  name: 'Ravi <script>alert("x")</script>',
  email: "ravi@ravi.example",
  phone: "+91 90000 11111",
  company: "R&D <Labs>",
  location: "",
  serviceType: "Tech Strategy Consulting",
  requirements: "Line one\n<img src=x onerror=alert(1)>",
});

describe("email templates", () => {
  it("escape every value in the HTML body", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;",
    );
    const { html, text } = leadNotification(
      lead,
      { id: "0b7c", receivedAt: new Date("2030-01-01T00:00:00Z") },
      context,
    );
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    expect(html).toContain("Ravi &lt;script&gt;");
    expect(html).toContain("R&amp;D &lt;Labs&gt;");
    // The text part is plain text: every field as typed, an empty optional one as a dash.
    expect(text).toContain("Company: R&D <Labs>");
    expect(text).toContain("Location: —");
    expect(text).toContain("Service: Tech Strategy Consulting");
    const ack = leadAcknowledgement(lead, context);
    expect(ack.html).not.toContain("<script>");
    expect(ack.text).toContain("within 24 hours");
    expect(ack.text).toContain(context.schedulingUrl);
  });

  it("keep subjects on one line", () => {
    expect(oneLine("New enquiry\r\nBcc: victim@x.example")).toBe(
      "New enquiry Bcc: victim@x.example",
    );
    // The schema refuses a line break in a name; the template holds even if one got through.
    const withBreak = { ...lead, name: "Ravi\nBcc: x@x.example" };
    expect(
      leadNotification(withBreak, { id: "1", receivedAt: new Date() }, context).subject,
    ).not.toMatch(/[\r\n]/);
    expect(newsletterWelcome(context).subject).toBe("Welcome to the Aarambh Tech newsletter");
  });

  it("never carry control or text-direction characters, even from a lead the schema did not see", () => {
    const hostile = {
      ...lead,
      name: "Asha\u202eoaR\u2066 \u0085Rao\u2028",
      company: "Acme\u200f\u0007",
      location: "Pune\u061c",
      requirements: "Line 1\n\tLine\u202d 2\u0000",
    };
    const team = leadNotification(hostile, { id: "1", receivedAt: new Date() }, context);
    const ack = leadAcknowledgement(hostile, context);
    const hidden = /(?![\t\n])[\p{Cc}\p{Bidi_Control}\u2028\u2029]/u;
    for (const part of [team.subject, team.text, team.html, ack.subject, ack.text, ack.html]) {
      expect(part).not.toMatch(hidden);
    }
    expect(team.subject).toBe("New enquiry: Tech Strategy Consulting from AshaoaR Rao");
    expect(team.text).toContain("Requirements: Line 1\n\tLine 2");
    // Indian scripts, ZWJ/ZWNJ and emoji pass through untouched.
    const indic = { ...lead, name: "प्रिया क्\u200dष", company: "தமிழ் 👩🏽\u200d💻" };
    const mail = leadNotification(indic, { id: "2", receivedAt: new Date() }, context);
    expect(mail.subject).toContain("प्रिया क्\u200dष");
    expect(mail.text).toContain("Company: தமிழ் 👩🏽\u200d💻");
  });
});
