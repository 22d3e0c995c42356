#!/usr/bin/env node
// `npm run bench [-- options] [URL …]`: Lighthouse 12 (mobile preset, simulated throttling, the
// system Chromium) on the production build, served on loopback (built first when needed).
//
// Every route of the site's sitemap.xml (or --routes /a,/b) is measured twice per run: as served,
// and as its FLOOR, the same HTML with every <script> (and script preload) removed (what the head
// script sets for the first paint, the theme and the open consent banner, kept), served by a
// small server in this process that passes every other request to the site; the page goes
// through an identical hop, so that the two differ by their scripts alone. The floor is what
// the page would score with no JavaScript at all, measured on the same machine in the same run.
// Runs are interleaved (run 1 of every page, then run 2 …) so that noise on the machine spreads
// over all of them, and the medians are reported. Extra URLs (a competitor's page) are measured
// in the same rounds, without a floor.
//
// Per route: performance score, LCP, TBT (and beside it the same from CPU time, which leaves out
// waits for a core: lib/bench-figures.mjs cpuBlockingMs), CLS, FCP, the requests finished before
// the observed LCP (what the simulated LCP replays: requestsBeforeLcp), and JavaScript before first interaction: the
// gzipped bytes of every script resource the page loaded while Lighthouse watched it (it never
// clicks, types or scrolls; islands hydrated on idle or when already in view count, those loaded
// on interaction or further down do not). Inline scripts are part of the HTML's bytes.
// Each content route is held to the targets of issue 12 (printed ✓/✗).
//
// Options: --runs N (default 5), --routes /a,/b, --no-floor, --strict (exit 1 when a route misses
// a target), --baseline DIR (another build, e.g. the one before a change, served from DIR by a
// second server and measured in the same interleaved rounds: a before/after on a noisy machine). BENCH_PORT (default: a free port) serves the site. Writes bench/results.json.
import { mkdirSync, writeFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

import { ensureBuild } from "./ensure-build.mjs";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./lib/chromium.mjs";
import { passThrough } from "./lib/pass-through.mjs";
import { startAppServer } from "./lib/app-server.mjs";
import {
  cpuBlockingMs,
  FLOOR_GAP_LIMITS,
  TARGETS,
  checkTargets,
  floorGap,
  floorHeaders,
  median,
  requestsBeforeLcp,
  stripScripts,
} from "./lib/bench-figures.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  if (index === -1) return fallback;
  const [value] = args.splice(index, 2).slice(1);
  return value;
};
const flag = (name) => {
  const index = args.indexOf(name);
  if (index !== -1) args.splice(index, 1);
  return index !== -1;
};
const runs = Number(option("--runs", "5"));
const routesOption = option("--routes", "");
const withFloor = !flag("--no-floor");
const strict = flag("--strict");
const baselineDir = option("--baseline", "");
const extraUrls = args.filter((arg) => /^https?:\/\//.test(arg));

const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS];

/**
 * A small server in this process in front of the site. With `pages` (route → HTML) it answers
 * those routes itself, from memory, with the page's own headers (the floor); everything else, and
 * every request when `pages` is absent (the page as served), is passed to the site. Page and floor
 * both go through one such hop, so their fonts, images and the browser's own requests (web
 * manifest, icons) come back equally fast: a floor whose requests took the extra hop alone finished
 * them later, after its first paint more often, and Lighthouse's simulated LCP leaves out what
 * finished after the paint (docs/decisions/0024-main-thread-work.md).
 */
