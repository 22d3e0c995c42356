#!/usr/bin/env node
// `npm run bench:load`: HTTP load on loopback with autocannon against the production server
// (built if needed, unless SKIP_BUILD=1). Three runs, each on a freshly started server:
//   1. GET /                  (a prerendered page)          50 connections
//   2. POST /api/leads        embedded database (PGlite)    20 connections
//   3. POST /api/leads        PostgreSQL (a fresh temporary database on BENCH_DATABASE_URL's
//                             server, dropped afterwards; skipped when it cannot be reached)
// Every enquiry is valid, with its own submissionId and client address (TRUST_PROXY=1, as behind a
// proxy: one address would measure the per-client limit's lock, not the endpoint), and its mail
// goes to an SMTP sink in this process. Per run: requests/s, p50/p99 latency, non-2xx answers,
// errors, and the server's RSS (VmRSS) at start, after a warm-up and 5 s after the run.
// Writes bench/load-results.json. Options: --duration S (default 30), --connections N (page),
// --api-connections N, --strict (exit 1 when the page misses a target).
import { randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import autocannon from "autocannon";

import { ensureBuild } from "./ensure-build.mjs";
import { startAppServer } from "./lib/app-server.mjs";
import { postgresReachable, withTemporaryDatabase } from "./lib/bench-setup.mjs";
import { parseCli } from "./lib/cli.mjs";
import { startSmtpSink } from "./lib/smtp-sink.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { values: options } = parseCli({
  usage: `
Usage: npm run bench:load -- [--duration S] [--connections N] [--api-connections N] [--strict]

HTTP load on loopback against the production server: GET / and POST /api/leads (embedded
database, then PostgreSQL on BENCH_DATABASE_URL's server). Writes bench/load-results.json.

  --duration S          seconds per run (default 30)
  --connections N       connections of the page run (default 50)
  --api-connections N   connections of the enquiry runs (default 20)
  --strict              exit 1 when the page misses a target
  -h, --help            this text
`,
  options: {
    duration: { type: "string" },
    connections: { type: "string" },
    "api-connections": { type: "string" },
    strict: { type: "boolean" },
  },
});
const DURATION = Number(options.duration ?? "30");
const PAGE_CONNECTIONS = Number(options.connections ?? "50");
const API_CONNECTIONS = Number(options["api-connections"] ?? "20");
const STRICT = options.strict === true;
// Long enough for the JIT and the connection pools to reach their steady state, so
// that "memory back within 10%" compares like with like.
const WARMUP = Math.min(10, Math.max(1, Math.round(DURATION / 3)));
const SETTLE_MS = 5_000;
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const TARGETS = { pageRps: 1500, pageP99Ms: 50, errors: 0, memoryGrowth: 0.1 };
const SERVICES = ["CTO-As-A-Service", "MVP Development", "AI Automation", "Google Ads Marketing"];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident memory of a process, in MB (VmRSS from /proc). */
function rssMb(pid) {
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return match ? Number(match[1]) / 1024 : NaN;
}

