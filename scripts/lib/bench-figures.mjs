// The arithmetic of `npm run bench` (scripts/bench.mjs), apart from Lighthouse so that it can be
// unit-tested: the targets, the floor's HTML, medians.

/** Issue 12's targets for every content route (Lighthouse mobile medians). */
export const TARGETS = { performance: 99, lcpMs: 1200, tbtMs: 50, cls: 0.01, jsKb: 60 };

/** The page without JavaScript: every <script> element, and the links that fetch one ahead. */
export function stripScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, "")
    .replace(/<link\b[^>]*\brel=["']?modulepreload\b[^>]*>/gi, "")
    .replace(/<link\b[^>]*\bas=["']?script\b[^>]*>/gi, "");
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
