import { describe, expect, it } from "vitest";

import {
  checkTargets,
  cpuBlockingMs,
  floorGap,
  floorHeaders,
  median,
  requestsBeforeLcp,
  stripScripts,
} from "./bench-figures.mjs";

describe("stripScripts", () => {
  it("removes every script element and script preload, and keeps what the head script paints", () => {
    const html =
      '<html><head><link rel="modulepreload" href="/_astro/a.js"><link rel=preload as=script href="/b.js">' +
      '<link rel="preload" as="font" href="/f.woff2"><script type="application/ld+json">{"a":1}</script>' +
      '<SCRIPT>var x = "</div>";</SCRIPT></head><body><p>Text</p><script type="module" src="/_astro/c.js"></script>' +
      "<astro-island><button>Open</button></astro-island></body></html>";
    expect(stripScripts(html)).toBe(
      '<html data-theme="light" data-consent="open"><head><link rel="preload" as="font" href="/f.woff2"></head><body><p>Text</p>' +
        "<astro-island><button>Open</button></astro-island></body></html>",
    );
  });
});

describe("median", () => {
  it("takes the middle of the finite values", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([NaN, 5, 1, NaN, 3])).toBe(3);
    expect(median([NaN])).toBeNaN();
  });
});

describe("checkTargets", () => {
  const good = { performance: 99, lcpMs: 1200, tbtMs: 50, cls: 0.01, jsKb: 60 };
  it("accepts a route exactly on every target", () => {
    expect(Object.values(checkTargets(good)).every(Boolean)).toBe(true);
  });
  it("names each target missed, and an unmeasured metric misses", () => {
    expect(checkTargets({ ...good, performance: 98, jsKb: 60.1 })).toMatchObject({
      performance: false,
      js: false,
      lcp: true,
    });
    expect(checkTargets({ ...good, lcpMs: NaN }).lcp).toBe(false);
  });
});

describe("floorGap", () => {
  const floor = { performance: 99, tbtMs: 100, lcpMs: 1300 };

  it("passes a page within 1 point, 50 ms of TBT and 1.1× LCP of its floor", () => {
    const gap = floorGap({ performance: 98, tbtMs: 150, lcpMs: 1430 }, floor);
    expect(gap).toMatchObject({ points: 1, tbtMs: 50, off: [] });
    expect(gap.lcpRatio).toBeCloseTo(1.1);
  });

  it("marks each limit a page is past", () => {
    expect(floorGap({ performance: 97, tbtMs: 151, lcpMs: 1431 }, floor).off).toEqual([
      "points",
      "tbt",
      "lcp",
    ]);
  });

  it("counts a page better than its floor as no gap, and an unmeasured metric as off", () => {
    expect(floorGap({ performance: 100, tbtMs: 68, lcpMs: 1202 }, floor).off).toEqual([]);
    expect(floorGap({ performance: 100, tbtMs: NaN, lcpMs: 1202 }, floor).off).toEqual(["tbt"]);
  });
});

describe("floorHeaders", () => {
  it("keeps the page's own headers and drops those about the bytes and the connection", () => {
    const headers = new Headers({
      "Content-Security-Policy": "default-src 'self'",
      "Cross-Origin-Resource-Policy": "same-origin",
      "Content-Type": "text/html; charset=utf-8",
      "Content-Encoding": "gzip",
      "Content-Length": "123",
      ETag: '"x"',
      "Cache-Control": "public, max-age=0",
      Vary: "Accept-Encoding",
    });
    expect(floorHeaders(headers)).toEqual({
      "content-security-policy": "default-src 'self'",
      "cross-origin-resource-policy": "same-origin",
      "content-type": "text/html; charset=utf-8",
    });
  });
});

describe("cpuBlockingMs", () => {
  const url = "http://127.0.0.1:1/a";
  const task = (ts, dur, tdur, tid = 1) => ({
    name: "RunTask",
    ph: "X",
    pid: 7,
    tid,
    ts,
    dur,
    tdur,
  });
  const events = [
    {
      name: "ParseHTML",
      ph: "X",
      pid: 7,
      tid: 1,
      ts: 1_000,
      dur: 5_000,
      args: { beginData: { url } },
    },
    { name: "firstContentfulPaint", ph: "R", pid: 7, tid: 1, ts: 10_000 },
    task(2_000, 90_000, 90_000), // before first paint: not counted
    task(20_000, 40_000, 20_000), // 20 ms of CPU × 4 = 80 ms: 30 ms over
    task(70_000, 200_000, 10_000), // long on the wall (a wait for a core), 10 ms of CPU: 0
    task(300_000, 40_000, 40_000, 2), // another thread: not counted
  ];

  it("counts the CPU time of the page's main-thread tasks after first paint, ×4, over 50 ms", () => {
    expect(cpuBlockingMs(events, url)).toBe(30);
  });

  it("is NaN when the trace has no thread that parsed the page", () => {
    expect(cpuBlockingMs(events, "http://elsewhere/")).toBeNaN();
  });
});

describe("requestsBeforeLcp", () => {
  const lhr = (observedLargestContentfulPaint) => ({
    audits: {
      metrics: { details: { items: [{ observedLargestContentfulPaint }] } },
      "network-requests": {
        details: {
          items: [
            { url: "http://site/", resourceType: "Document", networkEndTime: 10 },
            { url: "http://site/font.woff2", resourceType: "Font", networkEndTime: 60 },
            {
              url: "http://site/manifest.webmanifest",
              resourceType: "Manifest",
              networkEndTime: 150,
            },
          ],
        },
      },
    },
  });

  it("lists the requests other than documents that finished by the observed largest paint", () => {
    expect(requestsBeforeLcp(lhr(100))).toEqual(["http://site/font.woff2"]);
    expect(requestsBeforeLcp(lhr(150))).toEqual([
      "http://site/font.woff2",
      "http://site/manifest.webmanifest",
    ]);
  });

  it("is empty when the run observed no largest paint", () => {
    expect(requestsBeforeLcp(lhr(undefined))).toEqual([]);
  });
});
