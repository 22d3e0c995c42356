import { describe, expect, it } from "vitest";

import { parseFormUrlEncoded } from "./form-body";
import { isSameOriginPost } from "./same-origin";

describe("parseFormUrlEncoded", () => {
  it("decodes each name's first value, with + as a space and UTF-8", () => {
    expect(
      parseFormUrlEncoded(
        "name=Priya+Rao&name=again&city=%E0%A4%AA%E0%A5%81%E0%A4%A3%E0%A5%87&empty=",
      ),
    ).toEqual({ name: "Priya Rao", city: "पुणे", empty: "" });
  });
  it("does not let a field named like an Object property through the prototype", () => {
    const fields = parseFormUrlEncoded("__proto__=x&constructor=y");
    expect(Object.getPrototypeOf(fields)).toBe(Object.prototype);
    expect(fields?.constructor).toBe("y");
  });
});

describe("isSameOriginPost", () => {
  const request = (headers: Record<string, string>) =>
    new Request("http://127.0.0.1:3000/enquiry", { method: "POST", headers });
  it("trusts Sec-Fetch-Site first, then Origin against the Host", () => {
    expect(isSameOriginPost(request({ "sec-fetch-site": "same-origin" }))).toBe(true);
    expect(isSameOriginPost(request({ "sec-fetch-site": "same-site" }))).toBe(false);
    expect(isSameOriginPost(request({ "sec-fetch-site": "none" }))).toBe(false);
    expect(
      isSameOriginPost(request({ origin: "http://127.0.0.1:3000", host: "127.0.0.1:3000" })),
    ).toBe(true);
    expect(
      isSameOriginPost(request({ origin: "https://evil.example", host: "127.0.0.1:3000" })),
    ).toBe(false);
    expect(isSameOriginPost(request({}))).toBe(true);
  });
});
