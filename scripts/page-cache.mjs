// An in-process cache of prerendered pages for scripts/start.mjs
// (docs/decisions/0008-prerendered-page-cache.md). A prerendered page's answer is the same for
// every visitor until the next build: the same HTML, the same headers, the same CSP hashes. Next
// still hashes (ETag), compresses and runs the proxy for each request; replaying its first answer
// from memory serves the page several times faster. Only answers Next marked as prerendered are
// kept, and only for plain document requests; everything else passes through untouched.

/** Request headers that make Next answer something other than the page's HTML document. */
const BYPASS_HEADERS = [
  "rsc",
  "next-router-prefetch",
  "next-router-segment-prefetch",
  "next-router-state-tree",
  "next-url",
  "next-action",
  "range",
  // Revalidation: Next answers 304 itself.
  "if-none-match",
  "if-modified-since",
  "authorization",
];

/** Hop-by-hop and per-response headers that a replay must not copy. */
const DROP_HEADERS = new Set([
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "date",
]);

/** The encoding Next's compression picks for this request: gzip when accepted, else none. */
function encodingClass(acceptEncoding) {
  return /\bgzip\b(?!;\s*q=0(\.0+)?\b)/i.test(acceptEncoding ?? "") ? "gzip" : "identity";
}

/** The cache key of a request, or null when its answer must come from Next. */
export function cacheKey(request) {
  if (request.method !== "GET") return null;
  const url = request.url ?? "";
  // Query strings would let anyone fill the cache with copies; prerendered pages ignore them.
  if (url.includes("?") || !url.startsWith("/")) return null;
  if (url.startsWith("/_next/") || url.startsWith("/api/")) return null;
  for (const header of BYPASS_HEADERS) {
    if (request.headers[header] !== undefined) return null;
  }
  return `${encodingClass(request.headers["accept-encoding"])} ${url}`;
}

/** Whether Next's answer is a prerendered page that is the same for everyone. */
export function isCacheable(statusCode, headers) {
  if (statusCode !== 200) return false;
  const prerendered = headers["x-nextjs-cache"] === "HIT" || headers["x-nextjs-prerender"] === "1";
  if (!prerendered) return false;
  if (headers["set-cookie"] !== undefined) return false;
  if (!String(headers["content-type"] ?? "").startsWith("text/html")) return false;
  if (/\b(private|no-store)\b/.test(String(headers["cache-control"] ?? ""))) return false;
  // A nonce is per response: such a page must be rendered again each time.
  if (String(headers["content-security-policy"] ?? "").includes("'nonce-")) return false;
  return true;
}

/**
 * @param {{ maxEntries?: number, maxBytes?: number }} [options]
 */
export function createPageCache(options = {}) {
  const maxEntries = options.maxEntries ?? 256;
  const maxBytes = options.maxBytes ?? 2 * 1024 * 1024;
  /** @type {Map<string, { headers: Record<string, unknown>, body: Buffer }>} */
  const entries = new Map();
  const stats = { hits: 0, stored: 0 };

  /** Answer from the cache; false when the request must go to Next. */
  function serve(request, response, extraHeaders = {}) {
    const key = cacheKey(request);
    if (!key) return false;
    const entry = entries.get(key);
    if (!entry) {
      capture(key, response);
      return false;
    }
    stats.hits += 1;
    response.writeHead(200, {
      ...entry.headers,
      ...extraHeaders,
      "content-length": entry.body.length,
    });
    response.end(entry.body);
    return true;
  }

  /** Keep Next's answer to `response` under `key` if it turns out to be cacheable. */
  function capture(key, response) {
    const chunks = [];
    let size = 0;
    let tooLarge = false;
    const write = response.write;
    const end = response.end;
    const keep = (chunk, encoding) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function" || tooLarge) return;
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8");
      size += buffer.length;
      if (size > maxBytes) tooLarge = true;
      else chunks.push(buffer);
    };
    response.write = function (chunk, encoding, callback) {
      keep(chunk, encoding);
      return write.call(this, chunk, encoding, callback);
    };
    response.end = function (chunk, encoding, callback) {
      keep(chunk, encoding);
      const result = end.call(this, chunk, encoding, callback);
      const headers = response.getHeaders();
      if (!tooLarge && isCacheable(response.statusCode, headers)) {
        const kept = Object.fromEntries(
          Object.entries(headers).filter(([name]) => !DROP_HEADERS.has(name)),
        );
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value);
        entries.set(key, { headers: kept, body: Buffer.concat(chunks) });
        stats.stored += 1;
      }
      return result;
    };
  }

  return { serve, stats, size: () => entries.size };
}
