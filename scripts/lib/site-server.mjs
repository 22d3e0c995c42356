// The production request handler: the prerendered files from memory, Astro's handler for the
// routes rendered on demand, and the same security headers on every answer
// (docs/decisions/0009-astro-static-first.md). Plain JavaScript so that scripts/start.mjs runs it
// without a build step; everything it needs from src/ comes in as arguments.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileType } from "./file-types.mjs";
import { GZIP_SUFFIX, readGzip } from "./precompress.mjs";

/**
 * How long a browser keeps each kind of file: fingerprinted assets (/_astro/) for a year, other
 * files an hour, pages revalidated on each visit. deploy/nginx sends the same.
 */
export const CACHE_CONTROL = {
  hashed: "public, max-age=31536000, immutable",
  file: "public, max-age=3600",
  page: "public, max-age=0, must-revalidate",
};
/** Methods no route answers; TRACE would echo the request (cookies included) back. */
const REFUSED_METHODS = new Set(["TRACE", "TRACK", "CONNECT"]);

/**
 * Every file under `clientDir`, read once: prerendered pages answer at `/route` (from
 * `route.html`), other files at their path. Small enough to keep in memory (the whole site is
 * a few megabytes), so a page costs no disk read and no compression per request.
 */
export function loadStaticFiles(clientDir, { headersByPath = new Map() } = {}) {
  const files = new Map();
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(full);
        continue;
      }
      const relative = `/${path.relative(clientDir, full).split(path.sep).join("/")}`;
      const extension = path.extname(entry.name).toLowerCase();
      // A precompressed copy is read with its file, not served at its own address.
      if (entry.name.endsWith(GZIP_SUFFIX) && existsSync(full.slice(0, -GZIP_SUFFIX.length)))
        continue;
      const type = fileType(entry.name);
      const body = readFileSync(full);
      const file = {
        body,
        gzip: readGzip(full, body, type),
        type,
        etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
        lastModified: statSync(full).mtime.toUTCString(),
        cacheControl: relative.startsWith("/_astro/")
          ? CACHE_CONTROL.hashed
          : extension === ".html"
            ? CACHE_CONTROL.page
            : CACHE_CONTROL.file,
        headers: [],
      };
      if (extension === ".html") {
        const route = relative === "/index.html" ? "/" : relative.replace(/(\/index)?\.html$/, "");
        file.headers = headersByPath.get(route) ?? [];
        files.set(route, file);
      } else {
        files.set(relative, file);
      }
    }
  };
  walk(clientDir);
  return files;
}

/** Astro's `_headers.json` (the adapter's `staticHeaders`): each prerendered page's own CSP. */
export function readStaticHeaders(headersFile) {
  const byPath = new Map();
  let entries = [];
  try {
    entries = JSON.parse(readFileSync(headersFile, "utf8"));
  } catch {
    return byPath;
  }
  for (const entry of entries) {
    const route = entry.pathname.replace(/\.html$/, "").replace(/\/$/, "") || "/";
    byPath.set(
      route,
      entry.headers.map(({ key, value }) => [key, value]),
    );
  }
  return byPath;
}

/**
 * Whose X-Forwarded-For counts (TRUST_PROXY): "1" or true, any peer's (the instance listens on
 * loopback behind its proxy); "0", unset or false, nobody's; otherwise a comma-separated list of
 * the proxies' addresses, whose alone counts, so a visitor who reaches the instance directly
 * cannot choose the address its rate limits count.
 * @param {boolean | string | undefined} setting
 * @returns {(address: string | undefined) => boolean}
 */
export function proxyTrust(setting) {
  if (setting === true || setting === "1") return () => true;
  if (!setting || setting === "0") return () => false;
  const addresses = new Set(
    String(setting)
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean),
  );
  // An IPv4 peer of a dual-stack socket is written ::ffff:127.0.0.1.
  return (address) => Boolean(address) && addresses.has(address.replace(/^::ffff:/, ""));
}

function acceptsGzip(request) {
  return /\bgzip\b/.test(request.headers["accept-encoding"] ?? "");
}

