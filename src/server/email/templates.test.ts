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
    const withBreak = leadSchema.parse({ ...lead, name: "Ravi\nBcc: x@x.example" });
    expect(
      leadNotification(withBreak, { id: "1", receivedAt: new Date() }, context).subject,
    ).not.toMatch(/[\r\n]/);
    expect(newsletterWelcome(context).subject).toBe("Welcome to the Aarambh Tech newsletter");
  });
});
