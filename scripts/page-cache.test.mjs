import http from "node:http";

import { afterEach, describe, expect, it } from "vitest";

import { cacheKey, createPageCache, isCacheable } from "./page-cache.mjs";

const PRERENDERED = {
  "content-type": "text/html; charset=utf-8",
  "x-nextjs-cache": "HIT",
  "cache-control": "s-maxage=31536000",
  "content-security-policy": "script-src 'self' 'sha256-abc='",
};

let server;
afterEach(() => new Promise((resolve) => (server ? server.close(resolve) : resolve())));

/** A server like scripts/start.mjs: the cache first, then a stand-in for Next's handler. */
async function serveWith(answer, cache = createPageCache()) {
  const calls = [];
  server = http.createServer((request, response) => {
    if (cache.serve(request, response)) return;
    calls.push(request.url);
    const {
      status = 200,
      headers = PRERENDERED,
      body = `<html>${request.url}</html>`,
    } = answer(request) ?? {};
    response.statusCode = status;
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    // Like Next: the body in two writes, chunked.
    response.write(body.slice(0, 5));
    response.end(body.slice(5));
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${server.address().port}`;
  const get = async (path, init) => {
    const response = await fetch(base + path, init);
    return { status: response.status, headers: response.headers, body: await response.text() };
  };
  return { calls, get, cache };
}

describe("prerendered page cache", () => {
  it("answers a prerendered page from memory after Next's first answer, byte for byte", async () => {
    const { calls, get, cache } = await serveWith(() => undefined);
    const first = await get("/about-us");
    const second = await get("/about-us");
    expect(calls).toEqual(["/about-us"]);
    expect(second.body).toBe(first.body);
    expect(second.headers.get("content-security-policy")).toBe(
      first.headers.get("content-security-policy"),
    );
    expect(second.headers.get("content-length")).toBe(String(first.body.length));
    expect(cache.stats.hits).toBe(1);
  });

  it("keeps compressed and plain answers apart", async () => {
    const { calls, get } = await serveWith((request) => ({
      headers: PRERENDERED,
      body: `<html>${request.headers["accept-encoding"]?.includes("gzip") ? "gzip" : "plain"}</html>`,
    }));
    const gzip = { headers: { "accept-encoding": "gzip, deflate" } };
    const plain = { headers: { "accept-encoding": "identity" } };
    await get("/", gzip);
    await get("/", plain);
    expect((await get("/", gzip)).body).toContain("gzip");
    expect((await get("/", plain)).body).toContain("plain");
    expect(calls).toHaveLength(2);
  });

  it("never keeps an answer that is not the same for everyone", async () => {
    const answers = {
      "/nonce": { headers: { ...PRERENDERED, "content-security-policy": "script-src 'nonce-x'" } },
      "/cookie": { headers: { ...PRERENDERED, "set-cookie": "a=b" } },
      "/dynamic": { headers: { ...PRERENDERED, "x-nextjs-cache": undefined } },
      "/missing": { status: 404 },
      "/private": { headers: { ...PRERENDERED, "cache-control": "private, no-store" } },
      "/robots.txt": { headers: { ...PRERENDERED, "content-type": "text/plain" } },
    };
    const { calls, get } = await serveWith((request) => {
      const answer = answers[request.url];
      if (!answer?.headers) return answer;
      const headers = Object.fromEntries(
        Object.entries(answer.headers).filter(([, value]) => value !== undefined),
      );
      return { ...answer, headers };
    });
    for (const path of Object.keys(answers)) {
      await get(path);
      await get(path);
    }
    expect(calls).toHaveLength(Object.keys(answers).length * 2);
  });

  it("passes client navigations, queries, revalidations and non-GET requests to Next", async () => {
    const { calls, get } = await serveWith(() => undefined);
    await get("/blog");
    const requests = [
      ["/blog", { headers: { rsc: "1" } }],
      ["/blog", { headers: { "next-router-prefetch": "1" } }],
      ["/blog", { headers: { "if-none-match": '"x"' } }],
      ["/blog?category=ai-safety", {}],
      ["/blog", { method: "HEAD" }],
      ["/blog", { method: "POST", body: "x" }],
    ];
    for (const [path, init] of requests) await get(path, init);
    expect(calls).toHaveLength(1 + requests.length);
  });

  it("holds at most maxEntries pages", async () => {
    const { get, cache } = await serveWith(() => undefined, createPageCache({ maxEntries: 2 }));
    for (const path of ["/a", "/b", "/c"]) await get(path);
    expect(cache.size()).toBe(2);
  });
});

describe("cache rules", () => {
  it("keys plain document requests by encoding and path", () => {
    const request = (url, headers = {}, method = "GET") => ({ url, headers, method });
    expect(cacheKey(request("/", { "accept-encoding": "gzip, br" }))).toBe("gzip /");
    expect(cacheKey(request("/", { "accept-encoding": "gzip;q=0, br" }))).toBe("identity /");
    expect(cacheKey(request("/_next/static/x.js"))).toBeNull();
    expect(cacheKey(request("/api/health"))).toBeNull();
  });

  it("keeps only 200 prerendered HTML without cookies or nonces", () => {
    expect(isCacheable(200, PRERENDERED)).toBe(true);
    expect(isCacheable(200, { ...PRERENDERED, "x-nextjs-cache": undefined })).toBe(false);
    expect(
      isCacheable(200, { ...PRERENDERED, "x-nextjs-prerender": "1", "x-nextjs-cache": "MISS" }),
    ).toBe(true);
    expect(isCacheable(304, PRERENDERED)).toBe(false);
  });
});
