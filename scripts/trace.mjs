#!/usr/bin/env node
// `node scripts/trace.mjs [options] [URL …]`: where a page's main-thread time goes, against its
// floor (the same HTML without scripts, as `npm run bench` builds it) and against modified copies
// of the floor that each take one suspected cost away (experiments). Lighthouse 12, mobile preset,
// simulated throttling, the system Chromium; runs interleaved, medians reported.
//
// Per target: perf, FCP, LCP, TBT, CLS; Lighthouse's mainthread-work-breakdown by group (its
// figures are the observed durations × the simulated 4× CPU slowdown), bootup-time per script,
// long tasks, DOM size, transfer size; and from the run's own trace (observed, not multiplied):
// the renderer main thread's self time per event name, style recalculations (count, elements,
// ms), layouts, paints, HTML parsing, all of it split before / after LCP. Once per target (a
// Playwright page, 412 px wide): HTML bytes (raw, gzip), CSS bytes and rules (inline and linked),
// custom properties declared, elements, inline <svg> and their descendants, running animations,
// elements with backdrop-filter / filter / box-shadow.
//
// Variants of a route (served by a small proxy here with the page's own headers; every other
// request goes to the site):
//   floor     every <script> removed (scripts/lib/bench-figures.mjs stripScripts)
//   purged    floor, the inline CSS cut to the rules whose selector matches something in the page
//             (pseudo-classes and pseudo-elements stripped before matching; at-rules kept)
//   nobackdrop floor without any backdrop-filter declaration
//   noanim    floor without animation / animation-* declarations (the scroll-driven reveals too)
//   svgimg    floor with every inline <svg> served as an <img> of its own file
//   sprite    floor with every repeated inline <svg> icon as <use> of one <symbol>
//   proxied   the page itself (scripts and all), served by the proxy like the variants
//   consentfix proxied, the site module writing --consent-offset on the footer, not on <html>
//   noeffects floor without filter: blur(), box-shadow and backdrop-filter
//   all       purged + noanim + nobackdrop + svgimg
//
// Options: --runs N (3), --routes /a,/b (/), --variants floor,purged,… (floor; for every route),
// --experiments a,b and --experiments-route / (more variants, for that route only), --site URL (a
// running site; default: the production build started here like the bench), --out FILE
// (bench/trace-results.json). Extra URLs (another site's pages) are measured as they are.
import { mkdirSync, writeFileSync } from "node:fs";
import http from "node:http";
import { createHash } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { taskNameToGroup } from "lighthouse/core/lib/tracehouse/task-groups.js";
import { chromium } from "playwright-core";

import { cpuBlockingMs, floorHeaders, median, stripScripts } from "./lib/bench-figures.mjs";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./lib/chromium.mjs";
import { passThrough } from "./lib/pass-through.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  if (index === -1) return fallback;
  const [value] = args.splice(index, 2).slice(1);
  return value;
};
const runs = Number(option("--runs", "3"));
const routes = option("--routes", "/").split(",").filter(Boolean);
const variants = option("--variants", "floor").split(",").filter(Boolean);
const siteOption = option("--site", "");
const experiments = option("--experiments", "").split(",").filter(Boolean);
const experimentsRoute = option("--experiments-route", "/");
const out = path.resolve(root, option("--out", "bench/trace-results.json"));
const saveTraces = option("--save-traces", ""); // a folder: the first run's trace of each target
const extraUrls = args.filter((arg) => /^https?:\/\//.test(arg));
const CHROME = CHROMIUM_PATH;
const CHROME_FLAGS = CHROMIUM_ARGS;

// ---------------------------------------------------------------- HTML / CSS transformations

const STYLE_RE = /(<style\b[^>]*>)([\s\S]*?)(<\/style>)/gi;
const mapStyles = (html, fn) =>
  html.replace(STYLE_RE, (_, open, css, close) => open + fn(css) + close);
/** Removes declarations whose property matches `property` (a RegExp source) from CSS text. */
const dropDeclarations = (css, property) =>
  css.replace(new RegExp(`(^|[;{])\\s*(?:${property})\\s*:[^;{}]*(?=[;}])`, "g"), "$1");

const transforms = {
  floor: (html) => stripScripts(html),
  nobackdrop: (html) =>
    mapStyles(stripScripts(html), (css) =>
      dropDeclarations(css, "-webkit-backdrop-filter|backdrop-filter"),
    ),
  noanim: (html) =>
    mapStyles(stripScripts(html), (css) =>
      dropDeclarations(
        css,
        "animation|animation-[a-z-]+|view-timeline[a-z-]*|scroll-timeline[a-z-]*",
      ),
    ),
  noeffects: (html) =>
    mapStyles(stripScripts(html), (css) =>
      dropDeclarations(
        dropDeclarations(css, "-webkit-backdrop-filter|backdrop-filter|box-shadow"),
        "filter",
      ),
    ),
  svgimg: (html, ctx) => svgToImg(stripScripts(html), ctx),
  sprite: (html) => svgToSprite(stripScripts(html)),
  proxied: (html) => html,
  // The page with its scripts, the site module patched to write the banner's --consent-offset
  // on the footer that reads it instead of on <html> (docs/decisions/0024-main-thread-work.md).
  consentfix: (html, ctx) =>
    html.replace(
      /(<script\b[^>]*\bsrc=")\/_astro\/(site-behaviour[^"]+\.js)"/g,
      (_, open, file) => {
        ctx.patchedScripts.add(file);
        return `${open}/_astro/__fix__${file}"`;
      },
    ),
};

