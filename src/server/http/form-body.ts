import { readBodyText } from "./body-text";
import { MAX_JSON_BODY_BYTES } from "./json-body";

/** A form post carries at most as many bytes as a JSON request. */
export const MAX_FORM_BODY_BYTES = MAX_JSON_BODY_BYTES;

export type FormBodyResult =
  | { ok: true; fields: Record<string, string> }
  | { ok: false; status: 400 | 413 | 415; error: string };

export function isFormContentType(value: string | null): boolean {
  return value?.split(";")[0]!.trim().toLowerCase() === "application/x-www-form-urlencoded";
}

/** A percent-decoded name or value; null when its bytes are not UTF-8. */
function decodeFormComponent(part: string): string | null {
  try {
    return decodeURIComponent(part.replaceAll("+", " "));
  } catch {
    return null;
  }
}

/**
 * The fields of an application/x-www-form-urlencoded body, each name's first value (a form of
 * ours never repeats a name), or null when an escape is not UTF-8 (URLSearchParams would turn
 * it into U+FFFD without a word). Kept apart from the reading so the reader can change alone.
 */
export function parseFormUrlEncoded(text: string): Record<string, string> | null {
  const fields: Record<string, string> = {};
  for (const pair of text.split("&")) {
    if (!pair) continue;
    const separator = pair.indexOf("=");
    const name = decodeFormComponent(separator === -1 ? pair : pair.slice(0, separator));
    const value = decodeFormComponent(separator === -1 ? "" : pair.slice(separator + 1));
    if (name === null || value === null) return null;
    if (!Object.hasOwn(fields, name)) fields[name] = value;
  }
  return fields;
}

/**
 * Reads a form post through readBodyText (413 past the limit, 400 for text that is not UTF-8),
 * 415 for another content type.
 */
export async function readFormBody(
  request: Request,
  maxBytes = MAX_FORM_BODY_BYTES,
): Promise<FormBodyResult> {
  if (!isFormContentType(request.headers.get("content-type"))) {
    return { ok: false, status: 415, error: "Send the form as application/x-www-form-urlencoded." };
  }
  const body = await readBodyText(request, maxBytes);
  if (!body.ok) return body;
  const fields = parseFormUrlEncoded(body.text);
  if (!fields) return { ok: false, status: 400, error: "The form's text is not valid UTF-8." };
  return { ok: true, fields };
}
