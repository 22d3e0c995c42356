/**
 * Behaviour of the consent banner whose markup the server renders (consent-banner.tsx), and of
 * every "Cookie settings" button (`[data-open-consent]`). Plain DOM code, included once by the
 * base layout: every visitor meets the banner, so it must not cost a framework.
 */
import {
  ACCEPT_ALL,
  CONSENT_OPEN_ATTRIBUTE,
  CONSENT_OPEN_EVENT,
  CONSENT_SETTINGS,
  consentBannerOpen,
  REJECT_ALL,
  type ConsentCategory,
  type ConsentChoice,
} from "./consent";
import { getConsent, saveConsent } from "./consent-store";
import { applyGoogleTagConsent } from "./google-tag";

type View = "hidden" | "banner" | "preferences";

/** The gap below the banner on wide screens (sm:bottom-4) also clears when scrolled. */
const BOTTOM_GAP_PX = 16;

function setupBanner(banner: HTMLElement) {
  const gtagId = banner.dataset.gtagId || null;
  const heading = banner.querySelector<HTMLElement>("h2");
  const preferences = banner.querySelector<HTMLElement>("[data-consent-preferences]");
  const action = (name: string) =>
    banner.querySelector<HTMLButtonElement>(`[data-consent-action="${name}"]`);
  const saveButton = action("save");
  const preferencesButton = action("preferences");
  const switches = [...banner.querySelectorAll<HTMLInputElement>("input[data-consent-category]")];
  // Where focus goes back to after a reopened banner is answered.
  let opener: HTMLElement | null = null;

  const showChoice = (choice: ConsentChoice) => {
    for (const input of switches) {
      input.checked = choice[input.dataset.consentCategory as ConsentCategory] === true;
    }
  };
  const draft = (): ConsentChoice => {
    const choice = { ...REJECT_ALL };
    for (const input of switches) {
      choice[input.dataset.consentCategory as ConsentCategory] = input.checked;
    }
    return choice;
  };

  const root = document.documentElement;
  const setView = (view: View) => {
    if (view === "hidden") root.removeAttribute(CONSENT_OPEN_ATTRIBUTE);
    else if (!consentBannerOpen(root)) root.setAttribute(CONSENT_OPEN_ATTRIBUTE, "open");
    if (preferences) preferences.hidden = view !== "preferences";
    if (saveButton) saveButton.hidden = view !== "preferences";
    if (preferencesButton) preferencesButton.hidden = view === "preferences";
  };
  // While the reopened banner floats at the bottom (below 1024 px) the page can scroll clear of
  // it (`--consent-room` in global.css). Its size comes from a ResizeObserver, after layout:
  // reading it here would force a layout of its own. Only then is the property set: a custom
  // property on <html> restyles every element of the page, which a first visit (the banner in
  // the flow or in a corner) never needs (docs/decisions/0024-main-thread-work.md).
  new ResizeObserver(([entry]) => {
    const height = entry?.borderBoxSize?.[0]?.blockSize ?? 0;
    if (height > 0 && root.getAttribute(CONSENT_OPEN_ATTRIBUTE) === CONSENT_SETTINGS) {
      root.style.setProperty("--consent-offset", `${Math.ceil(height) + BOTTOM_GAP_PX}px`);
    } else if (root.style.getPropertyValue("--consent-offset")) {
      root.style.removeProperty("--consent-offset");
    }
  }).observe(banner);

  const choose = (choice: ConsentChoice) => {
    // The tag first, so listeners of the change (the thank-you conversions) find window.gtag.
    applyGoogleTagConsent(gtagId, choice);
    saveConsent(choice);
    showChoice(choice);
    setView("hidden");
    const previous = opener;
    opener = null;
    if (previous?.isConnected) previous.focus();
  };

  banner.addEventListener("click", (event) => {
    const button =
      event.target instanceof Element
        ? event.target.closest<HTMLButtonElement>("[data-consent-action]")
        : null;
    switch (button?.dataset.consentAction) {
      case "accept":
        return choose(ACCEPT_ALL);
      case "reject":
        return choose(REJECT_ALL);
      case "save":
        return choose(draft());
      case "preferences":
        setView("preferences");
        // The first switch one can change; the button that was clicked is now hidden.
        switches[0]?.focus();
        return;
    }
  });

  window.addEventListener(CONSENT_OPEN_EVENT, (event) => {
    const requester = (event as CustomEvent<{ opener?: HTMLElement } | null>).detail?.opener;
    const active = requester ?? document.activeElement;
    if (active instanceof HTMLElement && !banner.contains(active)) opener = active;
    showChoice(getConsent() ?? REJECT_ALL);
    // Asked for: a sheet over the page where the visitor is, not the top of the page (global.css).
    root.setAttribute(CONSENT_OPEN_ATTRIBUTE, CONSENT_SETTINGS);
    setView("preferences");
    heading?.focus();
  });

  banner.dataset.consentLive = "";
  const saved = getConsent();
  if (saved) {
    showChoice(saved);
    // The head script found no valid choice when the page began (a cookie changed since).
    setView("hidden");
  } else setView("banner");
  // After every other module script of the page (the thank-you page takes personal data out
  // of the address bar first), before any tag could read the address.
  const applySaved = () => applyGoogleTagConsent(gtagId, getConsent());
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", applySaved, { once: true });
  } else applySaved();
}

const banner = document.querySelector<HTMLElement>("[data-consent-banner]");
if (banner) setupBanner(banner);

// "Cookie settings" in the footer and the cookie policy's button, wherever they are.
document.addEventListener("click", (event) => {
  const button =
    event.target instanceof Element
      ? event.target.closest<HTMLElement>("[data-open-consent]")
      : null;
  // The button itself gets focus back (Safari does not focus a clicked button).
  if (button)
    window.dispatchEvent(new CustomEvent(CONSENT_OPEN_EVENT, { detail: { opener: button } }));
});
