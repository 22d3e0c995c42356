/**
 * The one way a request body is read: bytes counted as they stream (chunked or not, whatever
 * Content-Length claims), stopped at the route's limit with 413, and decoded as strict UTF-8 (a
 * body that is not UTF-8 is a 400, never text with U+FFFD the client did not send). The JSON and
 * form readers (json-body.ts, form-body.ts) parse on top of it.
 */
export type BodyTextResult =
  { ok: true; text: string } | { ok: false; status: 400 | 413; error: string };

export type BodyBytesResult =
  { ok: true; bytes: Buffer } | { ok: false; status: 413; error: string };

/** The body's bytes, counted as they stream and stopped at `maxBytes` (413). */
export async function readBodyBytes(request: Request, maxBytes: number): Promise<BodyBytesResult> {
  const tooLarge = {
    ok: false,
    status: 413,
    error: `The request body is larger than ${maxBytes / 1024} KB.`,
  } as const;
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
        // Not cancel(): that would tear the connection down under a client still writing. The
        // server reads the rest and drops it after the 413 (scripts/lib/site-server.mjs).
        reader.releaseLock();
        return tooLarge;
      }
      chunks.push(value);
    }
  }
  return { ok: true, bytes: Buffer.concat(chunks) };
}

export async function readBodyText(request: Request, maxBytes: number): Promise<BodyTextResult> {
  const body = await readBodyBytes(request, maxBytes);
  if (!body.ok) return body;
  try {
    // ignoreBOM keeps a leading BOM in the text, so JSON.parse refuses it as it always did.
    const text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(body.bytes);
    return { ok: true, text };
  } catch {
    return { ok: false, status: 400, error: "The request body is not valid UTF-8 text." };
  }
}
