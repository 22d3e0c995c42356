#!/usr/bin/env node
// `npm run bench [-- URL …]`: build if needed, serve the production build on loopback, run
// Lighthouse (mobile preset, default simulated throttling, the system Chromium) three times per
// route (every route in sitemap.xml unless --routes names some) and print the medians. Extra URLs (a competitor's page, say) are measured in the same run.
// Writes bench/results.json. Options: --runs N, --routes /a,/b
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  if (index === -1) return fallback;
  const [value] = args.splice(index, 2).slice(1);
  return value;
};
const runs = Number(option("--runs", "3"));
// Without --routes: every indexable route, read from the site's own sitemap.xml.
const routesOption = option("--routes", "");
const extraUrls = args.filter((arg) => /^https?:\/\//.test(arg));
const port = Number(process.env.BENCH_PORT ?? 3300);
const base = `http://127.0.0.1:${port}`;

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

async function sitemapRoutes() {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  return [...new Set(paths)];
}

// A run in which Lighthouse could not compute a metric (NaN) does not count for that metric.
const median = (values) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function summarise(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const scriptBytes = requests
    .filter((item) => item.resourceType === "Script")
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: metric("first-contentful-paint"),
    lcpMs: metric("largest-contentful-paint"),
    tbtMs: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    jsKb: scriptBytes / 1024,
    lcpElement:
      lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node
        ?.snippet,
  };
}

const server = spawn(process.execPath, [path.join(root, "scripts", "start.mjs")], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOSTNAME: "127.0.0.1",
    DATABASE_URL: process.env.DATABASE_URL ?? "memory://",
  },
  stdio: ["ignore", "inherit", "inherit"],
});
const stopServer = () => server.exitCode === null && server.kill("SIGTERM");
process.on("exit", stopServer);

let chrome;
try {
  await waitFor(`${base}/robots.txt`, 300_000);
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
  });

  const routes = routesOption ? routesOption.split(",").filter(Boolean) : await sitemapRoutes();
  const targets = [];
  for (const route of routes) {
    const response = await fetch(base + route, { redirect: "manual" });
    if (response.status === 200) targets.push(base + route);
    else console.warn(`skipping ${route}: HTTP ${response.status}`);
  }
  targets.push(...extraUrls);

  const results = {};
  for (const url of targets) {
    const samples = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      samples.push(summarise(result.lhr));
    }
    const key = url.startsWith(base) ? url.slice(base.length) || "/" : url;
    const numeric = Object.keys(samples[0]).filter(
      (field) => typeof samples[0][field] === "number",
    );
    results[key] = {
      ...Object.fromEntries(numeric.map((field) => [field, median(samples.map((s) => s[field]))])),
      lcpElement: samples[0].lcpElement,
      runs: samples.length,
    };
    const r = results[key];
    console.log(
      `${key.padEnd(28)} perf ${r.performance}  a11y ${r.accessibility}  bp ${r.bestPractices}  seo ${r.seo}  ` +
        `FCP ${Math.round(r.fcpMs)} ms  LCP ${Math.round(r.lcpMs)} ms  TBT ${Math.round(r.tbtMs)} ms  ` +
        `CLS ${r.cls.toFixed(3)}  JS ${r.jsKb.toFixed(1)} KB`,
    );
  }

  mkdirSync(path.join(root, "bench"), { recursive: true });
  writeFileSync(
    path.join(root, "bench", "results.json"),
    JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        runs,
        lighthouse: "mobile, simulated throttling",
        results,
      },
      null,
      2,
    ),
  );
  console.log("\nMedians written to bench/results.json");
} finally {
  await chrome?.kill();
  stopServer();
}
