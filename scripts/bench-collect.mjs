#!/usr/bin/env node
// `npm run bench:collect`: the visit-count endpoint (POST /api/collect) under load, over loopback
// with autocannon, against the production server (built if needed, unless SKIP_BUILD=1). For each
// database (embedded PGlite; PostgreSQL on BENCH_DATABASE_URL's server, a fresh temporary
// database, skipped when unreachable) and each write mode (counts batched in memory for 1 s, the
// default; and TRAFFIC_FLUSH_MS=0, one upsert per beacon), 20 and then 100 concurrent clients
// send a mix of beacons (page views of 25 pages from 20 campaigns, a fifth of them Web Vitals),
// each from its own client address (TRUST_PROXY=1). Per run: requests/s, p50/p95/p99 latency (of
// every answer), non-2xx answers, errors; on PostgreSQL, whether every view sent was counted
// once the server had stopped (its last flush). Writes bench/collect-results.json.
// Options: --duration S (default 10), --connections 20,100.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import autocannon from "autocannon";
import pg from "pg";

import { ensureBuild } from "./ensure-build.mjs";
import { startAppServer } from "./lib/app-server.mjs";
import { postgresReachable, withTemporaryDatabase } from "./lib/bench-setup.mjs";
import { parseCli } from "./lib/cli.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { values: options } = parseCli({
  usage: `
Usage: npm run bench:collect -- [--duration S] [--connections 20,100]

The visit-count endpoint (POST /api/collect) under load, on the embedded database and on
PostgreSQL (BENCH_DATABASE_URL's server). Writes bench/collect-results.json.

  --duration S        seconds per run (default 10)
  --connections N,M   concurrent clients, one run each (default 20,100)
  -h, --help          this text
`,
  options: { duration: { type: "string" }, connections: { type: "string" } },
});
const DURATION = Number(options.duration ?? "10");
const CONNECTIONS = (options.connections ?? "20,100").split(",").map(Number);
const WARMUP = 3;
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const PAGES = [
  "/",
  "/contact",
  "/onboarding",
  "/blog",
  "/case-studies",
  "/about-us",
  "/our-process",
  "/careers",
  "/privacy-policy",
  "/cto-service",
  "/mvp-development",
  "/google-ads-marketing",
  "/ai-automation",
  "/tech-strategy-consulting",
  "/ai-safety-vision",
  "/cto-services",
  "/terms-of-service",
  "/cookie-policy",
  "/thank-you",
  "/blog/category/ai",
  "/nowhere-1",
  "/nowhere-2",
  "/case-studies/x",
  "/blog/x",
  "/cto-presentation",
];
const DEVICES = ["mobile", "tablet", "desktop"];
const AGENT =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

let sent = 0;
let views = 0;
function nextBeacon(request) {
  sent += 1;
  const n = sent;
  const path = PAGES[n % PAGES.length];
  const device = DEVICES[n % DEVICES.length];
  let body;
  if (n % 5 === 0) {
    body = {
      kind: "vitals",
      path,
      device,
      LCP: 800 + (n % 40) * 100,
      CLS: (n % 30) / 100,
      INP: 40 + (n % 20) * 20,
      FCP: 600,
      TTFB: 120,
    };
  } else {
    views += 1;
    const entry = n % 3 === 0;
    body = entry
      ? {
          kind: "view",
          path,
          device,
          entry,
          source: "bench",
          medium: "cpc",
          campaign: `c${n % 20}`,
        }
      : { kind: "view", path, device, entry };
  }
  return {
    ...request,
    headers: {
      ...request.headers,
      "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    },
    body: JSON.stringify(body),
  };
}

function cannon(base, connections, duration) {
  const latencies = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections,
        duration,
        timeout: 10,
        requests: [
          {
            method: "POST",
            path: "/api/collect",
            headers: { "content-type": "text/plain", "user-agent": AGENT },
            setupRequest: nextBeacon,
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve({ result, latencies })),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) =>
      latencies.push(responseTime),
    );
  });
}

const percentile = (sorted, p) =>
  sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
    : NaN;
const round = (value) => Math.round(value * 100) / 100;

async function measure(label, serverEnv, countViews) {
  const server = await startAppServer({
    ...serverEnv,
    SKIP_BUILD: "1",
    TRUST_PROXY: "1",
    TRAFFIC_RATE_LIMIT: "1000000",
  });
  const reports = [];
  try {
    sent = 0;
    views = 0;
    for (const connections of CONNECTIONS) {
      console.log(`\n=== ${label}: ${connections} clients, ${DURATION} s ===`);
      await cannon(server.base, connections, WARMUP);
      const { result, latencies } = await cannon(server.base, connections, DURATION);
      latencies.sort((a, b) => a - b);
      const report = {
        label,
        connections,
        requests: result.requests.total,
        requestsPerSecond: Math.round(result.requests.average),
        latencyMs: {
          p50: round(percentile(latencies, 50)),
          p95: round(percentile(latencies, 95)),
          p99: round(percentile(latencies, 99)),
          max: round(latencies.at(-1) ?? NaN),
        },
        non2xx: result.non2xx,
        errors: result.errors,
      };
      console.log(
        `  ${report.requestsPerSecond} req/s (${report.requests})  p50 ${report.latencyMs.p50} ms  p95 ${report.latencyMs.p95} ms  p99 ${report.latencyMs.p99} ms  non-2xx ${report.non2xx}  errors ${report.errors}`,
      );
      reports.push(report);
    }
  } finally {
    await server.stop();
  }
  if (countViews) {
    const counted = await countViews();
    console.log(`  views sent ${views}, counted ${counted} after shutdown`);
    for (const report of reports) report.viewsSent = views;
    for (const report of reports) report.viewsCounted = counted;
  }
  return reports;
}

ensureBuild();
const runs = [];
const tmp = mkdtempSync(path.join(os.tmpdir(), "bench-collect-"));
try {
  for (const [mode, flush] of [
    ["batched 1 s", "1000"],
    ["one upsert per beacon", "0"],
  ]) {
    runs.push(
      ...(await measure(`PGlite, ${mode}`, {
        DATABASE_URL: "",
        DATA_DIR: path.join(tmp, `pglite-${flush}`),
        TRAFFIC_FLUSH_MS: flush,
      })),
    );
    if (await postgresReachable(POSTGRES_URL)) {
      await withTemporaryDatabase(POSTGRES_URL, "bench_collect", async (url) => {
        runs.push(
          ...(await measure(
            `PostgreSQL, ${mode}`,
            {
              DATABASE_URL: url,
              DATA_DIR: path.join(tmp, `postgres-${flush}`),
              TRAFFIC_FLUSH_MS: flush,
            },
            async () => {
              const client = new pg.Client({ connectionString: url });
              await client.connect();
              const { rows } = await client.query(
                "select coalesce(sum(views), 0)::int as n from traffic_counts",
              );
              await client.end();
              return rows[0].n;
            },
          )),
        );
      });
    }
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}

mkdirSync(path.join(root, "bench"), { recursive: true });
writeFileSync(
  path.join(root, "bench", "collect-results.json"),
  `${JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      machine: { cpus: os.cpus().length, node: process.version },
      durationS: DURATION,
      runs,
    },
    null,
    2,
  )}\n`,
);
console.log("\nWritten to bench/collect-results.json");