/** Inline <svg> icons that occur more than once become <use> of one <symbol> each. */
function svgToSprite(html) {
  const re = /<svg\b([^>]*)>((?:(?!<svg\b)[\s\S])*?)<\/svg>/g;
  const counts = new Map();
  for (const m of html.matchAll(re)) counts.set(m[2], (counts.get(m[2]) ?? 0) + 1);
  const symbols = new Map();
  const body = html.replace(re, (whole, attrs, inner) => {
    if (counts.get(inner) < 2) return whole;
    const viewBox = attrs.match(/\sviewBox="([^"]*)"/)?.[1];
    if (!symbols.has(inner)) symbols.set(inner, { id: `i${symbols.size}`, viewBox });
    return `<svg${attrs}><use href="#${symbols.get(inner).id}"></use></svg>`;
  });
  const sprite =
    `<svg aria-hidden="true" style="display:none">` +
    [...symbols.entries()]
      .map(
        ([inner, { id, viewBox }]) =>
          `<symbol id="${id}"${viewBox ? ` viewBox="${viewBox}"` : ""}>${inner}</symbol>`,
      )
      .join("") +
    `</svg>`;
  return body.replace(/<body\b[^>]*>/, (tag) => tag + sprite);
}

/** Every inline <svg> (outermost) becomes an <img> of its own file, keeping class and size. */
function svgToImg(html, ctx) {
  let out = "";
  let index = 0;
  for (;;) {
    const start = html.indexOf("<svg", index);
    if (start === -1) break;
    // The matching </svg>, counting nested <svg>.
    let depth = 0;
    let cursor = start;
    let end = -1;
    const re = /<svg\b|<\/svg>/g;
    re.lastIndex = start;
    for (let m; (m = re.exec(html));) {
      depth += m[0] === "</svg>" ? -1 : 1;
      if (depth === 0) {
        end = m.index + 6;
        break;
      }
      cursor = m.index;
    }
    if (end === -1 || cursor < start) break;
    const svg = html.slice(start, end);
    const tag = svg.slice(0, svg.indexOf(">") + 1);
    const attr = (name) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
    let file = svg;
    if (!/xmlns=/.test(tag)) file = file.replace("<svg", '<svg xmlns="http://www.w3.org/2000/svg"');
    const hash = createHash("sha1").update(file).digest("hex").slice(0, 12);
    ctx.svgFiles.set(`/__svg/${hash}.svg`, file);
    const viewBox = attr("viewBox")
      ?.split(/[\s,]+/)
      .map(Number);
    const width = attr("width") ?? viewBox?.[2];
    const height = attr("height") ?? viewBox?.[3];
    out +=
      html.slice(index, start) +
      `<img src="/__svg/${hash}.svg" alt=""${attr("class") ? ` class="${attr("class")}"` : ""}` +
      `${width ? ` width="${width}"` : ""}${height ? ` height="${height}"` : ""}` +
      `${attr("style") ? ` style="${attr("style")}"` : ""} decoding="async">`;
    index = end;
  }
  return out + html.slice(index);
}

