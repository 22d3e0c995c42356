/**
 * The browser's part of /thank-you, whose view the server already rendered from the query.
 * Included in the page's <head>, so it runs before every other script of the page (the consent
 * controls that load the Google tag come later): first the personal data leaves the address
 * bar, then the view is restored after a reload, then the conversions are reported once per
 * enquiry or booking, and only with consent (docs/product.md §7, docs/product.md §10.7). Plain DOM code.
 */
import { getConsent, onConsentChange } from "@/features/consent/consent-store";
import { reportConversion, type ConversionSettings } from "@/features/tracking/conversions";

import { bookingSummary, type BookingDetails } from "./booking-details";
import { resolveThankYouState } from "./thank-you-state";

/** A browser storage, or null where the browser blocks it (the getter itself may throw). */
function storageOrNull(kind: "sessionStorage" | "localStorage"): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}

/** Stands in for a blocked localStorage: nothing is remembered, a reload may report again. */
const noStorage = { getItem: () => null, setItem: () => {} };

const hero = document.querySelector<HTMLElement>("[data-thank-you]");

// 1. Before anything else: no tag may ever read the query (names, email addresses, ids).
const { state, cleanAddress } = resolveThankYouState(
  window.location.search,
  storageOrNull("sessionStorage"),
  undefined,
  hero?.dataset.thankYouState,
);
if (cleanAddress) {
  window.history.replaceState(
    window.history.state,
    "",
    window.location.pathname + window.location.hash,
  );
}

/** Fills the server's booking template with a booking remembered from before a reload. */
function showBooking(hero: HTMLElement, booking: BookingDetails) {
  const view = hero.querySelector<HTMLElement>("[data-thank-you-view]");
  const template = hero.querySelector<HTMLTemplateElement>("template[data-booking-template]");
  if (!view || !template) return;
  const markup = template.content.cloneNode(true) as DocumentFragment;
  // The team's zone from the page (the server's TIME_ZONE): this script has no settings.
  const team = hero.dataset.teamZone;
  if (!team) return;
  const summary = bookingSummary(booking, team);
  const slot = (name: string) => markup.querySelector<HTMLElement>(`[data-booking="${name}"]`);
  // textContent only: the values came from an address anyone could have crafted.
  slot("greeting")!.textContent = summary.greeting;
  slot("confirmed")!.textContent = summary.confirmed;
  for (const row of summary.rows) {
    const element = markup.querySelector<HTMLElement>(`[data-booking-row="${row.key}"]`);
    if (!element) continue;
    if (!row.value) element.remove();
    else element.querySelector("dd")!.textContent = row.value;
  }
  view.replaceChildren(markup);
  hero.dataset.thankYou = "booking";
  // The call is booked: its own next steps, and nothing left to schedule.
  const steps = document.querySelector("[data-next-steps]");
  const booked = document.querySelector<HTMLTemplateElement>("template[data-booked-next-template]");
  if (steps && booked) steps.replaceWith(booked.content.cloneNode(true));
  document.querySelector("[data-schedule-button]")?.remove();
}

function readSettings(hero: HTMLElement): ConversionSettings | null {
  try {
    return JSON.parse(hero.dataset.conversions ?? "") as ConversionSettings;
  } catch {
    return null;
  }
}

// Elements of the body are parsed by now: module scripts run after the document is parsed.
if (hero && state.kind === "booking" && hero.dataset.thankYou !== "booking") {
  showBooking(hero, state.booking);
}

const settings = hero ? readSettings(hero) : null;
const transactionId = state.transactionId;
if (settings && transactionId) {
  const report = () =>
    reportConversion({
      transactionId,
      consent: getConsent(),
      settings,
      gtag: window.gtag,
      storage: storageOrNull("localStorage") ?? noStorage,
      pageLocation: window.location.origin + window.location.pathname,
    });
  // A later choice in the consent banner (it loads the tag before announcing the choice).
  onConsentChange(() => report());
  // A choice saved earlier: the consent controls load the tag while the page's scripts run,
  // so report once all of them have.
  document.addEventListener("DOMContentLoaded", () => window.setTimeout(report, 0), {
    once: true,
  });
}
