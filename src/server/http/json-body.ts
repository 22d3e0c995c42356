/** Requests to the JSON APIs carry at most this many bytes. */
export const MAX_JSON_BODY_BYTES = 32 * 1024;

export type JsonBodyResult =
  { ok: true; value: unknown } | { ok: false; status: 400 | 413 | 415; error: string };

const tooLarge = {
  ok: false,
  status: 413,
  error: `The request body is larger than ${MAX_JSON_BODY_BYTES / 1024} KB.`,
} as const;

function isJsonContentType(value: string | null): boolean {
  if (!value) return false;
  const type = value.split(";")[0]!.trim().toLowerCase();
  return type === "application/json" || /^application\/[a-z0-9.+-]+\+json$/.test(type);
}

/**
 * Read a JSON request body without trusting the client: the content type must be JSON (415),
 * Content-Length must be within the limit (413), the bytes actually read too — a client can send
 * more than it declares, or no length at all (413) — and the text must parse (400).
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
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > maxBytes) return tooLarge;

  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => {});
        return tooLarge;
      }
      chunks.push(value);
    }
  }
  let text: string;
  try {
    // Fatal: invalid UTF-8 would otherwise become U+FFFD, text the client never sent.
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(Buffer.concat(chunks));
  } catch {
    return { ok: false, status: 400, error: "The request body is not valid UTF-8 text." };
  }
  if (text.trim() === "") return { ok: false, status: 400, error: "The request body is empty." };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, status: 400, error: "The request body is not valid JSON." };
  }
}
