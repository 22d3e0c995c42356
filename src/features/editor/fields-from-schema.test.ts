import "../../../content/schemas/zod-config";

import type { ComponentSchema } from "@keystatic/core";
import { describe, expect, it } from "vitest";
import { z } from "zod";

import { contentJsonSchema } from "./content-json-schema";
import { fieldsFromSchema } from "./fields-from-schema";

const problem = (field: ComponentSchema, value: unknown): string | null => {
  try {
    (field as unknown as { validate: (value: unknown) => unknown }).validate(value);
    return null;
  } catch (error) {
    return String(error);
  }
};

describe("editor fields from a content schema", () => {
  it("checks a text's .regex() in the editor too, with the schema's own message", () => {
    const schema = z.object({
      code: z
        .string()
        .min(2)
        .max(20)
        .regex(/^[a-z]+$/, "lower-case letters")
        .meta({ title: "Code", patternMessage: "Lower-case letters only" }),
      plain: z.string().regex(/^\d+$/).meta({ title: "Number" }),
    });
    const fields = fieldsFromSchema(contentJsonSchema(schema));
    expect(problem(fields.code!, "abc")).toBeNull();
    expect(problem(fields.code!, "ABC")).toContain("Lower-case letters only");
    expect(problem(fields.code!, "a")).toContain("at least 2");
    expect(problem(fields.plain!, "12")).toBeNull();
    expect(problem(fields.plain!, "twelve")).toContain("Number: not in the form");
  });
});
