/** Where the links in the mail lead: routes the pages provide. `t` is the signed manage token. */
export const BOOKING_PATHS = {
  book: "/book",
  /** Reschedule or cancel one booking (GET shows it; the page posts back to it). */
  manage: (token: string) => `/book/manage?t=${encodeURIComponent(token)}`,
  /** The booking's invitation as a download (text/calendar). */
  ics: (token: string) => `/book/call.ics?t=${encodeURIComponent(token)}`,
} as const;
