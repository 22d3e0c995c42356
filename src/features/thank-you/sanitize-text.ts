import { cutText } from "@/lib/cut-text";

/**
 * docs/product.md §5: query values shown on the thank-you page have script blocks removed and angle
 * brackets stripped; the result is rendered as text, never as HTML.
 */
export function sanitizeText(value: string | null | undefined, maxLength = 200): string {
  if (!value) return "";
  return cutText(
    value
      // Whole script blocks, then an unterminated opening script tag and everything after it.
      .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, "")
      .replace(/<script\b[\s\S]*$/gi, "")
      .replace(/[<>]/g, "")
      // Control characters (including newlines) become spaces.
      .replace(/[\u0000-\u001f\u007f]+/g, " ")
      .replace(/\s+/g, " ")
      .trim(),
    maxLength,
  ).trim();
}
