#!/usr/bin/env node
// `npm run bench:leads`: the enquiry pipeline under load, end to end, on loopback only.
// Starts a local SMTP sink and the production server (built if needed, unless SKIP_BUILD=1),
// sends 200 enquiries 20 at a time, once with the embedded database (a fresh DATA_DIR) and once
// with PostgreSQL (a fresh database on BENCH_DATABASE_URL's server), prints p50/p95/p99 latency
// and throughput, then checks that stored rows equal accepted enquiries and that every outbox
// message reached the sink exactly once. Exits non-zero when anything was lost or duplicated.
import { randomBytes, randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";

import { ensureBuild } from "./ensure-build.mjs";
import { startAppServer } from "./lib/app-server.mjs";
import { startSmtpSink } from "./lib/smtp-sink.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const TOTAL = Number(process.env.BENCH_LEADS ?? 200);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
// A server in production is warm: compiled code paths, open database connections. The warm-up
// sends this many enquiries at the same concurrency first; they are checked like the rest but
// not timed (BENCH_WARMUP=0 measures a cold server).
const WARMUP = Number(process.env.BENCH_WARMUP ?? 100);
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const SERVICES = ["CTO-As-A-Service", "MVP Development", "AI Automation", "Google Ads Marketing"];

/** A valid enquiry, different for every index and run. */
function enquiry(index, run) {
  return {
    name: `Bench Visitor ${index}`,
    email: `visitor${index}.${run}@bench.example`,
    phone: "+91 98765 43210",
    company: `Company ${index}`,
    location: "Bengaluru, India",
    serviceType: SERVICES[index % SERVICES.length],
    requirements: `Load test enquiry ${index} of ${TOTAL}.`,
    submissionId: randomUUID(),
  };
}

// node:http with keep-alive: lighter than fetch, so the client takes less of the CPU the server
// shares with it on this machine.
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

/** One enquiry, from its own visitor's address (the server trusts X-Forwarded-For here). */
function send(base, body, index) {
  const started = performance.now();
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}/api/leads`,
      {
        method: "POST",
        agent,
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(payload),
          "x-forwarded-for": `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
        },
      },
      (response) => {
        response.resume();
        response.on("end", () =>
          resolve({ status: response.statusCode, ms: performance.now() - started }),
        );
      },
    );
    request.on("error", reject);
    request.end(payload);
  });
}

async function load(base, run, total = TOTAL, offset = 0) {
  const results = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < total) {
        const index = offset + next++;
        results.push(
          await send(base, enquiry(index, run), index).catch(() => ({ status: 0, ms: 0 })),
        );
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { results, seconds };
}

const percentile = (sorted, q) => sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)];

async function countsPostgres(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await counts((text) => client.query(text).then((r) => r.rows));
  } finally {
    await client.end();
  }
}

async function countsPglite(dir) {
  const db = new PGlite(dir, { extensions: { pg_trgm } });
  try {
    return await counts((text) => db.query(text).then((r) => r.rows));
  } finally {
    await db.close();
  }
}

async function counts(query) {
  const [rows] = await query(
    "select count(*)::int as n, count(*) filter (where email_sent)::int as sent from contact_submissions",
  );
  const outbox = await query(
    "select status, count(*)::int as n from email_outbox group by status order by status",
  );
  return {
    stored: rows.n,
    emailSent: rows.sent,
    outbox: Object.fromEntries(outbox.map((row) => [row.status, row.n])),
  };
}