function sendFile(request, response, file, status = 200) {
  for (const [key, value] of file.headers) response.setHeader(key, value);
  response.setHeader("Content-Type", file.type);
  response.setHeader("Cache-Control", file.cacheControl);
  response.setHeader("Last-Modified", file.lastModified);
  response.setHeader("ETag", file.etag);
  if (file.gzip) response.setHeader("Vary", "Accept-Encoding");
  if (status === 200 && request.headers["if-none-match"] === file.etag) {
    response.statusCode = 304;
    response.end();
    return;
  }
  const gzip = file.gzip && acceptsGzip(request);
  const body = gzip ? file.gzip : file.body;
  if (gzip) response.setHeader("Content-Encoding", "gzip");
  response.setHeader("Content-Length", body.length);
  response.statusCode = status;
  response.end(request.method === "HEAD" ? undefined : body);
}

function sendText(response, status, text, headers = {}) {
  for (const [key, value] of Object.entries(headers)) response.setHeader(key, value);
  response.setHeader("Content-Type", "text/plain; charset=utf-8");
  response.setHeader("Cache-Control", "no-store");
  response.statusCode = status;
  response.end(text);
}

/**
 * @param {{
 *   files: Map<string, any>,
 *   securityHeaders: { key: string, value: string }[],
 *   redirects: readonly { source: string, destination: string }[],
 *   astroHandler: (req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse, next: () => void) => unknown,
 *   trustProxy?: boolean | string,
 * }} options
 */
export function createSiteHandler({ files, securityHeaders, redirects, astroHandler, trustProxy }) {
  const trusted = proxyTrust(trustProxy);
  const redirectMap = new Map(redirects.map((route) => [route.source, route.destination]));
  const notFoundPage = files.get("/404");

  const notFound = (request, response) => {
    if (notFoundPage) return sendFile(request, response, notFoundPage, 404);
    return sendText(response, 404, "Not found");
  };

  return (request, response) => {
    for (const { key, value } of securityHeaders) response.setHeader(key, value);
    closeConnectionWhenBodyUnread(request, response);

    if (REFUSED_METHODS.has(request.method ?? "")) {
      return sendText(response, 405, "Method not allowed", { Allow: "GET, HEAD, POST" });
    }

    const rawUrl = request.url ?? "/";
    const queryStart = rawUrl.indexOf("?");
    const rawPath = queryStart === -1 ? rawUrl : rawUrl.slice(0, queryStart);
    const query = queryStart === -1 ? "" : rawUrl.slice(queryStart);
    let pathname;
    try {
      pathname = decodeURIComponent(rawPath);
    } catch {
      // `/blog/%ff`: not a path any page has; say so instead of failing inside a route.
      return sendText(response, 400, "Bad request: the address is not valid UTF-8.");
    }
    if (!pathname.startsWith("/") || pathname.includes("\0")) {
      return sendText(response, 400, "Bad request.");
    }

    // Permanent redirects keep the method (308), as the Next.js site answered them.
    const redirect = redirectMap.get(pathname);
    if (redirect) {
      response.statusCode = 308;
      response.setHeader("Location", `${redirect}${query}`);
      return response.end();
    }
    // One address per page: `/about-us/` moves to `/about-us`. Leading slashes and backslashes
    // collapse to one slash, so neither `//evil.example/` nor `/\evil.example/` (a raw backslash,
    // which browsers read as a slash) can become a redirect to another site.
    if (rawPath.length > 1 && rawPath.endsWith("/")) {
      response.statusCode = 308;
      response.setHeader("Location", `/${rawPath.replace(/^[/\\]+|\/+$/g, "")}${query}`);
      return response.end();
    }

    const file = files.get(pathname);
    if (file && pathname !== "/404" && pathname !== "/500") {
      if (request.method !== "GET" && request.method !== "HEAD") {
        return sendText(response, 405, "Method not allowed", { Allow: "GET, HEAD" });
      }
      return sendFile(request, response, file);
    }

    // Rate limits and the access log read the right-most X-Forwarded-For entry: the socket's
    // address unless a trusted proxy in front (TRUST_PROXY) appended the visitor's.
    if (!trusted(request.socket.remoteAddress) || !request.headers["x-forwarded-for"]) {
      request.headers["x-forwarded-for"] = request.socket.remoteAddress ?? "unknown";
    }
    // Astro answers a page that failed with the prerendered 500 page, which carries its own
    // inline scripts: give that answer the 500 page's policy (its hashes) instead of the baseline.
    const errorPage = files.get("/500");
    if (errorPage?.headers.length) {
      const writeHead = response.writeHead;
      // Astro writes every answer as `writeHead(status, headers)`, header names in lower case.
      response.writeHead = function (status, ...rest) {
        const headers = rest.find((value) => value && typeof value === "object") ?? {};
        if (status >= 500 && /text\/html/.test(String(headers["content-type"] ?? ""))) {
          for (const [key, value] of errorPage.headers) this.setHeader(key, value);
        }
        return writeHead.call(this, status, ...rest);
      };
    }
    // Astro's middleware answers its own errors with 500; anything that still escapes (a bug)
    // must not end the process or leave the visitor without an answer.
    return Promise.resolve()
      .then(() => astroHandler(request, response, () => notFound(request, response)))
      .catch((error) => {
        console.error(`[server] ${request.method} ${rawPath} failed:`, error);
        if (!response.headersSent) sendText(response, 500, "Something went wrong on our side.");
        else response.destroy();
      });
  };
}

