import { expect, test } from "@playwright/test";

import { blockGoogle } from "./support/enquiry";

/**
 * What the site's scripts may do while a page loads (issue 24,
 * docs/decisions/0021-first-paint-without-main-thread-work.md): nothing before the first paint
 * but the head's theme line; the site script is fetched after it, and wires the page without
 * reading layout (a read after a style change forces a layout of the whole page).
 */

const ROUTES = ["/", "/contact", "/mvp-development", "/about-us", "/onboarding"];

test.describe("the site script at load", () => {
  for (const width of [375, 1280]) {
    test(`is fetched after the first paint, reads no layout, restyles no page (${width} px)`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await blockGoogle(page);
      await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
      // Every way a script can ask for layout, counted from the start of the document.
      await page.addInitScript(() => {
        const reads: string[] = [];
        (window as unknown as { __layoutReads: string[] }).__layoutReads = reads;
        const count = (target: object, name: string) => {
          const descriptor = Object.getOwnPropertyDescriptor(target, name);
          if (!descriptor) return;
          if (descriptor.get) {
            const get = descriptor.get;
            Object.defineProperty(target, name, {
              ...descriptor,
              get() {
                reads.push(name);
                return get.call(this);
              },
            });
          } else if (typeof descriptor.value === "function") {
            const call = descriptor.value as (...args: unknown[]) => unknown;
            Object.defineProperty(target, name, {
              ...descriptor,
              value(this: unknown, ...args: unknown[]) {
                reads.push(name);
                return call.apply(this, args);
              },
            });
          }
        };
        for (const name of ["getBoundingClientRect", "getClientRects"])
          count(Element.prototype, name);
        for (const name of ["clientWidth", "clientHeight", "scrollWidth", "scrollHeight"])
          count(Element.prototype, name);
        for (const name of ["offsetWidth", "offsetHeight", "offsetTop", "offsetLeft", "innerText"])
          count(HTMLElement.prototype, name);
        count(window, "getComputedStyle");
        // Changes to <html> and <body> themselves (a class, an inline style or a custom property
        // there restyles every element of the page), after the head's own theme line.
        const restyles: string[] = [];
        (window as unknown as { __restyles: string[] }).__restyles = restyles;
        new MutationObserver((records) => {
          for (const record of records) {
            const target = record.target as Element;
            if (target === document.documentElement || target === document.body)
              restyles.push(`<${target.localName}> ${record.attributeName}`);
          }
        }).observe(document, { subtree: true, attributeFilter: ["style", "class"] });
        // When the site script starts its wiring (it marks the banner live first).
        new MutationObserver((_, observer) => {
          if (!document.querySelector("[data-consent-live]")) return;
          (window as unknown as { __wired: number }).__wired = performance.now();
          observer.disconnect();
        }).observe(document, { subtree: true, attributeFilter: ["data-consent-live"] });
      });
      for (const route of ROUTES) {
        await page.goto(route);
        // The site script's module has run (it marks the banner live) and the page is idle.
        await expect(page.locator("[data-consent-live]")).toBeAttached();
        await page.waitForLoadState("load");
        await page.evaluate(
          () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })),
        );
        const { reads, restyles, firstPaint, wired, scripts } = await page.evaluate(() => ({
          reads: (window as unknown as { __layoutReads: string[] }).__layoutReads,
          restyles: (window as unknown as { __restyles: string[] }).__restyles,
          firstPaint:
            performance
              .getEntriesByType("paint")
              .find((entry) => entry.name === "first-contentful-paint")?.startTime ?? Infinity,
          wired: (window as unknown as { __wired: number }).__wired,
          scripts: performance
            .getEntriesByType("resource")
            .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === "script")
            .map((entry) => ({ name: entry.name, start: entry.startTime })),
        }));
        expect(reads, `${route}: layout read at load`).toEqual([]);
        expect(restyles, `${route}: the whole page restyled at load`).toEqual([]);
        expect(scripts.length, `${route}: the site script`).toBeGreaterThan(0);
        for (const script of scripts) {
          expect(
            script.start,
            `${route}: ${script.name} fetched before the first contentful paint`,
          ).toBeGreaterThanOrEqual(firstPaint);
        }
        expect(wired, `${route}: wired before the first contentful paint`).toBeGreaterThan(
          firstPaint,
        );
      }
    });
  }
});
