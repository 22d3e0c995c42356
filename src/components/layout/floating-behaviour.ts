/**
 * One rule for everything that floats (docs/design-system.md "Fixed elements"): the floating call
 * to action (floating-cta.tsx) and the help pills (floating-help-button.tsx) are server-rendered
 * invisible (`[data-floating]` without `data-shown`) and this plain-DOM script shows one only when
 *
 * - the consent banner is answered (never beside it, never over it);
 * - the page has scrolled past its `data-threshold` (500 px by default, 800 on the pilot page)
 *   and the hero (the section of the page's h1) is out of view;
 * - it is not dismissed (its close button hides it until the next page load) and the visitor is
 *   not working in a form field or a set of tabs;
 * - nothing it must not cover is under it: `data-floating="controls"` keeps clear of every
 *   button, link and form field of `main`; `data-floating="text"` of text as well.
 *
 * Nothing is measured at load or on scroll: the first time the page passes the threshold, an
 * IntersectionObserver whose root margin is the element's own corner of the viewport starts to
 * report what passes under it, and a ResizeObserver its size (it keeps its box while invisible:
 * `visibility: hidden`, global.css); the scroll listener is passive and reads only `scrollY`,
 * once a frame.
 */
import { CONSENT_OPEN_ATTRIBUTE, consentBannerOpen } from "@/features/consent/consent";

const IN_USE = "input, textarea, select, [role='tab'], [role='tabpanel'], [contenteditable='true']";
const CONTROLS = "a[href], button, input:not([type='hidden']), select, textarea, [role='button']";
const TEXT = `${CONTROLS}, h1, h2, h3, h4, p, li, dt, dd, blockquote, figcaption, label, th, td`;
/** Room kept free around the element, so that it never touches what it avoids either. */
const CLEARANCE_PX = 8;

const root = document.documentElement;
const main = document.getElementById("main");
let editing = false;
let heroInView = true;
const updates = new Set<() => void>();
let frame = 0;
const scheduleAll = () => {
  frame ||= requestAnimationFrame(() => {
    frame = 0;
    for (const update of updates) update();
  });
};

function setupFloating(element: HTMLElement) {
  const threshold = Number(element.dataset.threshold ?? 500);
  const avoid = element.dataset.floating === "text" ? TEXT : CONTROLS;
  const underneath = new Set<Element>();
  let dismissed = false;
  let observer: IntersectionObserver | null = null;
  let targets: Element[] | null = null;
  // The observers start the first time the page passes the threshold, not at load; until the
  // first report arrives the element stays invisible (it cannot know what is under it yet).
  let started = false;
  let reported = false;

  const update = () => {
    const past = window.scrollY > threshold;
    if (past && !started && !dismissed) start();
    const show =
      !dismissed &&
      !editing &&
      !heroInView &&
      !consentBannerOpen(root) &&
      past &&
      reported &&
      underneath.size === 0;
    if (show) element.dataset.shown = "";
    else delete element.dataset.shown;
  };
  updates.add(update);

  // The element's corner of the viewport, as a root margin: the observer then reports every
  // target that enters or leaves it. Re-made when the element or the viewport changes size.
  const watch = (rect: DOMRectReadOnly) => {
    if (!main || rect.width === 0) return;
    targets ??= [...main.querySelectorAll(avoid)].filter((target) => !element.contains(target));
    const width = root.clientWidth;
    const height = root.clientHeight;
    const margin = [
      rect.top - CLEARANCE_PX,
      width - rect.right - CLEARANCE_PX,
      height - rect.bottom - CLEARANCE_PX,
      rect.left - CLEARANCE_PX,
    ].map((value) => `${-Math.max(Math.floor(value), 0)}px`);
    observer?.disconnect();
    underneath.clear();
    observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) underneath.add(entry.target);
          else underneath.delete(entry.target);
        }
        reported = true;
        update();
      },
      { rootMargin: margin.join(" ") },
    );
    for (const target of targets) observer.observe(target);
  };
  function start() {
    started = true;
    // Called after layout: reading the element's box here costs no layout of its own.
    new ResizeObserver(() => watch(element.getBoundingClientRect())).observe(element);
    let resizeFrame = 0;
    window.addEventListener(
      "resize",
      () => {
        cancelAnimationFrame(resizeFrame);
        resizeFrame = requestAnimationFrame(() => watch(element.getBoundingClientRect()));
      },
      { passive: true },
    );
  }

  element.querySelector("[data-floating-close]")?.addEventListener("click", () => {
    dismissed = true;
    // Focus was on the close button, now invisible: keep the keyboard user where they were.
    if (element.contains(document.activeElement)) main?.focus({ preventScroll: true });
    update();
    observer?.disconnect();
    updates.delete(update);
  });
  update();
}

const floating = [...document.querySelectorAll<HTMLElement>("[data-floating]")];
if (floating.length > 0) {
  for (const element of floating) setupFloating(element);

  const hero = main?.querySelector("h1")?.closest("section") ?? main?.firstElementChild;
  if (hero) {
    new IntersectionObserver(([entry]) => {
      heroInView = entry?.isIntersecting ?? false;
      scheduleAll();
    }).observe(hero);
  } else heroInView = false;

  document.addEventListener("focusin", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    editing =
      Boolean(target?.closest(IN_USE)) && !floating.some((element) => element.contains(target));
    scheduleAll();
  });
  document.addEventListener("focusout", (event) => {
    if (!event.relatedTarget) {
      editing = false;
      scheduleAll();
    }
  });
  new MutationObserver(scheduleAll).observe(root, { attributeFilter: [CONSENT_OPEN_ATTRIBUTE] });
  window.addEventListener("scroll", scheduleAll, { passive: true });
}