/**
 * Requests Node's parser refuses before any handler runs (a method it does not know, a broken
 * header, headers too large) and CONNECT get an answer with the security headers too, instead of
 * Node's bare `400 Bad Request`; the connection closes, as it must after a request that cannot
 * be framed.
 * @param {import("node:http").Server} server
 * @param {{ key: string, value: string }[]} securityHeaders
 */
export function answerMalformedRequests(server, securityHeaders) {
  const rawAnswer = (status, reason, extra = []) => {
    const body = `${reason}.`;
    return [
      `HTTP/1.1 ${status} ${reason}`,
      ...securityHeaders.map(({ key, value }) => `${key}: ${value}`),
      ...extra,
      "Content-Type: text/plain; charset=utf-8",
      "Cache-Control: no-store",
      `Content-Length: ${Buffer.byteLength(body)}`,
      "Connection: close",
      "",
      body,
    ].join("\r\n");
  };
  server.on("clientError", (error, socket) => {
    const answering = socket._httpMessage && socket._httpMessage.headersSent;
    if (error.code === "ECONNRESET" || !socket.writable || answering) return socket.destroy();
    const [status, reason] =
      error.code === "HPE_HEADER_OVERFLOW"
        ? [431, "Request Header Fields Too Large"]
        : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
          ? [408, "Request Timeout"]
          : [400, "Bad Request"];
    socket.end(rawAnswer(status, reason));
  });
  // Not a proxy: CONNECT is a method no route answers, like TRACE.
  server.on("connect", (_request, socket) => {
    socket.on("error", () => {});
    socket.end(rawAnswer(405, "Method Not Allowed", ["Allow: GET, HEAD, POST"]));
  });
}

/** How long, and how much, a connection keeps reading a body nobody wants after its answer. */
export const LINGER_MS = 5_000;
export const LINGER_BYTES = 64 * 1024 * 1024;

/**
 * An answer sent before the request's body was read (413 for an oversized enquiry, 405 for a
 * POST to a page) closes the connection rather than serve another request on it, so the next
 * request on a keep-alive connection is never mistaken for the end of this one. It closes the way
 * nginx's lingering close does: the answer and a FIN go out, and the rest of the body is read and
 * dropped (at most LINGER_BYTES, for at most LINGER_MS) before the socket closes. Closing at once
 * would reset a client that is still writing: it would see EPIPE and never read the answer.
 */
export function closeConnectionWhenBodyUnread(request, response) {
  const writeHead = response.writeHead;
  response.writeHead = function (...args) {
    const hasBody =
      Number(request.headers["content-length"] ?? 0) > 0 || "transfer-encoding" in request.headers;
    if (hasBody && !request.complete) {
      this.setHeader("Connection", "close");
      lingerBeforeClosing(request);
    }
    return writeHead.apply(this, args);
  };
}

/** Node closes a `Connection: close` socket with destroySoon() once the answer is written. */
function lingerBeforeClosing(request) {
  const socket = request.socket;
  if (!socket || socket.destroyed) return;
  const destroySoon = socket.destroySoon;
  socket.destroySoon = function lingeringClose() {
    socket.destroySoon = destroySoon;
    const close = () => {
      clearTimeout(timer);
      socket.destroy();
    };
    const timer = setTimeout(close, LINGER_MS);
    timer.unref();
    let dropped = 0;
    // Whatever was reading the body (the page's stream) is done with it: read on, and drop.
    request.removeAllListeners("readable");
    request.removeAllListeners("data");
    request.on("data", (chunk) => {
      dropped += chunk.length;
      if (dropped > LINGER_BYTES) close();
    });
    request.once("end", close);
    request.once("error", close);
    request.once("close", () => (request.complete ? undefined : close()));
    request.resume();
    socket.end();
  };
}
