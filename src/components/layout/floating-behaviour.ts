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
 * - the end of the page is not near: the site footer (`[data-site-footer]`, outside `main`, with
 *   its links, "Cookie settings" and its closing "List Your Project" band) is neither in view nor
 *   within a quarter of a screen below it, so it leaves before the footer comes up under it;
 * - nothing it must not cover is under it or about to be: `data-floating="controls"` keeps clear
 *   of every button, link and form field of `main` and of the footer, and as a corner card (from
 *   640 px; not the phones' bottom row) of every card too (`BOXES`: a card half covered reads as
 *   broken); `data-floating="text"` (a small pill) of text as well. The area it watches is its own box with room around it (`CLEARANCE_PX`) and a
 *   lead above and below (`LEAD_PX`): an observer reports after the frame it saw, so the element
 *   leaves before a control scrolling towards it arrives, never a frame over it.
 *
 * Nothing is measured at load or on scroll: the first time the page passes the threshold, an
 * IntersectionObserver whose root margin is the element's own corner of the viewport starts to
 * report what passes under it, another one whether the footer is near, and a ResizeObserver the
 * element's size (it keeps its box while invisible: `visibility: hidden`, global.css); the scroll
 * listener is passive and reads only `scrollY`, once a frame.
 */
import { CONSENT_OPEN_ATTRIBUTE, consentBannerOpen } from "@/features/consent/consent";

const IN_USE = "input, textarea, select, [role='tab'], [role='tabpanel'], [contenteditable='true']";
const CONTROLS = "a[href], button, input:not([type='hidden']), select, textarea, [role='button']";
const TEXT = `${CONTROLS}, h1, h2, h3, h4, p, li, dt, dd, blockquote, figcaption, label, th, td`;
/** Cards and panels: drawn with the card's shadow or the card's and panel's corners. */
const BOXES = ".shadow-card, .rounded-2xl, .rounded-panel";
/** From this width the floating call to action is a corner card (a slim bottom row below it). */
const CORNER_CARD = window.matchMedia("(min-width: 640px)");
/** Room kept free around the element, so that it never touches what it avoids either. */
const CLEARANCE_PX = 8;
/**
 * Lead above and below the element: what scrolls towards it is reported (and the element gone)
 * before it arrives. An observer reports after the frame it saw, and on a busy main thread a few
 * frames late: 96 px is three frames of a brisk scroll (32 px a frame) or a mouse wheel's step.
 */
const LEAD_PX = 96;
/** How far below the screen the footer hides what floats already: leaving before it comes up. */
const FOOTER_LEAD = "25%";

const root = document.documentElement;
const main = document.getElementById("main");
const footer = document.querySelector<HTMLElement>("[data-site-footer]");
let editing = false;
let heroInView = true;
/** Whether the footer is in view or near (unknown, so true, until its observer reports). */
let footerNear = footer !== null;
let footerObserved = false;
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
  const kind = element.dataset.floating;
  const avoidNow = () =>
    kind === "text" ? TEXT : CORNER_CARD.matches ? `${CONTROLS}, ${BOXES}` : CONTROLS;
  const underneath = new Set<Element>();
  let dismissed = false;
  let observer: IntersectionObserver | null = null;
  let targets: Element[] | null = null;
  let targetsFor = "";
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
      !footerNear &&
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
    const avoid = avoidNow();
    if (targets === null || targetsFor !== avoid) {
      targetsFor = avoid;
      targets = [main, footer]
        .flatMap((container) => (container ? [...container.querySelectorAll(avoid)] : []))
        .filter((target) => !element.contains(target));
    }
    const width = root.clientWidth;
    const height = root.clientHeight;
    // Negative insets (the lead below a card at the bottom of the screen) extend past the edge.
    const margin = [
      rect.top - CLEARANCE_PX - LEAD_PX,
      width - rect.right - CLEARANCE_PX,
      height - rect.bottom - CLEARANCE_PX - LEAD_PX,
      rect.left - CLEARANCE_PX,
    ].map((value, side) => {
      const inset = Math.floor(value);
      // Left and right: never past the screen's edges (nothing scrolls in from there).
      return `${-(side % 2 === 1 ? Math.max(inset, 0) : inset)}px`;
    });
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
    observeFooter();
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

/**
 * The footer's observer, made the first time an element starts (not at load): while the footer
 * is in view or within `FOOTER_LEAD` below it, nothing floats.
 */
function observeFooter() {
  if (footerObserved || !footer) return;
  footerObserved = true;
  new IntersectionObserver(
    ([entry]) => {
      footerNear = entry?.isIntersecting ?? false;
      scheduleAll();
    },
    { rootMargin: `0px 0px ${FOOTER_LEAD} 0px` },
  ).observe(footer);
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
