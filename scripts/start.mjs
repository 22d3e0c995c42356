#!/usr/bin/env node
// `npm start`: build when the build is missing or stale, then serve it: the prerendered files,
// Astro's handler for routes rendered on demand, the background services (migrations, outbox
// worker, retention job) and a graceful stop.
import { realpathSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

import { ensureBuild } from "./ensure-build.mjs";
import { holdBuild } from "./lib/atomic-build.mjs";
import { parseCli } from "./lib/cli.mjs";
import { loadEnvFiles } from "./lib/env-files.mjs";
import {
  answerMalformedRequests,
  createSiteHandler,
  loadStaticFiles,
  readStaticHeaders,
} from "./lib/site-server.mjs";

const USAGE = `
Usage: npm start [-- --production]

Serves the production build (built first when missing or stale, unless SKIP_BUILD=1) on
HOSTNAME:PORT (default 127.0.0.1:3000), with the settings of the environment and the .env files.

  --production   refuse the development defaults (as NODE_ENV=production does)
  -h, --help     this text
`;
const { values: options } = parseCli({
  usage: USAGE,
  options: { production: { type: "boolean" } },
});

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);
// .env files as the build reads them; the environment wins (docs/configuration.md).
const envFiles = await loadEnvFiles("production");
if (envFiles.length > 0) console.log(`> Settings from ${envFiles.join(", ")}`);
// A production start refuses development defaults (src/server/production-settings.ts): asked for
// with NODE_ENV=production (the environment or a .env file) or --production. The quick start's
// bare `npm start` serves the same build with the laptop defaults.
const production = process.env.NODE_ENV === "production" || options.production === true;
ensureBuild();
process.env.NODE_ENV = "production";
// Astro's Node entry would start its own server unless told it is mounted in ours.
process.env.ASTRO_NODE_AUTOSTART = "disabled";

// Locally the server listens on loopback only. Many shells export HOSTNAME as the machine's own
// name; that is not a request to listen on the network, so only a different value counts.
const requestedHost = process.env.HOSTNAME;
const host = requestedHost && requestedHost !== os.hostname() ? requestedHost : "127.0.0.1";
const port = Number(process.env.PORT || 3000);

// DIST_DIR: another build folder (parallel builds in development); the default is dist/. It is a
// link to the latest build (scripts/lib/atomic-build.mjs): resolved once, so this server keeps
// its own build while a newer one is made and switched to, and held open so nothing removes it.
// Nothing is written into the build: under systemd it is read-only (deploy/systemd/site@.service).
const dist = realpathSync(path.resolve(root, process.env.DIST_DIR || "dist"));
holdBuild(dist);
let site;
try {
  site = await import(pathToFileURL(path.join(dist, "server", "site-start.mjs")).href);
} catch (error) {
  // The site configuration is checked as the bundle loads: a bad setting is reported by name,
  // without a stack trace (the same message startServer() gives for server settings).
  if (
    error?.constructor?.name === "SiteConfigError" ||
    /^Invalid site configuration:/.test(error?.message)
  ) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
// Validates the settings (exits with a message naming a bad one), migrates, starts the jobs.
await site.startServer({ production });
const { handler: astroHandler } = await import(
  pathToFileURL(path.join(dist, "server", "entry.mjs")).href
);

const handleRequest = createSiteHandler({
  files: loadStaticFiles(path.join(dist, "client"), {
    headersByPath: readStaticHeaders(path.join(dist, "_headers.json")),
  }),
  securityHeaders: site.baselineSecurityHeaders(),
  redirects: site.routeRedirects,
  astroHandler,
  trustProxy: process.env.TRUST_PROXY,
});

let stopping = false;
// Requests being answered: a stop lets them finish (bounded) before the services they use close,
// so a visitor whose enquiry was stored gets its answer instead of a dropped connection.
const inFlight = new Set();
let onDrained = () => {};
const server = http.createServer((request, response) => {
  inFlight.add(response);
  response.once("close", () => {
    inFlight.delete(response);
    if (inFlight.size === 0) onDrained();
  });
  if (stopping) response.setHeader("Connection", "close");
  handleRequest(request, response);
});
server.keepAliveTimeout = 65_000;
answerMalformedRequests(server, site.baselineSecurityHeaders());
server.listen(port, host, () => {
  console.log(`> Serving the production build on http://${host}:${port}`);
});

/** How long a draining instance keeps its idle kept-alive connections (see the stop below). */
const IDLE_GRACE_MS = 1_000;

/** Resolves when no request is in progress, or after `timeoutMs`. */
function requestsFinished(timeoutMs) {
  if (inFlight.size === 0) return Promise.resolve();
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
    // A graceful drain, which a rolling restart relies on (scripts/deploy-restart.ts). New
    // connections are refused at once (nginx sends their requests to another instance). A
    // kept-alive connection is not closed under nginx, which may be writing a request into it
    // at that moment (a POST could not be resent): every answer from now on closes its own
    // connection, and only those left idle for IDLE_GRACE_MS are closed, by when nginx has
    // found this instance refusing and stopped choosing it. Requests in progress are answered
    // first (an enquiry waits at most 10 s for its mail), then the background services stop:
    // the outbox worker waits for the sends in flight and hands the rest back, then the
    // database. (http.Server's own close() would also close the idle connections at once.)
    net.Server.prototype.close.call(server);
    for (const response of inFlight) {
      if (!response.headersSent) response.setHeader("Connection", "close");
    }
    const idleClosed = new Promise((resolve) => setTimeout(resolve, IDLE_GRACE_MS)).then(() =>
      server.closeIdleConnections(),
    );
    Promise.all([idleClosed, requestsFinished(10_000)])
      .then(() => site.runShutdown())
      .catch((error) => console.error("> shutdown error:", error))
      .finally(() => process.exit(0));
    setTimeout(() => process.exit(1), 25_000).unref();
  });
}
