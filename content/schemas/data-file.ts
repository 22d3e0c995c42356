import "./zod-config";

import type { z } from "zod";

/**
 * A content file's problems as the build and the tests report them: the file, then the field,
 * then what is wrong (`content/site/offer.json: pricing.discountedRate: …`).
 */
export function contentProblems(file: string, error: z.ZodError): string[] {
  return error.issues.map(
    (issue) =>
      `${file}: ${issue.path.length ? issue.path.join(".") : "(the file)"}: ${issue.message}`,
  );
}

/** `data`, read from `file`, checked against `schema`; a bad field throws naming both. */
export function parseDataFile<S extends z.ZodType>(
  file: string,
  schema: S,
  data: unknown,
): z.output<S> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new Error(contentProblems(file, parsed.error).join("\n"));
  return parsed.data;
}