/**
 * The inline CSS cut to what the page uses: a style rule stays when its selector (or the selector
 * without pseudo-classes / pseudo-elements) matches an element of the rendered floor; grouping
 * at-rules keep their used rules; @font-face, @keyframes, @property and the like stay.
 */
async function purgeCss(browser, url) {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  await page.goto(url, { waitUntil: "load" });
  const kept = await page.evaluate(() => {
    const matches = (selector) => {
      try {
        if (document.querySelector(selector)) return true;
      } catch {
        /* an unsupported selector: try it simplified */
      }
      const simple = selector.split(",").map(
        (part) =>
          part
            .replace(/::?[a-z-]+\([^()]*(\([^()]*\))?[^()]*\)/gi, (m) =>
              /^:(is|where|not|has)\(/i.test(m) ? m : "",
            )
            .replace(
              /::?(hover|focus|focus-within|focus-visible|active|visited|checked|disabled|enabled|placeholder-shown|invalid|valid|required|open|popover-open|target|empty|autofill|-webkit-[a-z-]+|-moz-[a-z-]+|before|after|placeholder|marker|selection|backdrop|file-selector-button|first-letter|first-line|details-content|picker\([^)]*\)|scroll-marker|scroll-button\([^)]*\))/gi,
              "",
            )
            .trim() || "*",
      );
      for (const part of simple) {
        try {
          if (document.querySelector(part)) return true;
        } catch {
          return true; // cannot tell: keep it
        }
      }
      return false;
    };
    const walk = (rules) => {
      const parts = [];
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule) {
          if (matches(rule.selectorText)) parts.push(rule.cssText);
        } else if (
          rule instanceof CSSMediaRule ||
          rule instanceof CSSSupportsRule ||
          rule instanceof CSSContainerRule
        ) {
          const inner = walk(rule.cssRules);
          if (inner) parts.push(`${rule.cssText.slice(0, rule.cssText.indexOf("{"))}{${inner}}`);
        } else if (typeof CSSLayerBlockRule !== "undefined" && rule instanceof CSSLayerBlockRule) {
          const inner = walk(rule.cssRules);
          parts.push(`@layer ${rule.name}{${inner}}`);
        } else parts.push(rule.cssText);
      }
      return parts.join("");
    };
    return [...document.querySelectorAll("style")].map((style) => walk(style.sheet.cssRules));
  });
  await page.close();
  return kept;
}

// ---------------------------------------------------------------- the variant server