let leadCounter = 0;
/** One valid enquiry per call: its own submissionId, e-mail and client address. */
function nextLead(request) {
  leadCounter += 1;
  const n = leadCounter;
  return {
    ...request,
    headers: {
      ...request.headers,
      "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    },
    body: JSON.stringify({
      name: `Load Visitor ${n}`,
      email: `visitor${n}@load.example`,
      phone: "+91 98765 43210",
      company: `Company ${n}`,
      location: "Bengaluru, India",
      serviceType: SERVICES[n % SERVICES.length],
      requirements: `Load test enquiry ${n}.`,
      submissionId: randomUUID(),
    }),
  };
}

function cannon(options) {
  return new Promise((resolve, reject) => {
    autocannon({ timeout: 10, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const targetFor = (kind, base, connections, duration) =>
  kind === "page"
    ? // As a browser asks for it: compressed.
      {
        url: `${base}/`,
        connections,
        duration,
        headers: { "accept-encoding": "gzip, deflate, br" },
      }
    : {
        url: base,
        connections,
        duration,
        requests: [
          {
            method: "POST",
            path: "/api/leads",
            headers: { "content-type": "application/json" },
            setupRequest: nextLead,
          },
        ],
      };

async function measure(label, kind, connections, serverEnv) {
  console.log(`\n=== ${label}: ${connections} connections, ${DURATION} s ===`);
  const sink = await startSmtpSink();
  const server = await startAppServer({
    ...serverEnv,
    SMTP_URL: sink.url,
    // Built (or checked) once below: a source edited during the run must not rebuild here.
    SKIP_BUILD: "1",
    LEAD_RATE_LIMIT: "1000000000",
    TRUST_PROXY: "1",
  });
  try {
    const rssStart = rssMb(server.pid);
    await cannon(targetFor(kind, server.base, connections, WARMUP));
    await sleep(2_000);
    const rssBefore = rssMb(server.pid);
    const mailBefore = sink.received.length;
    const result = await cannon(targetFor(kind, server.base, connections, DURATION));
    await sleep(SETTLE_MS);
    const rssAfter = rssMb(server.pid);
    const statuses = Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]),
    );
    const report = {
      label,
      kind,
      connections,
      durationS: result.duration,
      requests: result.requests.total,
      requestsPerSecond: Math.round(result.requests.average * 10) / 10,
      latencyMs: {
        p50: result.latency.p50,
        p99: result.latency.p99,
        average: Math.round(result.latency.average * 100) / 100,
        max: result.latency.max,
      },
      statuses,
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      rssMb: {
        atStart: Math.round(rssStart),
        beforeRun: Math.round(rssBefore),
        afterRunAndSettle: Math.round(rssAfter),
        growth: Math.round(((rssAfter - rssBefore) / rssBefore) * 1000) / 1000,
      },
      ...(kind === "api" ? { mailDelivered: sink.received.length - mailBefore } : {}),
    };
    const r = report;
    console.log(
      `  ${r.requestsPerSecond} req/s (${r.requests} requests)  p50 ${r.latencyMs.p50} ms  p99 ${r.latencyMs.p99} ms  max ${r.latencyMs.max} ms`,
    );
    console.log(
      `  statuses ${JSON.stringify(statuses)}  non-2xx ${r.non2xx}  errors ${r.errors} (timeouts ${r.timeouts})` +
        (kind === "api" ? `  mail delivered ${r.mailDelivered}` : ""),
    );
    console.log(
      `  RSS ${r.rssMb.atStart} MB at start, ${r.rssMb.beforeRun} MB after the ${WARMUP} s warm-up, ` +
        `${r.rssMb.afterRunAndSettle} MB ${SETTLE_MS / 1000} s after the run (${(r.rssMb.growth * 100).toFixed(1)}%)`,
    );
    return report;
  } finally {
    await server.stop();
    await sink.close();
  }
}

ensureBuild();
const runs = [];
const skipped = [];
const tmp = mkdtempSync(path.join(os.tmpdir(), "bench-load-"));
try {
  runs.push(
    await measure("GET / (static page)", "page", PAGE_CONNECTIONS, {
      DATABASE_URL: "",
      DATA_DIR: path.join(tmp, "page"),
    }),
  );
  runs.push(
    await measure("POST /api/leads, embedded database", "api", API_CONNECTIONS, {
      DATABASE_URL: "",
      DATA_DIR: path.join(tmp, "pglite"),
    }),
  );
  if (await postgresReachable(POSTGRES_URL)) {
    await withTemporaryDatabase(POSTGRES_URL, "bench_load", async (url) => {
      runs.push(
        await measure("POST /api/leads, PostgreSQL", "api", API_CONNECTIONS, {
          DATABASE_URL: url,
          DATA_DIR: path.join(tmp, "postgres"),
        }),
      );
    });
  } else {
    skipped.push("POST /api/leads, PostgreSQL: server unreachable");
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}

const page = runs[0];
const checks = {
  pageRequestsPerSecond: page.requestsPerSecond >= TARGETS.pageRps,
  pageP99: page.latencyMs.p99 <= TARGETS.pageP99Ms,
  noErrors: runs.every((run) => run.errors === 0 && run.non2xx === 0),
  memoryBack: runs.every((run) => run.rssMb.growth <= TARGETS.memoryGrowth),
};
console.log("\nTargets");
const mark = (ok) => (ok ? "✓" : "✗");
console.log(`  ${mark(checks.pageRequestsPerSecond)} page ≥ ${TARGETS.pageRps} req/s`);
console.log(`  ${mark(checks.pageP99)} page p99 ≤ ${TARGETS.pageP99Ms} ms`);
console.log(`  ${mark(checks.noErrors)} no errors and no non-2xx answers in any run`);
console.log(`  ${mark(checks.memoryBack)} RSS within 10% of its pre-run size after every run`);

mkdirSync(path.join(root, "bench"), { recursive: true });
writeFileSync(
  path.join(root, "bench", "load-results.json"),
  `${JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      machine: { cpus: os.cpus().length, node: process.version },
      durationS: DURATION,
      warmupS: WARMUP,
      targets: TARGETS,
      checks,
      runs,
      skipped,
    },
    null,
    2,
  )}\n`,
);
console.log("\nWritten to bench/load-results.json");
process.exit(STRICT && Object.values(checks).some((ok) => !ok) ? 1 : 0);
