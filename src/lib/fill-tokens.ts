/**
 * Fills the `{name}` tokens of a content text (content/schemas/fields.ts `withTokens`) with their
 * values: fillTokens("Meet {founder}, your CTO", { founder: "Arjun Mehta" }). A token without a
 * value is left as written; the schema already refuses unknown ones.
 */
export function fillTokens(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{([^{}]*)\}/g, (token, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : token,
  );
}
