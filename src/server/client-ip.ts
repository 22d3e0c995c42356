/**
 * The client's IP address for rate limits and the access log. scripts/start.mjs guarantees the
 * right-most X-Forwarded-For entry is trustworthy: the socket address, or, behind a trusted proxy
 * (TRUST_PROXY), the address that proxy appended. Earlier entries can be forged and are ignored.
 */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get("x-forwarded-for")?.split(",").at(-1)?.trim();
  return forwarded || headers.get("x-real-ip")?.trim() || "unknown";
}