async function startVariantServer(siteBase, routeList, baseVariants) {
  const pages = new Map();
  const ctx = { svgFiles: new Map(), patchedScripts: new Set() };
  const site = new URL(siteBase);
  const server = http.createServer((request, response) => {
    const { pathname } = new URL(request.url ?? "/", siteBase);
    const page = pages.get(pathname);
    const svg = ctx.svgFiles.get(pathname);
    const fixed = pathname.match(/^\/_astro\/__fix__(.+)$/)?.[1];
    if (fixed && ctx.patchedScripts.has(fixed)) {
      fetch(`${siteBase}/_astro/${fixed}`)
        .then((answer) => answer.text())
        .then((code) => {
          const patched = code.replace(
            /(\w+)\.style\.(setProperty|removeProperty)\(`--consent-offset`/g,
            (_, root, method) =>
              `(document.querySelector("[data-site-footer]")??${root}).style.${method}(\`--consent-offset\``,
          );
          if (patched === code) console.warn("consentfix: nothing patched");
          response.writeHead(200, {
            "content-type": "text/javascript",
            "cache-control": "no-store",
          });
          response.end(patched);
        });
      return;
    }
    if ((page || svg) && request.method === "GET") {
      const body = gzipSync(page ? page.html : svg, { level: 9 });
      response.writeHead(200, {
        ...(page ? page.headers : {}),
        "content-type": page ? "text/html; charset=utf-8" : "image/svg+xml",
        "content-encoding": "gzip",
        "content-length": body.length,
        "cache-control": page ? "no-store" : "public, max-age=31536000, immutable",
      });
      response.end(body);
      return;
    }
    passThrough(site, request, response);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS });
  const urls = [];
  for (const route of routeList) {
    const variantList =
      route === experimentsRoute ? [...baseVariants, ...experiments] : baseVariants;
    const answer = await fetch(siteBase + route);
    const html = await answer.text();
    const headers = floorHeaders(answer.headers);
    const add = (variant, body) => {
      const key = `/__v/${variant}${route === "/" ? "/" : route}`;
      pages.set(key, { html: body, headers });
      urls.push({ route, variant, url: base + key });
    };
    const needsPurge = variantList.some((v) => v === "purged" || v === "all");
    let purged;
    if (needsPurge) {
      add("floor-for-purge", stripScripts(html));
      const sheets = await purgeCss(
        browser,
        `${base}/__v/floor-for-purge${route === "/" ? "/" : route}`,
      );
      pages.delete(`/__v/floor-for-purge${route === "/" ? "/" : route}`);
      urls.pop();
      let i = 0;
      purged = stripScripts(html).replace(
        STYLE_RE,
        (_, open, _css, close) => open + (sheets[i++] ?? "") + close,
      );
    }
    for (const variant of variantList) {
      if (variant === "purged") add(variant, purged);
      else if (variant === "all") {
        let body = mapStyles(purged, (css) =>
          dropDeclarations(
            dropDeclarations(css, "-webkit-backdrop-filter|backdrop-filter"),
            "animation|animation-[a-z-]+|view-timeline[a-z-]*|scroll-timeline[a-z-]*",
          ),
        );
        body = svgToImg(body, ctx);
        add(variant, body);
      } else if (transforms[variant]) add(variant, transforms[variant](html, ctx));
      else throw new Error(`unknown variant ${variant}`);
    }
  }
  await browser.close();
  return { base, urls, close: () => server.close() };
}

// ---------------------------------------------------------------- static figures of a page

async function pageFigures(browser, url) {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  const response = await page.goto(url, { waitUntil: "load" });
  const html = await response.text();
  const figures = await page.evaluate(() => {
    let rules = 0;
    let cssBytes = 0;
    const customProps = new Set();
    const count = (list) => {
      for (const rule of list) {
        if (rule instanceof CSSStyleRule) {
          rules += 1;
          for (const name of rule.style) if (name.startsWith("--")) customProps.add(name);
        }
        if (rule.cssRules) count(rule.cssRules);
      }
    };
    for (const sheet of document.styleSheets) {
      try {
        count(sheet.cssRules);
        cssBytes += [...sheet.cssRules].reduce((sum, rule) => sum + rule.cssText.length, 0);
      } catch {
        /* cross-origin */
      }
    }
    const all = [...document.querySelectorAll("*")];
    const outerSvgs = [...document.querySelectorAll("svg")].filter(
      (svg) => !svg.parentElement?.closest("svg"),
    );
    let backdrop = 0;
    let filter = 0;
    let shadow = 0;
    let fixed = 0;
    for (const element of all) {
      const style = getComputedStyle(element);
      if (style.backdropFilter && style.backdropFilter !== "none") backdrop += 1;
      if (style.filter && style.filter !== "none") filter += 1;
      if (style.boxShadow && style.boxShadow !== "none") shadow += 1;
      if (style.position === "fixed" || style.position === "sticky") fixed += 1;
    }
    return {
      elements: all.length,
      cssRules: rules,
      cssTextBytes: cssBytes,
      inlineCssBytes: [...document.querySelectorAll("style")].reduce(
        (s, e) => s + e.textContent.length,
        0,
      ),
      customProperties: customProps.size,
      inlineSvgs: outerSvgs.length,
      svgElements: document.querySelectorAll("svg, svg *").length,
      inlineSvgBytes: outerSvgs.reduce((sum, svg) => sum + svg.outerHTML.length, 0),
      animations: document.getAnimations().length,
      backdropFilter: backdrop,
      filter,
      boxShadow: shadow,
      fixedOrSticky: fixed,
      inlineScriptBytes: [...document.querySelectorAll("script:not([src])")].reduce(
        (s, e) => s + e.textContent.length,
        0,
      ),
    };
  });
  await page.close();
  return {
    htmlBytes: Buffer.byteLength(html),
    htmlGzipBytes: gzipSync(html, { level: 9 }).length,
    ...figures,
  };
}

// ---------------------------------------------------------------- the trace of a run

function traceFigures(traceEvents, url, lcpTs) {
  // The renderer main thread: the one that parsed the document (not Lighthouse's about:blank).
  const parse = traceEvents.find(
    (e) => e.name === "ParseHTML" && e.ph === "X" && e.args?.beginData?.url === url,
  );
  if (!parse) return undefined;
  const events = traceEvents
    .filter(
      (e) =>
        e.pid === parse.pid && e.tid === parse.tid && e.ph === "X" && typeof e.dur === "number",
    )
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const navStart =
    traceEvents
      .filter((e) => e.name === "navigationStart" && e.pid === parse.pid && e.ts <= parse.ts)
      .reduce((last, e) => Math.max(last, e.ts), 0) || parse.ts;
  const lcp =
    lcpTs ??
    traceEvents
      .filter(
        (e) =>
          e.name === "largestContentfulPaint::Candidate" && e.pid === parse.pid && e.ts > navStart,
      )
      .reduce((max, e) => Math.max(max, e.ts), 0);
  // Self time per event name (a child's time is its own, not its parent's), wall and CPU (tdur:
  // thread time; on a busy machine the wall time also holds the time the thread waited for a
  // core). Per Lighthouse group as its mainthread-work-breakdown does it: an event without a
  // group of its own counts in its parent's; a top-level task's own time is "other".
  const self = new Map();
  const groupCpu = {};
  const stack = [];
  const add = (event, amount, cpu) => {
    const entry = self.get(event.name) ?? { before: 0, after: 0, cpu: 0, count: 0 };
    entry[event.ts < lcp ? "before" : "after"] += amount;
    entry.cpu += cpu;
    self.set(event.name, entry);
    const group = event.group;
    groupCpu[group] ??= { beforeLcp: 0, afterLcp: 0 };
    groupCpu[group][event.ts < lcp ? "beforeLcp" : "afterLcp"] += cpu / 1000;
  };
  const tdur = (e) => e.tdur ?? e.dur;
  for (const event of events) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= event.ts) stack.pop();
    const parent = stack.at(-1);
    event.group = taskNameToGroup[event.name]?.id ?? parent?.group ?? "other";
    if (parent)
      add(
        parent,
        -Math.min(event.dur, parent.ts + parent.dur - event.ts),
        -Math.min(tdur(event), tdur(parent)),
      );
    add(event, event.dur, tdur(event));
    self.get(event.name).count += 1;
    stack.push(event);
  }
  const cpuTbtMs = cpuBlockingMs(traceEvents, url);
  const sum = (name, field = "dur") =>
    events
      .filter((e) => e.name === name)
      .reduce((s, e) => s + (field === "dur" ? e.dur : tdur(e)), 0) / 1000;
  const styles = events.filter((e) => e.name === "UpdateLayoutTree");
  const elementCount = (e) =>
    e.args?.elementCount ?? e.args?.data?.elementCount ?? e.args?.endData?.elementCount ?? 0;
  const tasks = events.filter((e) => e.name === "RunTask" && e.dur >= 50_000);
  return {
    lcpMs: (lcp - navStart) / 1000,
    cpuTbtMs,
    groupCpuMs: groupCpu,
    selfMs: Object.fromEntries(
      [...self.entries()]
        .map(([name, v]) => [
          name,
          {
            beforeLcp: v.before / 1000,
            afterLcp: v.after / 1000,
            cpu: v.cpu / 1000,
            count: v.count,
          },
        ])
        .filter(([, v]) => v.beforeLcp + v.afterLcp >= 1)
        .sort((a, b) => b[1].beforeLcp + b[1].afterLcp - (a[1].beforeLcp + a[1].afterLcp)),
    ),
    style: {
      count: styles.length,
      ms: sum("UpdateLayoutTree"),
      // Thread (CPU) time: wall time minus the time the thread was descheduled (a busy machine).
      cpuMs: styles.reduce((s, e) => s + (e.tdur ?? e.dur), 0) / 1000,
      elements: styles.reduce((s, e) => s + elementCount(e), 0),
      largest: styles.reduce(
        (m, e) =>
          e.dur / 1000 > m.ms
            ? {
                ms: e.dur / 1000,
                cpuMs: (e.tdur ?? e.dur) / 1000,
                elements: elementCount(e),
                atMs: (e.ts - navStart) / 1000,
              }
            : m,
        { ms: 0 },
      ),
    },
    layout: {
      count: events.filter((e) => e.name === "Layout").length,
      ms: sum("Layout"),
      cpuMs: sum("Layout", "cpu"),
    },
    paint: {
      count: events.filter((e) => e.name === "Paint").length,
      ms: sum("Paint"),
      cpuMs: sum("Paint", "cpu"),
    },
    parseHtmlCpu: sum("ParseHTML", "cpu"),
    prePaint: sum("PrePaint"),
    layerize: sum("Layerize"),
    parseHtml: sum("ParseHTML"),
    parseCss: sum("ParseAuthorStyleSheet"),
    scriptEval: sum("EvaluateScript") + sum("v8.evaluateModule"),
    longTasks: tasks.map((t) => ({
      atMs: Math.round((t.ts - navStart) / 1000),
      ms: Math.round(t.dur / 1000),
      cpuMs: Math.round((t.tdur ?? t.dur) / 1000),
    })),
    // All main-thread task time, wall and CPU: a large gap means the thread waited for a core.
    taskMs: events.filter((e) => e.name === "RunTask").reduce((s, e) => s + e.dur, 0) / 1000,
    taskCpuMs:
      events.filter((e) => e.name === "RunTask").reduce((s, e) => s + (e.tdur ?? e.dur), 0) / 1000,
  };
}

