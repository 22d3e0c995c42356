import {
  CONSENT_CHANGE_EVENT,
  CONSENT_OPEN_EVENT,
  consentCookie,
  cookiesToRemove,
  expireCookieStrings,
  readConsent,
  type ConsentChoice,
} from "./consent";

/** The visitor's saved choice, or null before they have made one. Browser only. */
export function getConsent(): ConsentChoice | null {
  if (typeof document === "undefined") return null;
  return readConsent(document.cookie);
}

/** Saves the choice for 6 months, removes the cookies it no longer allows, and announces it. */
export function saveConsent(choice: ConsentChoice) {
  document.cookie = consentCookie(choice, new Date(), window.location.protocol === "https:");
  for (const name of cookiesToRemove(document.cookie, choice)) {
    for (const cookie of expireCookieStrings(name, window.location.hostname)) {
      document.cookie = cookie;
    }
  }
  window.dispatchEvent(new CustomEvent<ConsentChoice>(CONSENT_CHANGE_EVENT, { detail: choice }));
}

/** Reopens the cookie settings (the footer button and the cookie-policy page call this). */
export function openConsentSettings() {
  window.dispatchEvent(new CustomEvent(CONSENT_OPEN_EVENT));
}

/** Calls `listener` with each new choice; returns the unsubscribe function. */
export function onConsentChange(listener: (choice: ConsentChoice) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<ConsentChoice>).detail);
  window.addEventListener(CONSENT_CHANGE_EVENT, handler);
  return () => window.removeEventListener(CONSENT_CHANGE_EVENT, handler);
}
