import type { Page, Request } from "@playwright/test";

/**
 * Resolves once the page has loaded and the work it had scheduled by then has run: two frames
 * rendered (layout shifts and observers reported) and a task queued after every task the page
 * queued before (a `DOMContentLoaded` handler's `setTimeout(0)`, an idle callback). A test that
 * checks that something did NOT happen waits for this instead of a fixed pause: it is the moment
 * the thing would have happened by.
 */
export async function pageWorkDone(page: Page) {
  await page.waitForLoadState("load");
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            requestIdleCallback(() => setTimeout(resolve, 0), { timeout: 2_000 }),
          ),
        ),
      ),
  );
}

/**
 * Records the scripts the page requests. `react()` waits for the page's scheduled work
 * (`pageWorkDone`) and for every script requested so far to arrive, then names those that carry
 * React (its JSX runtime) or react-dom (its fibers), found by what the code contains rather than
 * by chunk names, which change with every build.
 */
export function recordReactScripts(page: Page) {
  const reads: Promise<string | null>[] = [];
  page.on("request", (request: Request) => {
    if (request.resourceType() !== "script") return;
    reads.push(
      request
        .response()
        .then((response) => response?.text() ?? "")
        .then(
          (body) =>
            body.includes("react.transitional.element") || body.includes("__reactFiber$")
              ? request.url()
              : null,
          () => null,
        ),
    );
  });
  return {
    async react(): Promise<string[]> {
      await pageWorkDone(page);
      const urls = await Promise.all(reads);
      return urls.filter((url): url is string => url !== null);
    },
  };
}

/**
 * Records how the page answered the last press of a form's submit button: "held" when a listener
 * cancelled the press (the browser will not post the form), "posted" when it was let through.
 * Returns a reader for `expect.poll`: the press's own outcome, not a pause, proves no post.
 */
export async function watchSubmitPresses(page: Page) {
  await page.addInitScript(() => {
    // Bubbling on the window: after every listener of the page has had its say.
    window.addEventListener("click", (event) => {
      const control =
        event.target instanceof Element ? event.target.closest("button, input") : null;
      if (
        (control instanceof HTMLButtonElement || control instanceof HTMLInputElement) &&
        control.type === "submit" &&
        control.form
      ) {
        document.documentElement.dataset.submitPress = event.defaultPrevented ? "held" : "posted";
      }
    });
  });
  return () => page.evaluate(() => document.documentElement.dataset.submitPress ?? null);
}

/**
 * The page's layout shift so far (the sum of its entries), once the work it had scheduled has
 * run (`pageWorkDone`): read at once from the browser's buffer, not gathered over a timed window.
 */
export async function layoutShiftSoFar(page: Page): Promise<number> {
  await pageWorkDone(page);
  return page.evaluate(() => {
    const observer = new PerformanceObserver(() => {});
    observer.observe({ type: "layout-shift", buffered: true });
    // The buffered entries are the observer's at once (takeRecords needs no callback).
    const entries = observer.takeRecords() as unknown as { value: number }[];
    observer.disconnect();
    return entries.reduce((sum, entry) => sum + entry.value, 0);
  });
}
