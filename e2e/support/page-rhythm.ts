import type { Page } from "@playwright/test";

/**
 * How a page reads as a visitor scrolls it (docs/design-system.md "Section bands" and "Calls to
 * action"), measured in the browser rather than from markers alone, so a new section that forgets
 * its marker is still seen.
 */

/**
 * The top-level sections of main in order, each with whether it holds a grid of cards: an element
 * marked `data-card-grid`, or any CSS grid of two or more columns with at least three visible
 * children that look like cards (a border, a shadow or a background of their own). Drawings
 * (`aria-hidden`, `role="img"`, `figure`, SVG) are pictures and figures (`dl`) a stats band, not
 * grids; the hero (the section with the page's h1) opens the page and is not counted either.
 * `marked` says whether the section carries the marker itself, `split` whether it is a
 * text-and-visual row (`data-split-row`).
 */
export function sectionGrids(page: Page) {
  return page.locator("main").evaluate((main) => {
    const looksLikeCard = (element: Element) => {
      for (const node of [element, element.firstElementChild]) {
        if (!node) continue;
        const style = getComputedStyle(node);
        const border = parseFloat(style.borderTopWidth) > 0 && style.borderTopStyle !== "none";
        const shadow = style.boxShadow !== "none";
        const fill = style.backgroundColor !== "rgba(0, 0, 0, 0)";
        if (border || shadow || fill) return true;
      }
      return false;
    };
    const isCardGrid = (element: Element) => {
      if (element.closest('[aria-hidden="true"], [role="img"], figure, svg, dl')) return false;
      const style = getComputedStyle(element);
      if (style.display !== "grid") return false;
      const columns = style.gridTemplateColumns.split(" ").filter(Boolean).length;
      const cards = [...element.children].filter(
        (child) => child.getBoundingClientRect().height > 0 && looksLikeCard(child),
      );
      return columns >= 2 && cards.length >= 3;
    };
    const sections = [...main.querySelectorAll("section")].filter(
      (section) => !section.parentElement?.closest("section"),
    );
    return sections
      .filter((section) => !section.querySelector("h1"))
      .map((section) => {
        const marked = section.querySelector("[data-card-grid]") !== null;
        return {
          id:
            section.id ||
            section.getAttribute("aria-label") ||
            section.getAttribute("aria-labelledby") ||
            "?",
          grid: marked || [...section.querySelectorAll("*")].some(isCardGrid),
          marked,
          split: section.matches("[data-split-row]"),
        };
      });
  });
}

/** Runs of three or more card-grid sections in a row, named by their sections' ids. */
export function gridRuns(sections: readonly { id: string; grid: boolean }[]): string[] {
  const runs: string[] = [];
  let run: string[] = [];
  for (const section of [...sections, { id: "", grid: false }]) {
    if (section.grid) run.push(section.id);
    else {
      if (run.length >= 3) runs.push(run.join(" → "));
      run = [];
    }
  }
  return runs;
}

/**
 * Pairs of filled (primary) buttons in main close enough to share one screen of `height` px: the
 * rule is one primary button per screen. A primary button is recognised by its look (the call to
 * action's green fill), so it does not matter which component drew it.
 */
export function primariesSharingAScreen(page: Page, height: number) {
  return primaryButtons(page).then((buttons) => {
    const pairs: string[] = [];
    for (const [index, button] of buttons.entries()) {
      const next = buttons[index + 1];
      if (next && next.bottom - button.top <= height)
        pairs.push(
          `"${button.label}" and "${next.label}" ${Math.round(next.top - button.top)} px apart`,
        );
    }
    return pairs;
  });
}

/**
 * The filled (primary) calls to action in main (or the landmarks `within` names: the header's
 * too for the first screen), top to bottom: links and buttons with the call to action's green,
 * except a form's own submit button (its label is the form's, "Send Message").
 */
export function primaryButtons(page: Page, within: readonly string[] = ["main"]) {
  return page.evaluate((within) => {
    const selector = within.map((scope) => `${scope} a, ${scope} button:not([type=submit])`).join();
    const cta = document.createElement("span");
    cta.className = "bg-cta";
    document.body.append(cta);
    const green = getComputedStyle(cta).backgroundColor;
    cta.remove();
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return (
          box.width > 0 &&
          box.height > 0 &&
          getComputedStyle(element).backgroundColor === green &&
          !element.closest("[data-floating], dialog, [hidden]")
        );
      })
      .map((element) => {
        const box = element.getBoundingClientRect();
        return {
          label: (element.textContent ?? "").trim().replace(/\s+/g, " "),
          href: element.getAttribute("href"),
          top: box.top + window.scrollY,
          bottom: box.bottom + window.scrollY,
        };
      })
      .sort((a, b) => a.top - b.top);
  }, within);
}

/** Primary buttons that lead to one place under different labels: one label per purpose. */
export function labelsPerDestination(buttons: readonly { label: string; href: string | null }[]) {
  const labels = new Map<string, Set<string>>();
  for (const { label, href } of buttons) {
    if (!href) continue;
    labels.set(href, (labels.get(href) ?? new Set()).add(label));
  }
  return [...labels]
    .filter(([, names]) => names.size > 1)
    .map(
      ([href, names]) => `${[...names].map((name) => `"${name}"`).join(" and ")} lead to ${href}`,
    );
}
