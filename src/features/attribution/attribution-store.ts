/**
 * The browser's side of attribution. Without consent nothing is written anywhere: a form sends
 * what its own page carries (address and referrer). With analytics or marketing consent the
 * first and the latest sourced visit are remembered in localStorage, and forgotten as soon as
 * that consent is withdrawn.
 */
import type { ConsentChoice } from "@/features/consent/consent";
import { getConsent, onConsentChange } from "@/features/consent/consent-store";
import { currentVisitId } from "@/features/traffic/beacon";

import {
  ATTRIBUTION_STORAGE_KEY,
  cleanAttribution,
  rememberTouch,
  touchFromPage,
  type Attribution,
  type Touch,
} from "./attribution";

export { ATTRIBUTION_STORAGE_KEY } from "./attribution";

/** Analytics or marketing consent allows remembering where visits came from. */
export function allowsAttributionMemory(choice: ConsentChoice | null): boolean {
  return Boolean(choice && (choice.analytics || choice.marketing));
}

// This page's own touch, read once: the landing page's parameters stay known after a consent
// given later on the same page.
let pageTouch: Touch | null = null;
const thisPage = () => (pageTouch ??= touchFromPage(window.location.href, document.referrer));

function read(): Attribution | null {
  try {
    return cleanAttribution(window.localStorage.getItem(ATTRIBUTION_STORAGE_KEY));
  } catch {
    return null;
  }
}

function forget() {
  try {
    window.localStorage.removeItem(ATTRIBUTION_STORAGE_KEY);
  } catch {
    // Storage blocked: there is nothing to forget.
  }
}

function remember(): Attribution {
  const next = rememberTouch(read(), thisPage(), new Date());
  try {
    window.localStorage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked: the form still sends this page's touch.
  }
  return next;
}

/** What a form sends with an enquiry or a sign-up (with this visit's id when consent allows one). */
export function currentAttribution(): Attribution {
  const visit = currentVisitId();
  const attribution = allowsAttributionMemory(getConsent())
    ? (read() ?? remember())
    : { first: null, last: thisPage() };
  return visit ? { ...attribution, visit } : attribution;
}

/** JSON text for the forms' hidden `attribution` field (a post sent before any island wakes). */
export function fillAttributionFields(root: ParentNode = document) {
  const value = JSON.stringify(currentAttribution());
  // A value the server wrote (its form page knows the page that led there) is left alone.
  const fields = root.querySelectorAll<HTMLInputElement>(
    'input[name="attribution"]:not([data-attribution-fixed])',
  );
  for (const input of fields) {
    input.value = value;
  }
}

/** Run once per page: remember this visit when allowed, follow later consent changes. */
export function startAttribution() {
  if (allowsAttributionMemory(getConsent())) remember();
  fillAttributionFields();
  onConsentChange((choice) => {
    if (allowsAttributionMemory(choice)) remember();
    else forget();
    fillAttributionFields();
  });
}
