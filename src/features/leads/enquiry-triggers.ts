/**
 * One delegated listener for every `LeadModalButton` (`[data-lead-service]`) on the page,
 * including buttons added later: a click opens the enquiry modal preset to the button's service;
 * hover or focus starts loading it. Plain DOM code, included once by the base layout.
 */
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
  // The button itself gets focus back (Safari does not focus a clicked button).
  openEnquiry(isServiceType(service) ? service : DEFAULT_SERVICE_TYPE, {
    returnFocus: trigger,
  }).catch(() => {
    // The modal's code did not arrive (a dropped connection): the link's page has the same form.
    window.location.assign(trigger.getAttribute("href") ?? "/contact");
  });
});

const preload = (event: Event) => {
  if (triggerOf(event.target)) preloadEnquiry().catch(() => {});
};
document.addEventListener("pointerover", preload, { passive: true });
document.addEventListener("focusin", preload);

// A link acting as a button (role="button") answers Space as a button does.
document.addEventListener("keydown", (event) => {
  if (event.key !== " " || event.repeat) return;
  const trigger = triggerOf(event.target);
  if (!trigger || trigger instanceof HTMLButtonElement) return;
  event.preventDefault();
  trigger.click();
});
