import { isConnectionError } from "../db/errors";

export function json(body: unknown, status: number, headers: Record<string, string> = {}) {
  return Response.json(body, {
    status,
    headers: { "Cache-Control": "no-store", ...headers },
  });
}

/** A form post that worked: 303 to where it leads (Post/Redirect/Get: a reload posts nothing). */
export function seeOther(location: string, headers: Record<string, string> = {}): Response {
  return new Response(null, {
    status: 303,
    headers: { ...headers, Location: location, "Cache-Control": "no-store" },
  });
}

/** A form post refused before it reached the form (another site, not a form, too large). */
export function refusedPost(status: number, message: string): Response {
  return new Response(message, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/** A method the endpoint does not answer: 405 with the ones it does. */
export function methodNotAllowed(allowed: readonly string[]): Response {
  return json({ error: "Method not allowed." }, 405, { Allow: allowed.join(", ") });
}

export const UNAVAILABLE_MESSAGE =
  "The service is temporarily unavailable. Please try again in a moment.";

/**
 * The answer for an error a handler did not expect: 503 when the database cannot be reached
 * (the process stays up and the next request tries the connection again), else 500.
 */
export function errorResponse(error: unknown, what: string): Response {
  if (isConnectionError(error)) {
    console.error(`[api] ${what}: database unavailable: ${(error as Error).message}`);
    return json({ error: UNAVAILABLE_MESSAGE }, 503, { "Retry-After": "30" });
  }
  console.error(`[api] ${what} failed:`, error);
  return json({ error: "Something went wrong on our side. Please try again." }, 500);
}

export function rateLimitedResponse(retryAfterSeconds: number, what: string): Response {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return json(
    {
      error: `Too many ${what} from your network. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
      retryAfterSeconds,
    },
    429,
    { "Retry-After": String(retryAfterSeconds) },
  );
}
