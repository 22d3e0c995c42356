import { readBodyText } from "./body-text";

/** Requests to the JSON APIs carry at most this many bytes. */
export const MAX_JSON_BODY_BYTES = 32 * 1024;

export type JsonBodyResult =
  { ok: true; value: unknown } | { ok: false; status: 400 | 413 | 415; error: string };

function isJsonContentType(value: string | null): boolean {
  if (!value) return false;
  const type = value.split(";")[0]!.trim().toLowerCase();
  return type === "application/json" || /^application\/[a-z0-9.+-]+\+json$/.test(type);
}

/**
 * Read a JSON request body without trusting the client: the content type must be JSON (415),
 * the bytes within the limit and UTF-8 (readBodyText: 413, 400), and the text must parse (400).
 */
export async function readJsonBody(
  request: Request,
  maxBytes = MAX_JSON_BODY_BYTES,
): Promise<JsonBodyResult> {
  if (!isJsonContentType(request.headers.get("content-type"))) {
    return {
      ok: false,
      status: 415,
      error: "Send the request body as JSON (Content-Type: application/json).",
    };
  }
  const body = await readBodyText(request, maxBytes);
  if (!body.ok) return body;
  const { text } = body;
  if (text.trim() === "") return { ok: false, status: 400, error: "The request body is empty." };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, status: 400, error: "The request body is not valid JSON." };
  }
}