function summarise(result) {
  const { lhr, artifacts } = result;
  const audit = (id) => lhr.audits[id];
  const metric = (id) => audit(id)?.numericValue ?? NaN;
  const groups = Object.fromEntries(
    (audit("mainthread-work-breakdown")?.details?.items ?? []).map((item) => [
      item.group,
      item.duration,
    ]),
  );
  const trace = artifacts?.Trace?.traceEvents ?? artifacts?.traces?.defaultPass?.traceEvents;
  return {
    performance: Math.round((lhr.categories.performance.score ?? NaN) * 100),
    fcpMs: metric("first-contentful-paint"),
    lcpMs: metric("largest-contentful-paint"),
    tbtMs: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    mainThreadMs: metric("mainthread-work-breakdown"),
    groups,
    bootup: (audit("bootup-time")?.details?.items ?? []).map((i) => ({
      url: i.url,
      total: i.total,
      scripting: i.scripting,
      parse: i.scriptParseCompile,
    })),
    longTasks: (audit("long-tasks")?.details?.items ?? []).map((i) => ({
      url: i.url,
      startTime: Math.round(i.startTime),
      duration: Math.round(i.duration),
    })),
    domSize: metric("dom-size"),
    totalBytes: metric("total-byte-weight"),
    layoutShifts: audit("layout-shifts")?.details?.items?.length ?? 0,
    lcpElement: audit("largest-contentful-paint-element")?.details?.items?.[0]?.items?.[0]?.node
      ?.snippet,
    trace: trace ? traceFigures(trace, lhr.finalDisplayedUrl) : undefined,
  };
}

