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

/**
 * What the database itself said: drizzle wraps a failed statement as "Failed query: <sql>
 * params: …" with PostgreSQL's error as its cause; an operator needs the cause ("permission
 * denied for database site"), with its detail and hint when the server gives them.
 */
export function databaseErrorMessage(error: unknown): string {
  let innermost: unknown = error;
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    innermost = current;
  }
  const found = innermost as { message?: unknown; detail?: unknown; hint?: unknown };
  const message = typeof found?.message === "string" ? found.message : String(innermost);
  return [
    message,
    typeof found.detail === "string" ? found.detail : "",
    typeof found.hint === "string" ? `Hint: ${found.hint}` : "",
  ]
    .filter(Boolean)
    .join(" ");
}
