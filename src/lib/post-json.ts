/**
 * The one way browser code sends JSON to our API (enquiries, newsletter, deck gate): never
 * throws, reads the body when there is one, and turns 429 + Retry-After into seconds.
 */
export type PostJsonResult =
  | { kind: "answered"; status: number; body: unknown; headers: Headers }
  | { kind: "rate-limited"; retryAfterSeconds: number | null; body: unknown }
  | { kind: "network-error" };

/** Reads Retry-After as seconds (or an HTTP date); null when absent or unreadable. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return null;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

export async function postJson(
  url: string,
  data: unknown,
  {
    method = "POST",
    fetchImpl = fetch,
  }: { method?: "POST" | "DELETE"; fetchImpl?: typeof fetch } = {},
): Promise<PostJsonResult> {
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method,
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: data === undefined ? undefined : JSON.stringify(data),
    });
  } catch {
    return { kind: "network-error" };
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.status === 429) {
    return {
      kind: "rate-limited",
      retryAfterSeconds: parseRetryAfter(response.headers.get("Retry-After")),
      body,
    };
  }
  return { kind: "answered", status: response.status, body, headers: response.headers };
}
