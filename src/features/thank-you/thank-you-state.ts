import {
  THANK_YOU_STORAGE_KEY,
  hasThankYouQuery,
  parseStoredState,
  parseThankYouQuery,
  type ThankYouState,
} from "./booking-details";

type SessionStore = Pick<Storage, "getItem" | "setItem">;

/**
 * What the thank-you page is about in this tab: the query when it names an enquiry or a
 * booking (remembered in session storage, so the view survives a reload once the address bar
 * is clean), otherwise what was remembered, otherwise nothing in particular. `cleanAddress`
 * says whether the query must leave the address bar. Storage may be missing or refuse.
 * `fromServer` is the state the server read from our own booking (`?booking=<signed token>`,
 * which the browser cannot read itself), as JSON in the page: it wins over the query.
 */
export function resolveThankYouState(
  search: string,
  storage: SessionStore | null,
  newId?: () => string,
  fromServer?: string | null,
): { state: ThankYouState; cleanAddress: boolean } {
  const cleanAddress = hasThankYouQuery(search);
  const fromQuery = parseStoredState(fromServer ?? null) ?? parseThankYouQuery(search, newId);
  if (fromQuery) {
    try {
      storage?.setItem(THANK_YOU_STORAGE_KEY, JSON.stringify(fromQuery));
    } catch {
      // Storage full or blocked: the view is right now, a reload shows the general one.
    }
    return { state: fromQuery, cleanAddress };
  }
  let stored: ThankYouState | null = null;
  try {
    stored = parseStoredState(storage?.getItem(THANK_YOU_STORAGE_KEY) ?? null);
  } catch {
    stored = null;
  }
  return { state: stored ?? { kind: "general", transactionId: null }, cleanAddress };
}
