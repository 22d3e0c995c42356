/**
 * Shows each server-rendered floating call-to-action (`[data-floating-cta]`, floating-cta.tsx)
 * once the page has scrolled past its threshold, and hides it for good when closed (until the
 * next page load). It also steps aside, without being dismissed, while the consent banner is
 * open and while the visitor works in a form field or a set of tabs (issue 13: floating elements
 * never cover the banner or the control in use). Plain DOM code, included by the site layout.
 */
import { CONSENT_OPEN_ATTRIBUTE, consentBannerOpen } from "@/features/consent/consent";

const IN_USE = "input, textarea, select, [role='tab'], [role='tabpanel'], [contenteditable='true']";

function setupFloatingCta(aside: HTMLElement) {
  const threshold = Number(aside.dataset.threshold ?? 500);
  const root = document.documentElement;
  let dismissed = false;
  let editing = false;
  let frame = 0;
  const update = () => {
    frame = 0;
    aside.hidden = dismissed || consentBannerOpen(root) || editing || window.scrollY <= threshold;
  };
  const schedule = () => {
    frame ||= requestAnimationFrame(update);
  };
  aside.querySelector("[data-floating-cta-close]")?.addEventListener("click", () => {
    dismissed = true;
    // Focus was on the close button, now gone: keep the keyboard user where they were.
    const main = document.getElementById("main");
    if (aside.contains(document.activeElement)) main?.focus({ preventScroll: true });
    aside.hidden = true;
    window.removeEventListener("scroll", schedule);
  });
  document.addEventListener("focusin", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    editing = Boolean(target?.closest(IN_USE)) && !aside.contains(target);
    schedule();
  });
  document.addEventListener("focusout", (event) => {
    if (!event.relatedTarget) {
      editing = false;
      schedule();
    }
  });
  new MutationObserver(schedule).observe(root, { attributeFilter: [CONSENT_OPEN_ATTRIBUTE] });
  window.addEventListener("scroll", schedule, { passive: true });
  update();
}

for (const aside of document.querySelectorAll<HTMLElement>("[data-floating-cta]")) {
  setupFloatingCta(aside);
}
