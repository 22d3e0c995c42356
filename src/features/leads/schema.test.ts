import { describe, expect, it } from "vitest";

import { LEAD_MESSAGES, leadSchema } from "./schema";

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

  it("uses SPEC §5's messages word for word", () => {
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
});