async function startMirror(siteBase, pages) {
  const site = new URL(siteBase);
  const server = http.createServer((request, response) => {
    const { pathname } = new URL(request.url ?? "/", siteBase);
    const page = pages?.get(pathname);
    if (page && request.method === "GET") {
      // Compressed like the site's own answer (Lighthouse's Chrome always accepts gzip).
      response.writeHead(200, {
        ...page.headers,
        "content-type": "text/html; charset=utf-8",
        "content-encoding": "gzip",
        "content-length": page.body.length,
        "cache-control": "no-store",
      });
      response.end(page.body);
      return;
    }
    passThrough(site, request, response);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { base: `http://127.0.0.1:${server.address().port}`, close: () => server.close() };
}

/** The floor: the site's routes without their scripts, with the page's own headers. */
async function startFloorServer(siteBase, routes) {
  const pages = new Map();
  for (const route of routes) {
    const answer = await fetch(siteBase + route);
    const html = await answer.text();
    pages.set(route, {
      body: gzipSync(stripScripts(html), { level: 9 }),
      headers: floorHeaders(answer.headers),
    });
  }
  return startMirror(siteBase, pages);
}

async function sitemapRoutes(base) {
  const response = await fetch(`${base}/sitemap.xml`);
  if (!response.ok) {
    throw new Error(`${base}/sitemap.xml answered ${response.status}: name routes with --routes`);
  }
  const xml = await response.text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  return [...new Set(paths)];
}

// Gzipped size of each script the site serves, measured once (the same bytes in every run).
const gzippedSizes = new Map();
async function gzippedSize(url, localOrigins, fallback) {
  if (!localOrigins.has(new URL(url).origin)) return fallback;
  if (!gzippedSizes.has(url)) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    gzippedSizes.set(url, gzipSync(body, { level: 9 }).length);
  }
  return gzippedSizes.get(url);
}

async function summarise({ lhr, artifacts }, url, localOrigins) {
  // A run Lighthouse could not finish (no paint within its limits, a page error) has no score:
  // NaN, which the medians leave out, not 0.
  if (lhr.runtimeError) console.warn(`\n  ! ${lhr.finalDisplayedUrl}: ${lhr.runtimeError.code}`);
  const score = (id) => {
    if (!lhr.categories[id]) return undefined;
    const value = lhr.categories[id].score;
    return typeof value === "number" ? Math.round(value * 100) : NaN;
  };
  const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const scripts = [];
  for (const item of requests.filter((request) => request.resourceType === "Script")) {
    scripts.push({
      url: item.url,
      gzipBytes: await gzippedSize(item.url, localOrigins, item.transferSize ?? 0),
    });
  }
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: metric("first-contentful-paint"),
    lcpMs: metric("largest-contentful-paint"),
    tbtMs: metric("total-blocking-time"),
    cpuTbtMs: cpuBlockingMs(artifacts?.Trace?.traceEvents ?? [], url),
    cls: metric("cumulative-layout-shift"),
    requestsBeforeLcp: requestsBeforeLcp(lhr).length,
    jsKb: scripts.reduce((sum, script) => sum + script.gzipBytes, 0) / 1024,
    scriptFiles: scripts.length,
    scripts,
    lcpElement:
      lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node
        ?.snippet,
  };
}

function medians(samples) {
  const numeric = Object.keys(samples[0]).filter((field) =>
    samples.some((sample) => typeof sample[field] === "number"),
  );
  return {
    ...Object.fromEntries(numeric.map((field) => [field, median(samples.map((s) => s[field]))])),
    lcpElement: samples[0].lcpElement,
    // The scripts of the first run, largest first: what to look at when JS is over budget.
    scripts: [...samples[0].scripts].sort((a, b) => b.gzipBytes - a.gzipBytes),
    runs: samples.length,
  };
}

const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : "n/a");
const line = (label, r) =>
  `${label.padEnd(40)} perf ${String(r.performance).padStart(3)}  LCP ${ms(r.lcpMs).padStart(7)}  ` +
  `TBT ${ms(r.tbtMs).padStart(6)} (CPU ${ms(r.cpuTbtMs).padStart(6)})  CLS ${r.cls.toFixed(3)}  JS ${r.jsKb.toFixed(1).padStart(5)} KB  ` +
  `FCP ${ms(r.fcpMs)}  (${r.scriptFiles} script files)`;

ensureBuild();
const port = Number(process.env.BENCH_PORT) || undefined;
const app = await startAppServer(
  // Built (or checked) above: a source edited during the run must not rebuild.
  { SKIP_BUILD: "1", DATABASE_URL: process.env.DATABASE_URL ?? "memory://" },
  { port },
);
// The build to compare with, served the same way (its own server, through an identical hop).
const baselineApp = baselineDir
  ? await startAppServer({
      SKIP_BUILD: "1",
      DIST_DIR: path.resolve(root, baselineDir),
      DATABASE_URL: process.env.DATABASE_URL ?? "memory://",
    })
  : undefined;
