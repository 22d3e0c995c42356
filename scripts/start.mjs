#!/usr/bin/env node
// `npm start`: build the production bundle when it is missing or stale, then serve it.
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { ensureBuild } from "./ensure-build.mjs";
import { createPageCache } from "./page-cache.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// src/proxy.ts reads the build's CSP manifest from .next/ beside the working directory.
process.chdir(root);
ensureBuild();

// Locally the server listens on loopback only. Many shells export HOSTNAME as the machine's own
// name; that is not a request to listen on the network, so only a different value counts.
const requestedHost = process.env.HOSTNAME;
const host = requestedHost && requestedHost !== os.hostname() ? requestedHost : "127.0.0.1";
const port = Number(process.env.PORT || 3000);
process.env.NODE_ENV = "production";

// A small custom server in front of Next's handler, for one reason: rate limits and the access
// log need the client's address, and Next only fills X-Forwarded-For when it is absent, so a
// client could send any address it likes. Unless a proxy in front is trusted (TRUST_PROXY=1,
// whose own X-Forwarded-For is kept), the header is replaced by the socket's address.
const { default: next } = await import("next");
const app = next({ dev: false, dir: root, hostname: host, port });
const handle = app.getRequestHandler();
await app.prepare();
const trustProxy = process.env.TRUST_PROXY === "1";
// Prerendered pages are replayed from memory after their first answer (docs/decisions/0008).
const pageCache = process.env.PAGE_CACHE === "off" ? null : createPageCache();
let stopping = false;
// Requests being answered: a stop lets them finish (bounded) before the services they use close,
// so a visitor whose enquiry was stored gets its answer instead of a dropped connection.
let inFlight = 0;
let onDrained = () => {};
const server = http.createServer((request, response) => {
  inFlight += 1;
  response.once("close", () => {
    inFlight -= 1;
    if (inFlight === 0) onDrained();
  });
  if (pageCache?.serve(request, response, stopping ? { connection: "close" } : {})) return;
  if (stopping) response.setHeader("Connection", "close");
  if (!trustProxy || !request.headers["x-forwarded-for"]) {
    request.headers["x-forwarded-for"] = request.socket.remoteAddress ?? "unknown";
  }
  handle(request, response);
});
server.keepAliveTimeout = 65_000;
server.listen(port, host, () => {
  console.log(`> Serving the production build on http://${host}:${port}`);
});

/** Resolves when no request is in progress, or after `timeoutMs`. */
function requestsFinished(timeoutMs) {
  if (inFlight === 0) return Promise.resolve();
  return new Promise((resolve) => {
    onDrained = resolve;
    setTimeout(resolve, timeoutMs).unref();
  });
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`> ${signal}: stopping`);
    // No new connections; idle keep-alive ones close now. Requests in progress are answered
    // first (an enquiry waits at most 10 s for its mail), then the background services registered
    // by the app (outbox worker, which waits for sends in flight, then the database) stop.
    server.close();
    server.closeIdleConnections();
    requestsFinished(10_000)
      .then(() => {
        const shutdown = globalThis[Symbol.for("site.shutdown")];
        return typeof shutdown === "function" ? shutdown() : undefined;
      })
      .catch((error) => console.error("> shutdown error:", error))
      .finally(() => process.exit(0));
    setTimeout(() => process.exit(1), 25_000).unref();
  });
}
