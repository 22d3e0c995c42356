/** Telling "the database cannot be reached" (the API answers 503) from "the query is wrong" (a bug). */

/** The database cannot be reached (server down, network): the API answers 503, not 500. */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`Database unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
    this.name = "DatabaseUnavailableError";
  }
}

const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ENOTFOUND",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "EPIPE",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now
  "53300", // too_many_connections
]);

/** Whether an error means "the database cannot be reached" rather than "the query is wrong". */
export function isConnectionError(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if (current instanceof DatabaseUnavailableError) return true;
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && (CONNECTION_CODES.has(code) || code.startsWith("08")))
      return true;
    const message = current instanceof Error ? current.message : "";
    if (
      /Connection terminated|timeout exceeded when trying to connect|connect ECONNREFUSED|Client has encountered a connection error/i.test(
        message,
      )
    )
      return true;
    if (current instanceof AggregateError && current.errors.some(isConnectionError)) return true;
  }
  return false;
}