// Medians of every numeric leaf (arrays: those of the first run).
function medianOf(samples) {
  const first = samples[0];
  if (typeof first === "number") return median(samples);
  if (Array.isArray(first) || first === null || typeof first !== "object") return first;
  const keys = new Set(samples.flatMap((s) => (s && typeof s === "object" ? Object.keys(s) : [])));
  return Object.fromEntries(
    [...keys].map((k) => [
      k,
      medianOf(samples.map((s) => s?.[k] ?? (typeof first[k] === "number" ? 0 : undefined))),
    ]),
  );
}

// ---------------------------------------------------------------- main

let app;
let siteBase = siteOption.replace(/\/$/, "");
if (!siteBase) {
  const { ensureBuild } = await import("./ensure-build.mjs");
  const { startAppServer } = await import("./lib/app-server.mjs");
  ensureBuild();
  app = await startAppServer({
    SKIP_BUILD: "1",
    DATABASE_URL: process.env.DATABASE_URL ?? "memory://",
  });
  siteBase = app.base;
}
const variantServer = await startVariantServer(siteBase, routes, variants);
const targets = [
  ...routes.flatMap((route) => [
    { key: route, kind: "page", url: siteBase + route },
    ...variantServer.urls
      .filter((u) => u.route === route)
      .map((u) => ({ key: route, kind: u.variant, url: u.url })),
  ]),
  ...extraUrls.map((url) => ({ key: url, kind: "extra", url })),
];
console.log(`${targets.length} targets × ${runs} interleaved runs`);

