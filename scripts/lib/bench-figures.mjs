// The arithmetic of `npm run bench` (scripts/bench.mjs), apart from Lighthouse so that it can be
// unit-tested: the targets, the floor's HTML, medians.

/** Issue 12's targets for every content route (Lighthouse mobile medians). */
export const TARGETS = { performance: 99, lcpMs: 1200, tbtMs: 50, cls: 0.01, jsKb: 60 };

/**
 * What the head's one inline script (src/lib/theme-script.mjs) sets before the first paint of
 * a first visit as Lighthouse makes it (no saved theme, a light system setting, no consent yet):
 * the floor carries it as attributes, so it paints what the page paints (the open consent banner
 * above all, which is part of the page's first paint, not of its scripts' work).
 */
const FIRST_VISIT_ROOT_ATTRIBUTES = ' data-theme="light" data-consent="open"';

/** The page without JavaScript: every <script> element, and the links that fetch one ahead. */
export function stripScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, "")
    .replace(/<link\b[^>]*\brel=["']?modulepreload\b[^>]*>/gi, "")
    .replace(/<link\b[^>]*\bas=["']?script\b[^>]*>/gi, "")
    .replace(/<html\b/i, `<html${FIRST_VISIT_ROOT_ATTRIBUTES}`);
}

/** Headers that describe the bytes or the connection, not the page: the floor sets its own. */
const TRANSPORT_HEADERS = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "date",
  "etag",
  "last-modified",
  "cache-control",
  "vary",
]);

/**
 * The page's own response headers for its floor (its security headers above all): a floor must
 * differ from the page only by its scripts. A header alone once cost 200-600 ms of blocking time
 * (docs/decisions/0021-first-paint-without-main-thread-work.md).
 */
export function floorHeaders(headers) {
  const kept = {};
  for (const [name, value] of headers) {
    if (!TRANSPORT_HEADERS.has(name.toLowerCase())) kept[name.toLowerCase()] = value;
  }
  return kept;
}

/** The median of the finite values: a run where Lighthouse could not compute a metric (NaN) does not count. */
export function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Which targets a route's medians meet; a metric Lighthouse could not measure meets none. */
export function checkTargets(r) {
  return {
    performance: r.performance >= TARGETS.performance,
    lcp: r.lcpMs <= TARGETS.lcpMs,
    tbt: r.tbtMs <= TARGETS.tbtMs,
    cls: r.cls <= TARGETS.cls,
    js: r.jsKb <= TARGETS.jsKb,
  };
}

/**
 * How far a page is above its floor (the same HTML without scripts, measured in the same runs):
 * what the site's scripts cost. Allowed: 1 point, 50 ms of TBT, 1.1× the floor's LCP.
 */
export const FLOOR_GAP_LIMITS = { points: 1, tbtMs: 50, lcpRatio: 1.1 };

export function floorGap(page, floor) {
  const gap = {
    points: floor.performance - page.performance,
    tbtMs: page.tbtMs - floor.tbtMs,
    lcpRatio: page.lcpMs / floor.lcpMs,
  };
  const off = [];
  if (!(gap.points <= FLOOR_GAP_LIMITS.points)) off.push("points");
  if (!(gap.tbtMs <= FLOOR_GAP_LIMITS.tbtMs)) off.push("tbt");
  if (!(gap.lcpRatio <= FLOOR_GAP_LIMITS.lcpRatio)) off.push("lcp");
  return { ...gap, off };
}

/**
 * The requests other than documents that had finished when the page's largest paint was observed
 * (in Lighthouse's unthrottled load). Lighthouse's simulated LCP replays exactly those: each one in
 * the list can add a round trip, and a fetch that finished a few milliseconds after the paint adds
 * nothing. So the simulated LCP of the same HTML moves in steps from run to run, with the race
 * between its first paint and the fonts, images, web manifest and icons the browser fetches around
 * the load event; the bench prints this count beside an LCP gap so that a race can be told from a
 * cost (docs/decisions/0024-main-thread-work.md). Empty when the run has no observed LCP.
 */
export function requestsBeforeLcp(lhr) {
  const observedLcp = lhr.audits?.metrics?.details?.items?.[0]?.observedLargestContentfulPaint;
  if (!Number.isFinite(observedLcp)) return [];
  return (lhr.audits["network-requests"]?.details?.items ?? [])
    .filter(
      (request) => request.resourceType !== "Document" && request.networkEndTime <= observedLcp,
    )
    .map((request) => request.url);
}

/**
 * Blocking time from CPU time, from a Lighthouse run's trace: every top-level task of the page's
 * renderer main thread (the thread that parsed `url`) from the first contentful paint on, its
 * thread time × the 4× slowdown Lighthouse simulates, over 50 ms. Unlike Lighthouse's TBT (wall
 * time × 4) it does not count the time the thread waited for a core, which on a loaded machine is
 * most of it (docs/decisions/0024-main-thread-work.md). NaN when the trace has no such thread.
 */
export function cpuBlockingMs(traceEvents, url) {
  const parse = traceEvents.find(
    (e) => e.name === "ParseHTML" && e.ph === "X" && e.args?.beginData?.url === url,
  );
  if (!parse) return NaN;
  const fcp = traceEvents.find(
    (e) => e.name === "firstContentfulPaint" && e.pid === parse.pid && e.ts >= parse.ts - 1e6,
  );
  const from = fcp?.ts ?? parse.ts;
  return traceEvents
    .filter(
      (e) =>
        e.name === "RunTask" &&
        e.ph === "X" &&
        e.pid === parse.pid &&
        e.tid === parse.tid &&
        e.ts >= from,
    )
    .reduce((sum, e) => sum + Math.max(0, (4 * (e.tdur ?? e.dur)) / 1000 - 50), 0);
}
