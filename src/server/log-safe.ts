/**
 * An error message as the log may carry it: one line, and no credentials even when a library
 * quotes a URL (smtps://user:password@host, https://user:token@hooks…).
 */
export function logSafe(message: string): string {
  return message
    .replace(/\s+/g, " ")
    .replace(/\/\/[^/\s@]+@/g, "//…@")
    .slice(0, 500);
}
