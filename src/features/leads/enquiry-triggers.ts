/**
 * One delegated listener for every `LeadModalButton` (`[data-lead-service]`) on the page,
 * including buttons added later: a click opens the enquiry modal preset to the button's service;
 * hover or focus starts loading it; when the modal's code has not arrived within a few seconds
 * of the press, the button's own link (the form's page) opens instead. Plain DOM code, included
 * once by the base layout.
 */
import { pressedAt } from "@/lib/early-click-replay";
import { ENQUIRY_FALLBACK_MS } from "@/lib/early-clicks.mjs";

import { openEnquiry, preloadEnquiry } from "./open-enquiry";
import { DEFAULT_SERVICE_TYPE, isServiceType } from "@content/schemas/service-types";

function triggerOf(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>("[data-lead-service]") : null;
}

document.addEventListener("click", (event) => {
  const trigger = triggerOf(event.target);
  if (!trigger) return;
  event.preventDefault();
  const service = trigger.dataset.leadService;
  const href = trigger.getAttribute("href") ?? "/contact";
  // The modal's code may not arrive (a dropped or stalled connection): past the deadline, counted
  // from the press (a press replayed from before this script counts from when it was made), the
  // link's page, with the same form, opens instead, and the modal no longer does.
  let settled = false;
  const fallBack = () => {
    if (settled) return;
    settled = true;
    window.location.assign(href);
  };
  const timer = window.setTimeout(
    fallBack,
    Math.max(0, pressedAt() + ENQUIRY_FALLBACK_MS - Date.now()),
  );
  // The button itself gets focus back (Safari does not focus a clicked button).
  openEnquiry(isServiceType(service) ? service : DEFAULT_SERVICE_TYPE, {
    returnFocus: trigger,
    stillWanted: () => {
      if (settled) return false;
      settled = true;
      window.clearTimeout(timer);
      return true;
    },
  }).catch(() => {
    window.clearTimeout(timer);
    fallBack();
  });
});

const preload = (event: Event) => {
  if (triggerOf(event.target)) preloadEnquiry().catch(() => {});
};
document.addEventListener("pointerover", preload, { passive: true });
document.addEventListener("focusin", preload);

// A link acting as a button (role="button") answers Space as a button does.
document.addEventListener("keydown", (event) => {
  // defaultPrevented: the head's early-click script has pressed it already.
  if (event.key !== " " || event.repeat || event.defaultPrevented) return;
  const trigger = triggerOf(event.target);
  if (!trigger || trigger instanceof HTMLButtonElement) return;
  event.preventDefault();
  trigger.click();
});
