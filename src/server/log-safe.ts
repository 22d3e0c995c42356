import { cutText } from "@/lib/cut-text";

/**
 * An error message as the log may carry it: one line, and no credentials even when a library
 * quotes a URL (smtps://user:password@host, https://user:token@hooks…).
 */
export function logSafe(message: string): string {
  return cutText(message.replace(/\s+/g, " ").replace(/\/\/[^/\s@]+@/g, "//…@"), 500);
}
