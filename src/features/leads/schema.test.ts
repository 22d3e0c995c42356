import { describe, expect, it } from "vitest";

import { LEAD_MESSAGES, hiddenCharacterMessage, leadSchema } from "./schema";

const valid = {
  name: "  Asha Rao ",
  email: "asha@example.com",
  phone: "+91 98765 43210",
  company: "",
  location: "  ",
  serviceType: "MVP Development",
  requirements: "",
};

describe("leadSchema", () => {
  it("trims strings and turns empty optional fields into null", () => {
    expect(leadSchema.parse(valid)).toEqual({
      name: "Asha Rao",
      email: "asha@example.com",
      phone: "+91 98765 43210",
      company: null,
      location: null,
      serviceType: "MVP Development",
      requirements: null,
    });
  });

  it("uses docs/product.md §5's messages word for word", () => {
    const result = leadSchema.safeParse({
      name: "A",
      email: "nope",
      phone: "123",
      serviceType: "",
    });
    expect(result.success).toBe(false);
    const errors = result.error!.flatten().fieldErrors;
    expect(errors.name).toEqual([LEAD_MESSAGES.name]);
    expect(errors.email).toEqual([LEAD_MESSAGES.email]);
    expect(errors.phone).toContain(LEAD_MESSAGES.phone);
    expect(errors.serviceType).toEqual(["Please select a service type"]);
    expect(LEAD_MESSAGES).toEqual({
      name: "Name must be at least 2 characters",
      email: "Please enter a valid email address",
      phone: "Please enter a valid phone number",
      serviceType: "Please select a service type",
    });
  });

  it("wants a phone number with at least 7 digits, not just 10 characters", () => {
    for (const phone of ["----------", "(+) ... ( )", "12-34-56---"]) {
      const result = leadSchema.safeParse({ ...valid, phone });
      expect(result.error?.flatten().fieldErrors.phone, phone).toEqual([LEAD_MESSAGES.phone]);
    }
    expect(leadSchema.safeParse({ ...valid, phone: "040 123 4567" }).success).toBe(true);
  });

  it("accepts only the six service options", () => {
    expect(leadSchema.safeParse({ ...valid, serviceType: "Something else" }).success).toBe(false);
    expect(leadSchema.safeParse({ ...valid, serviceType: "General Consultation" }).success).toBe(
      true,
    );
  });

  it("bounds every field", () => {
    const result = leadSchema.safeParse({
      ...valid,
      name: "x".repeat(101),
      requirements: "y".repeat(5001),
    });
    const errors = result.error!.flatten().fieldErrors;
    expect(errors.name).toEqual(["Name must be at most 100 characters"]);
    expect(errors.requirements).toEqual(["Requirements must be at most 5000 characters"]);
  });

  it("refuses U+0000, which PostgreSQL text cannot store (was a 500 at the insert)", () => {
    const result = leadSchema.safeParse({
      ...valid,
      name: "Asha\u0000Rao",
      company: "\u0000",
      location: "Pune\u0000",
      requirements: "\u0000\u0000",
    });
    expect(result.success).toBe(false);
    const errors = result.error!.flatten().fieldErrors;
    expect(errors.name).toEqual([hiddenCharacterMessage("Name")]);
    expect(errors.company).toEqual([hiddenCharacterMessage("Company")]);
    expect(errors.location).toEqual([hiddenCharacterMessage("Location")]);
    expect(errors.requirements).toEqual([hiddenCharacterMessage("Requirements")]);
  });

  it("refuses control and text-direction characters, naming the field", () => {
    expect(hiddenCharacterMessage("Name")).toBe(
      "Name contains a hidden control or text-direction character. Please type it again without it.",
    );
    const result = leadSchema.safeParse({
      ...valid,
      name: "Asha \u202eoaR",
      company: "Acme\u2066Labs\u2069",
      location: "Pune\tIndia",
      requirements: "Build an app\u200f\u0085",
    });
    const errors = result.error!.flatten().fieldErrors;
    expect(errors).toEqual({
      name: [hiddenCharacterMessage("Name")],
      company: [hiddenCharacterMessage("Company")],
      location: [hiddenCharacterMessage("Location")],
      requirements: [hiddenCharacterMessage("Requirements")],
    });
    // Email and phone formats already allow none of them.
    const contact = leadSchema.safeParse({
      ...valid,
      email: "asha@example.com\u200e",
      phone: "+91 98765\u202e 43210",
    });
    expect(contact.error!.flatten().fieldErrors).toEqual({
      email: [LEAD_MESSAGES.email],
      phone: [LEAD_MESSAGES.phone],
    });
  });

  it("keeps line breaks and tabs in requirements, and Indian scripts, ZWJ/ZWNJ and emoji everywhere", () => {
    const parsed = leadSchema.parse({
      ...valid,
      name: "प्रिया क्\u200dष",
      company: "தமிழ் Labs 🚀",
      location: "ক্\u200cষ Kolkata",
      requirements: "Line 1\r\n\tLine 2 \u200b 李 👩🏽\u200d💻",
    });
    expect(parsed).toMatchObject({
      name: "प्रिया क्\u200dष",
      company: "தமிழ் Labs 🚀",
      location: "ক্\u200cষ Kolkata",
      requirements: "Line 1\r\n\tLine 2 \u200b 李 👩🏽\u200d💻",
    });
  });
});
