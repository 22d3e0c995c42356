/** Rows per page of the subscribers and deck-access lists; alone here so browser tests can read it without the database client. */
export const RECORDS_PAGE_SIZE = 50;
