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

/**
 * `fillTokens` over every text of a page's copy (objects and lists, however deep); numbers and
 * other values stay as they are. The copy keeps its type: tokens only ever stand for text.
 */
export function fillTokensIn<T>(copy: T, values: Record<string, string | number>): T {
  const fill = (value: unknown): unknown => {
    if (typeof value === "string") return fillTokens(value, values);
    if (Array.isArray(value)) return value.map(fill);
    if (value && typeof value === "object") {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item)]));
    }
    return value;
  };
  return fill(copy) as T;
}