const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS });
for (const target of targets) target.figures = await pageFigures(browser, target.url);
await browser.close();

const chrome = await chromeLauncher.launch({
  chromePath: CHROME,
  chromeFlags: ["--headless=new", ...CHROME_FLAGS],
});
const samples = new Map(targets.map((t) => [t, []]));
try {
  for (let run = 1; run <= runs; run += 1) {
    const started = Date.now();
    for (const target of targets) {
      const result = await lighthouse(target.url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance"],
        disableFullPageScreenshot: true,
      });
      const summary = summarise(result);
      if (saveTraces && run === 1) {
        mkdirSync(saveTraces, { recursive: true });
        const name = `${target.kind}${target.key.replace(/[^a-z0-9]+/gi, "_")}`.slice(0, 80);
        writeFileSync(
          path.join(saveTraces, `${name}.json.gz`),
          gzipSync(JSON.stringify(result.artifacts.Trace)),
        );
      }
      samples.get(target).push(summary);
      console.log(
        `  ${run}/${runs} ${`${target.key} ${target.kind}`.padEnd(60).slice(0, 60)} perf ${summary.performance} ` +
          `TBT ${Math.round(summary.tbtMs)} LCP ${Math.round(summary.lcpMs)} FCP ${Math.round(summary.fcpMs)}`,
      );
    }
    console.log(`run ${run}/${runs} (${Math.round((Date.now() - started) / 1000)} s)`);
  }
} finally {
  await chrome.kill();
  variantServer.close();
  await app?.stop();
}

const results = targets.map((target) => ({
  key: target.key,
  kind: target.kind,
  url: target.url,
  figures: target.figures,
  runs: samples.get(target).length,
  median: medianOf(samples.get(target)),
  samples: samples
    .get(target)
    .map((s) => ({ performance: s.performance, tbtMs: s.tbtMs, lcpMs: s.lcpMs, fcpMs: s.fcpMs })),
}));
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(
  out,
  `${JSON.stringify({ measuredAt: new Date().toISOString(), runs, results }, null, 2)}\n`,
);

const r = Math.round;
console.log("\nMedians:");
for (const { key, kind, median: m, figures: f } of results) {
  const g = m.groups ?? {};
  console.log(
    `${`${key} ${kind}`.padEnd(58).slice(0, 58)} perf ${m.performance} TBT ${r(m.tbtMs)} LCP ${r(m.lcpMs)} FCP ${r(m.fcpMs)} ` +
      `| main ${r(m.mainThreadMs)} (style/layout ${r(g.styleLayout ?? 0)}, paint ${r(g.paintCompositeRender ?? 0)}, ` +
      `parseHTML ${r(g.parseHTML ?? 0)}, script ${r((g.scriptEvaluation ?? 0) + (g.scriptParseCompile ?? 0))}, other ${r(g.other ?? 0)}) ` +
      `| HTML ${r(f.htmlBytes / 1024)} KB, CSS ${r(f.cssTextBytes / 1024)} KB/${f.cssRules} rules, ${f.elements} el, ${f.inlineSvgs} svg`,
  );
}
console.log(`Written to ${path.relative(root, out)}`);
