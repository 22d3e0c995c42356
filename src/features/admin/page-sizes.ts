/**
 * How many rows a page of the owner's lists holds. Shared by the server (src/server/admin), the
 * enquiry filters form and the browser tests, none of which may reach into the others.
 */

/** The enquiry list's "Per page" choices; any other value is read as the first. */
export const ENQUIRY_PAGE_SIZES = [25, 50] as const;

/** Rows per page of the subscribers and deck-access lists. */
export const RECORDS_PAGE_SIZE = 50;
