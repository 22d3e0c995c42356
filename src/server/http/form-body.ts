import { MAX_JSON_BODY_BYTES } from "./json-body";

/** A form post carries at most as many bytes as a JSON request. */
export const MAX_FORM_BODY_BYTES = MAX_JSON_BODY_BYTES;

export type FormBodyResult =
  | { ok: true; fields: Record<string, string> }
  | { ok: false; status: 400 | 413 | 415; error: string };

export function isFormContentType(value: string | null): boolean {
  return value?.split(";")[0]!.trim().toLowerCase() === "application/x-www-form-urlencoded";
}

/**
 * The fields of an application/x-www-form-urlencoded body, each name's first value (a form of
 * ours never repeats a name). Kept apart from the reading so the reader can change alone.
 */
export function parseFormUrlEncoded(text: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(text)) {
    if (!Object.hasOwn(fields, name)) fields[name] = value;
  }
  return fields;
}

/**
 * Reads a form post within the size limit (413 by Content-Length and by the bytes read), 415 for
 * another content type. The byte reading mirrors readJsonBody's.
 */
export async function readFormBody(
  request: Request,
  maxBytes = MAX_FORM_BODY_BYTES,
): Promise<FormBodyResult> {
  if (!isFormContentType(request.headers.get("content-type"))) {
    return { ok: false, status: 415, error: "Send the form as application/x-www-form-urlencoded." };
  }
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
        await reader.cancel().catch(() => {});
        return tooLarge;
      }
      chunks.push(value);
    }
  }
  return { ok: true, fields: parseFormUrlEncoded(Buffer.concat(chunks).toString("utf8")) };
}
