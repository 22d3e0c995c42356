// The production request handler (site-server.mjs) on a real HTTP server: static files from a
// temporary build folder, a stand-in for Astro's handler, and the answers to bad requests
// (issue 12, item 8): always 4xx with the security headers, never a 500, the socket usable.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import {
  answerMalformedRequests,
  createSiteHandler,
  loadStaticFiles,
  proxyTrust,
  readStaticHeaders,
} from "./site-server.mjs";

const SECURITY_HEADERS = [
  { key: "Content-Security-Policy", value: "default-src 'self'; script-src 'self'" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
];
const PAGE_CSP = "default-src 'self'; script-src 'self' 'sha256-abc='";
const ERROR_CSP = "default-src 'self'; script-src 'self' 'sha256-err='";

let dir;
let server;
let base;
/** What the stand-in for Astro's handler does with the next request it gets. */
let astro = (_request, _response, next) => next();
const astroCalls = [];

function writeFile(relative, contents) {
  const full = path.join(dir, "client", relative);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, contents);
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "site-server-"));
  writeFile("index.html", "<!doctype html><title>Home</title>");
  writeFile("about-us.html", `<!doctype html><title>About</title>${"<p>words</p>".repeat(100)}`);
  writeFile("blog/first-post.html", "<!doctype html><title>Post</title>");
  writeFile("404.html", "<!doctype html><title>Not found</title><h1>Oops! Page not found</h1>");
  writeFile("500.html", "<!doctype html><title>Error</title>");
  writeFile("robots.txt", "User-Agent: *\n");
  writeFile("_astro/page.abc123.js", "console.log('hi')");
  writeFile("brand/logo.svg", "<svg xmlns='http://www.w3.org/2000/svg'/>");
  writeFileSync(
    path.join(dir, "_headers.json"),
    JSON.stringify([
      { pathname: "/about-us", headers: [{ key: "Content-Security-Policy", value: PAGE_CSP }] },
      { pathname: "/404.html", headers: [{ key: "Content-Security-Policy", value: PAGE_CSP }] },
      { pathname: "/500.html", headers: [{ key: "Content-Security-Policy", value: ERROR_CSP }] },
    ]),
  );

  const handler = createSiteHandler({
    files: loadStaticFiles(path.join(dir, "client"), {
      headersByPath: readStaticHeaders(path.join(dir, "_headers.json")),
    }),
    securityHeaders: SECURITY_HEADERS,
    redirects: [{ source: "/about", destination: "/about-us" }],
    astroHandler: (request, response, next) => {
      astroCalls.push({ url: request.url, forwardedFor: request.headers["x-forwarded-for"] });
      return astro(request, response, next);
    },
    trustProxy: false,
  });
  server = http.createServer(handler);
  answerMalformedRequests(server, SECURITY_HEADERS);
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${server.address().port}`;
});

afterEach(() => {
  astro = (_request, _response, next) => next();
  astroCalls.length = 0;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

/** One raw HTTP exchange on a fresh socket: what came back, and whether the server closed it. */
function raw(payload, { waitMs = 1_500 } = {}) {
  return new Promise((resolve) => {
    const socket = net.connect(server.address().port, "127.0.0.1");
    let data = "";
    let closed = false;
    socket.on("data", (chunk) => (data += chunk));
    socket.on("error", () => {});
    socket.on("close", () => {
      closed = true;
      finish();
    });
    const timer = setTimeout(finish, waitMs);
    function finish() {
      clearTimeout(timer);
      socket.destroy();
      resolve({
        text: data,
        closed,
        statuses: [...data.matchAll(/^HTTP\/1\.1 (\d{3})/gm)].map((m) => Number(m[1])),
      });
    }
    socket.write(payload);
  });
}

function expectSecurityHeaders(response, label) {
  for (const { key, value } of SECURITY_HEADERS) {
    if (key === "Content-Security-Policy") {
      expect(response.headers.get(key), label).toMatch(/script-src 'self'/);
    } else {
      expect(response.headers.get(key), `${label}: ${key}`).toBe(value);
    }
  }
}

describe("loadStaticFiles", () => {
  it("serves pages without .html, other files at their path, with fitting cache rules", async () => {
    const files = loadStaticFiles(path.join(dir, "client"));
    expect([...files.keys()].sort()).toEqual(
      [
        "/",
        "/404",
        "/500",
        "/_astro/page.abc123.js",
        "/about-us",
        "/blog/first-post",
        "/brand/logo.svg",
        "/robots.txt",
      ].sort(),
    );
    expect(files.get("/_astro/page.abc123.js").cacheControl).toContain("immutable");
    expect(files.get("/about-us").cacheControl).toBe("public, max-age=0, must-revalidate");
    expect(files.get("/robots.txt").type).toBe("text/plain; charset=utf-8");
    // Small files are not worth compressing; large text is compressed once, at load.
    expect(files.get("/").gzip).toBeNull();
    expect(gunzipSync(files.get("/about-us").gzip).equals(files.get("/about-us").body)).toBe(true);
  });

  it("a build's precompressed copy is what it sends, and no address of its own", () => {
    const client = mkdtempSync(path.join(os.tmpdir(), "site-server-gz-"));
    try {
      const script = "export const words = 'words';\n".repeat(40);
      writeFileSync(path.join(client, "app.js"), script);
      // The copy the build wrote (scripts/lib/precompress.mjs), told apart by its level.
      const copy = gzipSync(script, { level: 1 });
      writeFileSync(path.join(client, "app.js.gz"), copy);
      // A .gz the build shipped as a download of its own keeps its address.
      writeFileSync(path.join(client, "archive.gz"), copy);
      const files = loadStaticFiles(client);
      expect([...files.keys()].sort()).toEqual(["/app.js", "/archive.gz"]);
      expect(files.get("/app.js").gzip.equals(copy)).toBe(true);
    } finally {
      rmSync(client, { recursive: true, force: true });
    }
  });

  it("reads each page's own headers from _headers.json; a missing file means none", () => {
    const byPath = readStaticHeaders(path.join(dir, "_headers.json"));
    expect(byPath.get("/about-us")).toEqual([["Content-Security-Policy", PAGE_CSP]]);
    expect(byPath.get("/404")).toEqual([["Content-Security-Policy", PAGE_CSP]]);
    expect(readStaticHeaders(path.join(dir, "missing.json")).size).toBe(0);
  });
});

describe("answers", () => {
  it("a page: 200 with its own CSP, the security headers, ETag and gzip when accepted", async () => {
    const response = await fetch(`${base}/about-us`, { headers: { "accept-encoding": "gzip" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toBe(PAGE_CSP);
    expectSecurityHeaders(response, "/about-us");
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(await response.text()).toContain("<title>About</title>");
    const again = await fetch(`${base}/about-us`, {
      headers: { "if-none-match": response.headers.get("etag") },
    });
    expect(again.status).toBe(304);
    expectSecurityHeaders(again, "304");
  });

  it("HEAD: the headers without a body", async () => {
    const response = await fetch(`${base}/robots.txt`, { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-length")).toBe(String("User-Agent: *\n".length));
    expect(await response.text()).toBe("");
  });

  it("a file keeps the baseline policy, which allows no inline script", async () => {
    const response = await fetch(`${base}/brand/logo.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toBe(SECURITY_HEADERS[0].value);
  });

  it("redirects keep the query and carry the security headers", async () => {
    const moved = await fetch(`${base}/about?ref=x`, { redirect: "manual" });
    expect(moved.status).toBe(308);
    expect(moved.headers.get("location")).toBe("/about-us?ref=x");
    expectSecurityHeaders(moved, "redirect");
    const slash = await fetch(`${base}/about-us/?a=1`, { redirect: "manual" });
    expect(slash.status).toBe(308);
    expect(slash.headers.get("location")).toBe("/about-us?a=1");
  });

  it("a trailing-slash redirect never points at another site", async () => {
    const { text, statuses } = await raw(
      "GET //evil.example/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
    );
    expect(statuses).toEqual([308]);
    expect(text).toMatch(/\r\nLocation: \/evil\.example\r\n/);
    // A raw backslash (a client or proxy that sends it as is; fetch would make it a slash).
    for (const target of ["/\\evil.example/", "/\\/evil.example/", "\\\\evil.example/"]) {
      const answer = await raw(`GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      const location = /\r\nLocation: (.*)\r\n/.exec(answer.text)?.[1];
      if (location !== undefined) {
        expect(location, target).toMatch(/^\/[^/\\]/);
        expect(new URL(location, "https://site.example").origin, target).toBe(
          "https://site.example",
        );
      }
    }
    const encoded = await fetch(`${base}/about-us%2F`, { redirect: "manual" });
    expect(encoded.status).toBe(404); // not a redirect to itself
  });

  it("an unknown path goes to Astro's handler, then to the 404 page with status 404", async () => {
    const response = await fetch(`${base}/no-such-page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Oops! Page not found");
    expect(response.headers.get("content-security-policy")).toBe(PAGE_CSP);
    expectSecurityHeaders(response, "404");
    expect(astroCalls.map((call) => call.url)).toEqual(["/no-such-page"]);
    // The error pages are never served at their own address.
    expect((await fetch(`${base}/404`)).status).toBe(404);
    expect((await fetch(`${base}/500`)).status).toBe(404);
  });

  it("Astro's answers get the security headers under their own", async () => {
    astro = (_request, response) => {
      response.writeHead(201, { "Content-Type": "application/json" });
      response.end("{}");
    };
    const response = await fetch(`${base}/api/leads`, { method: "POST", body: "{}" });
    expect(response.status).toBe(201);
    expectSecurityHeaders(response, "api");
  });

  it("the client address comes from the socket unless a trusted proxy is configured", async () => {
    await fetch(`${base}/api/x`, { headers: { "x-forwarded-for": "203.0.113.9" } });
    expect(astroCalls[0].forwardedFor).toBe("127.0.0.1");
  });

  it("TRUST_PROXY trusts any peer, nobody, or only the listed proxies", () => {
    expect(proxyTrust("1")("203.0.113.9")).toBe(true);
    expect(proxyTrust(undefined)("127.0.0.1")).toBe(false);
    expect(proxyTrust("0")("127.0.0.1")).toBe(false);
    const nginx = proxyTrust("127.0.0.1, 10.0.0.5");
    expect(nginx("127.0.0.1")).toBe(true);
    expect(nginx("::ffff:10.0.0.5")).toBe(true);
    expect(nginx("203.0.113.9")).toBe(false);
    expect(nginx(undefined)).toBe(false);
  });
});

