import { serverEnv } from "../../env";

/**
 * The owners of the site: the addresses in OWNER_EMAILS (trimmed, lowercased by env.ts). Read on
 * every request, so removing an address locks its sessions out at their next request.
 */
export function ownerEmails(): readonly string[] {
  return serverEnv().OWNER_EMAILS;
}

export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

export function isOwner(email: string, owners: readonly string[] = ownerEmails()): boolean {
  return owners.includes(normaliseEmail(email));
}

/**
 * Where to go after signing in: a path on this site only ("/admin/enquiries?page=2"), never
 * "//evil.example" or "https://…"; anything else is /admin.
 */
export function safeNextPath(value: string | null | undefined): string {
  if (!value || value.length > 512) return "/admin";
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return "/admin";
  if (/[\u0000-\u001f\u007f]/.test(value)) return "/admin";
  try {
    const url = new URL(value, "http://site.invalid");
    if (url.origin !== "http://site.invalid") return "/admin";
    return `${url.pathname}${url.search}`;
  } catch {
    return "/admin";
  }
}