async function run(label, setup) {
  console.log(`\n=== ${label} ===`);
  const sink = await startSmtpSink();
  const target = await setup.before();
  const server = await startAppServer(
    {
      ...target.env,
      SMTP_URL: sink.url,
      LEAD_RATE_LIMIT: "1000000",
      TRUST_PROXY: "1",
      // Built (or checked) once below: a source edited during the run must not rebuild here.
      SKIP_BUILD: "1",
    },
    { startTimeoutMs: 120_000, echo: /error/i },
  );
  let report;
  try {
    // Warm-up (compiles the route, opens the database connections); stored and checked too.
    let accepted = 0;
    const warm = await load(server.base, "warmup", WARMUP, TOTAL);
    accepted += warm.results.filter((result) => result.status === 201).length;
    const { results, seconds } = await load(server.base, label.replace(/\W/g, ""));
    accepted += results.filter((result) => result.status === 201).length;
    const statuses = {};
    for (const result of results) statuses[result.status] = (statuses[result.status] ?? 0) + 1;
    const latencies = results.map((result) => result.ms).sort((a, b) => a - b);

    // Wait for the outbox to drain into the sink (immediate attempts, then the worker).
    const expectedMessages = accepted * 2;
    const deadline = Date.now() + 60_000;
    while (sink.received.length < expectedMessages && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await server.stop();
    const stored = await target.counts();
    const mail = { total: sink.received.length, unique: new Set(sink.messageIds()).size };
    report = {
      label,
      requests: TOTAL,
      concurrency: CONCURRENCY,
      statuses,
      p50: percentile(latencies, 0.5),
      p95: percentile(latencies, 0.95),
      p99: percentile(latencies, 0.99),
      max: latencies.at(-1),
      throughput: TOTAL / seconds,
      accepted,
      ...stored,
      mailReceived: mail.total,
      mailUnique: mail.unique,
      lost: Math.max(0, expectedMessages - mail.unique) + Math.max(0, accepted - stored.stored),
      duplicated: mail.total - mail.unique + Math.max(0, stored.stored - accepted),
    };
  } finally {
    await server.stop().catch(() => {});
    await sink.close();
    await setup.after();
  }
  const f = (ms) => `${ms.toFixed(1)} ms`;
  console.log(
    `  requests      ${TOTAL} (${CONCURRENCY} at a time), statuses ${JSON.stringify(report.statuses)}`,
  );
  console.log(
    `  latency       p50 ${f(report.p50)}  p95 ${f(report.p95)}  p99 ${f(report.p99)}  max ${f(report.max)}`,
  );
  console.log(`  throughput    ${report.throughput.toFixed(1)} enquiries/s`);
  console.log(
    `  stored rows   ${report.stored} of ${report.accepted} accepted (incl. ${WARMUP} warm-up), email_sent ${report.emailSent}`,
  );
  console.log(`  outbox        ${JSON.stringify(report.outbox)}`);
  console.log(`  SMTP sink     ${report.mailReceived} received, ${report.mailUnique} distinct`);
  console.log(`  lost ${report.lost}, duplicated ${report.duplicated}`);
  return report;
}

ensureBuild();
const reports = [];
const tmp = mkdtempSync(path.join(os.tmpdir(), "bench-leads-"));
try {
  reports.push(
    await run("embedded database (PGlite)", {
      before: async () => ({
        env: { DATA_DIR: tmp, DATABASE_URL: "" },
        counts: () => countsPglite(path.join(tmp, "pglite")),
      }),
      after: async () => {},
    }),
  );

  const name = `bench_leads_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  reports.push(
    await run("PostgreSQL", {
      before: async () => {
        await admin.connect();
        await admin.query(`create database "${name}"`);
        return {
          env: { DATA_DIR: path.join(tmp, "pg-data"), DATABASE_URL: url.toString() },
          counts: () => countsPostgres(url.toString()),
        };
      },
      after: async () => {
        await admin.query(`drop database if exists "${name}" with (force)`).catch(() => {});
        await admin.end();
      },
    }),
  );
} finally {
  rmSync(tmp, { recursive: true, force: true });
}

mkdirSync(path.join(root, "bench"), { recursive: true });
writeFileSync(
  path.join(root, "bench", "results-leads.json"),
  `${JSON.stringify({ date: new Date().toISOString(), reports }, null, 2)}\n`,
);
const failed = reports.some(
  (report) => report.lost > 0 || report.duplicated > 0 || report.stored !== report.accepted,
);
console.log(
  failed ? "\n✗ enquiries or messages were lost or duplicated" : "\n✓ 0 lost, 0 duplicated",
);
process.exit(failed ? 1 : 0);