describe("bad requests (issue 12, item 8)", () => {
  it("an address that is not UTF-8 answers 400, on any route", async () => {
    for (const target of [
      "/blog/%ff",
      "/case-studies/%ff",
      "/ctos/%ff/experience",
      "/api/leads%c3",
    ]) {
      const response = await fetch(`${base}${target}`);
      expect(response.status, target).toBe(400);
      expectSecurityHeaders(response, target);
    }
    expect(astroCalls).toEqual([]);
  });

  it("a NUL byte or a target that is not a path answers 400", async () => {
    expect((await fetch(`${base}/about%00`)).status).toBe(400);
    const absolute = await raw(
      "GET http://x.example/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
    );
    expect(absolute.statuses).toEqual([400]);
    const star = await raw("OPTIONS * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    expect(star.statuses).toEqual([400]);
  });

  it("TRACE and CONNECT answer 405 on any path, with Allow and the security headers", async () => {
    for (const target of ["/", "/about-us", "/api/leads", "/no-such-page"]) {
      const { text, statuses } = await raw(
        `TRACE ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
      );
      expect(statuses, `TRACE ${target}`).toEqual([405]);
      expect(text).toMatch(/\r\nAllow: /);
      expect(text).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/);
    }
    const connect = await raw("CONNECT x.example:443 HTTP/1.1\r\nHost: x.example:443\r\n\r\n");
    expect(connect.statuses).toEqual([405]);
    expect(connect.text).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/);
    expect(connect.closed).toBe(true);
    expect(astroCalls).toEqual([]);
  });

  it("what Node cannot parse (an unknown method, a broken header, huge headers) gets 4xx with the security headers", async () => {
    const cases = [
      ["TRACK / HTTP/1.1\r\nHost: x\r\n\r\n", 400],
      ["GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n", 400],
      ["GET / HTTP/9.9\r\nHost: x\r\n\r\n", 400],
      [`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`, 431],
    ];
    for (const [payload, status] of cases) {
      const { text, statuses, closed } = await raw(payload);
      expect(statuses, payload.slice(0, 30)).toEqual([status]);
      expect(text).toMatch(/\r\nContent-Security-Policy: default-src 'self'/);
      expect(text).toMatch(/\r\nX-Frame-Options: DENY\r\n/);
      expect(closed).toBe(true);
    }
  });

  it("POST, PUT, DELETE and PATCH on a static file answer 405 with Allow: GET, HEAD", async () => {
    for (const method of ["POST", "PUT", "DELETE", "PATCH"]) {
      for (const target of ["/", "/about-us", "/robots.txt", "/brand/logo.svg"]) {
        const response = await fetch(`${base}${target}`, { method, body: "x=1" });
        expect(response.status, `${method} ${target}`).toBe(405);
        expect(response.headers.get("allow")).toBe("GET, HEAD");
        expectSecurityHeaders(response, `${method} ${target}`);
      }
    }
    expect(astroCalls).toEqual([]);
  });

  it("an answer sent before the body was read closes the connection, saying so", async () => {
    astro = (_request, response) => {
      response.statusCode = 413;
      response.end("too large");
    };
    const chunk = "x".repeat(1024);
    // Headers and the first chunk only: the body never ends.
    const unfinished = await raw(
      `POST /api/leads HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n400\r\n${chunk}\r\n`,
    );
    expect(unfinished.statuses).toEqual([413]);
    expect(unfinished.text).toMatch(/\r\nConnection: close\r\n/);
    expect(unfinished.closed).toBe(true);
  });

  it("a request whose body was read keeps the connection for the next one", async () => {
    astro = async (request, response) => {
      for await (const _chunk of request) {
        /* read it all */
      }
      response.statusCode = 204;
      response.end();
    };
    const body = '{"a":1}';
    const { statuses, text } = await raw(
      `POST /api/x HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}` +
        "GET /robots.txt HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
    );
    expect(statuses).toEqual([204, 200]);
    // Only the second answer (asked to) closes the connection.
    expect(text.split(/\r\n\r\n/)[0]).not.toMatch(/Connection: close/);
  });

  it("a handler that fails answers 500 once, with the security headers, and the server goes on", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    astro = async () => {
      throw new Error("bug");
    };
    const response = await fetch(`${base}/api/broken`);
    expect(response.status).toBe(500);
    expectSecurityHeaders(response, "500");
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
    astro = (_request, _response, next) => next();
    expect((await fetch(`${base}/robots.txt`)).status).toBe(200);
  });
});

describe("errors of pages rendered on demand", () => {
  it("Astro's 500 page carries the 500 page's own policy; other answers keep theirs", async () => {
    astro = (_request, response) => {
      response.writeHead(500, { "content-type": "text/html" });
      response.end("<!doctype html><title>Error</title>");
    };
    const failed = await fetch(`${base}/cto-presentation`);
    expect(failed.status).toBe(500);
    expect(failed.headers.get("content-security-policy")).toBe(ERROR_CSP);

    astro = (_request, response) => {
      response.writeHead(500, { "content-type": "application/json" });
      response.end("{}");
    };
    const api = await fetch(`${base}/api/leads`);
    expect(api.headers.get("content-security-policy")).toBe(SECURITY_HEADERS[0].value);
  });
});