let chrome;
let floor;
let baseline;
let served;
let exitCode = 0;
let lighthouseVersion = "";
try {
  const routes = routesOption
    ? routesOption.split(",").filter(Boolean)
    : await sitemapRoutes(app.base);
  const measured = [];
  for (const route of routes) {
    const response = await fetch(app.base + route, { redirect: "manual" });
    await response.arrayBuffer();
    if (response.status === 200) measured.push(route);
    else console.warn(`skipping ${route}: HTTP ${response.status}`);
  }
  if (withFloor) {
    floor = await startFloorServer(app.base, measured);
    served = await startMirror(app.base);
  }
  const pageBase = served?.base ?? app.base;
  if (baselineApp) baseline = await startMirror(baselineApp.base);
  const localOrigins = new Set(
    [app.base, pageBase, floor?.base, baselineApp?.base, baseline?.base].filter(Boolean),
  );

  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  const targets = [
    ...measured.flatMap((route) => [
      { key: route, kind: "page", url: pageBase + route },
      ...(floor ? [{ key: route, kind: "floor", url: floor.base + route }] : []),
      ...(baseline ? [{ key: route, kind: "baseline", url: baseline.base + route }] : []),
    ]),
    ...extraUrls.map((url) => ({ key: url, kind: "extra", url })),
  ];
  console.log(
    `Lighthouse mobile: ${measured.length} routes${floor ? " and their floors" : ""}` +
      `${baseline ? ` and the build in ${baselineDir}` : ""}` +
      `${extraUrls.length ? ` and ${extraUrls.length} other URLs` : ""}, ${runs} interleaved runs`,
  );
  const samples = new Map(targets.map((target) => [target, []]));
  for (let run = 1; run <= runs; run += 1) {
    const started = Date.now();
    for (const [index, target] of targets.entries()) {
      // Progress on a terminal: a run over every route takes minutes.
      if (process.stdout.isTTY) {
        const label = `${target.key}${target.kind === "page" ? "" : ` (${target.kind})`}`;
        process.stdout.write(
          `\r  run ${run}/${runs}: ${index + 1}/${targets.length} ${label}`.padEnd(100),
        );
      }
      const result = await lighthouse(target.url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        // The floor is there for performance only; the full-page screenshot would resize the
        // viewport and wake islands that wait until they are visible.
        onlyCategories:
          target.kind === "floor" || target.kind === "baseline"
            ? ["performance"]
            : ["performance", "accessibility", "best-practices", "seo"],
        disableFullPageScreenshot: true,
      });
      lighthouseVersion = result.lhr.lighthouseVersion;
      samples.get(target).push(await summarise(result, target.url, localOrigins));
    }
    if (process.stdout.isTTY) process.stdout.write("\r".padEnd(101) + "\r");
    console.log(`  run ${run}/${runs} (${Math.round((Date.now() - started) / 1000)} s)`);
  }

  const results = {};
  const extra = {};
  for (const [target, list] of samples) {
    const summary = medians(list);
    if (target.kind === "extra") extra[target.key] = summary;
    else (results[target.key] ??= {})[target.kind] = summary;
  }

  console.log(
    `\nMedians of ${runs} runs. Targets: perf ≥ ${TARGETS.performance}, LCP ≤ ${TARGETS.lcpMs} ms, ` +
      `TBT ≤ ${TARGETS.tbtMs} ms, CLS ≤ ${TARGETS.cls}, JS before interaction ≤ ${TARGETS.jsKb} KB (gzip)\n`,
  );
  let passed = 0;
  let offFloor = 0;
  for (const [route, result] of Object.entries(results)) {
    const checks = checkTargets(result.page);
    result.targetsMet = checks;
    const failed = Object.entries(checks)
      .filter(([, ok]) => !ok)
      .map(([name]) => name);
    if (failed.length === 0) passed += 1;
    console.log(line(route, result.page));
    if (result.baseline) console.log(line(`  baseline (${baselineDir})`, result.baseline));
    if (result.floor) {
      console.log(line("  floor (no scripts)", result.floor));
      const gap = floorGap(result.page, result.floor);
      result.floorGap = gap;
      if (gap.off.length) offFloor += 1;
      console.log(
        `  gap to floor: ${gap.points >= 0 ? "-" : "+"}${Math.abs(gap.points)} points, ` +
          `TBT ${gap.tbtMs >= 0 ? "+" : ""}${Math.round(gap.tbtMs)} ms, LCP ×${gap.lcpRatio.toFixed(2)}` +
          ` (requests done before the observed LCP: ${result.page.requestsBeforeLcp} vs ${result.floor.requestsBeforeLcp})` +
          (gap.off.length ? `  ✗ off its floor: ${gap.off.join(", ")}` : "  ✓ within its floor"),
      );
    }
    console.log(failed.length ? `  ✗ misses: ${failed.join(", ")}` : "  ✓ every target met");
  }
  for (const [url, result] of Object.entries(extra)) console.log(line(url, result));
  const total = Object.keys(results).length;
  console.log(`\n${passed} of ${total} routes meet every target.`);
  if (withFloor) {
    console.log(
      `${total - offFloor} of ${total} routes within ${FLOOR_GAP_LIMITS.points} point, ` +
        `${FLOOR_GAP_LIMITS.tbtMs} ms of TBT and ${FLOOR_GAP_LIMITS.lcpRatio}× LCP of their floor.`,
    );
  }
  if (strict && passed < total) exitCode = 1;

  mkdirSync(path.join(root, "bench"), { recursive: true });
  writeFileSync(
    path.join(root, "bench", "results.json"),
    `${JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        runs,
        lighthouse: `${lighthouseVersion}, mobile preset, simulated throttling`,
        chromium: CHROMIUM_PATH,
        targets: TARGETS,
        routesMeetingEveryTarget: `${passed}/${total}`,
        floorGapLimits: FLOOR_GAP_LIMITS,
        routesWithinFloor: withFloor ? `${total - offFloor}/${total}` : null,
        results,
        extra,
      },
      null,
      2,
    )}\n`,
  );
  console.log("Written to bench/results.json");
} catch (error) {
  console.error(`bench: ${error.message}`);
  exitCode = 1;
} finally {
  await chrome?.kill();
  floor?.close();
  served?.close();
  baseline?.close();
  await app.stop();
  await baselineApp?.stop();
}
process.exit(exitCode);
