import { describe, expect, it } from "vitest";

import { readBodyText } from "./body-text";
import { parseFormUrlEncoded } from "./form-body";

/** A chunked upload (no Content-Length) of `chunks` × `size` bytes, counting what was pulled. */
function streamedRequest(chunks: number, size: number) {
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= chunks * size) return controller.close();
      pulled += size;
      controller.enqueue(new Uint8Array(size).fill(0x61));
    },
  });
  const request = new Request("http://127.0.0.1/x", {
    method: "POST",
    body,
    duplex: "half",
  } as RequestInit);
  return { request, pulled: () => pulled };
}

describe("readBodyText", () => {
  it("stops a chunked body at the limit with 413, without reading the rest", async () => {
    // 60 MB offered in 64 KB chunks; the limit is 32 KB.
    const upload = streamedRequest(960, 64 * 1024);
    const result = await readBodyText(upload.request, 32 * 1024);
    expect(result).toEqual({
      ok: false,
      status: 413,
      error: "The request body is larger than 32 KB.",
    });
    expect(upload.pulled()).toBeLessThanOrEqual(3 * 64 * 1024);
  });

  it("refuses by Content-Length before reading", async () => {
    const request = new Request("http://127.0.0.1/x", {
      method: "POST",
      body: "a".repeat(10),
      headers: { "content-length": String(64 * 1024) },
    });
    expect((await readBodyText(request, 32 * 1024)).ok).toBe(false);
  });

  it("reads UTF-8 text and refuses bytes that are not UTF-8 (400), never U+FFFD", async () => {
    const good = new Request("http://127.0.0.1/x", { method: "POST", body: "पुणे 😀" });
    expect(await readBodyText(good, 1024)).toEqual({ ok: true, text: "पुणे 😀" });
    const bad = new Request("http://127.0.0.1/x", {
      method: "POST",
      body: new Uint8Array([0x61, 0xff, 0x62]),
    });
    expect(await readBodyText(bad, 1024)).toEqual({
      ok: false,
      status: 400,
      error: "The request body is not valid UTF-8 text.",
    });
  });
});

describe("parseFormUrlEncoded and UTF-8", () => {
  it("refuses a percent escape that is not UTF-8 rather than turning it into U+FFFD", () => {
    expect(parseFormUrlEncoded("name=Asha%FF")).toBeNull();
    expect(parseFormUrlEncoded("name=%ED%A0%80")).toBeNull();
    expect(parseFormUrlEncoded("name=Asha+Rao&x")).toEqual({ name: "Asha Rao", x: "" });
  });
});
