import type { ServiceType } from "@content/schemas/service-types";

/**
 * Opens the enquiry modal from plain scripts and islands alike (the delegated button listener,
 * the onboarding form). The modal, its form, react-dom, react-hook-form and zod arrive in one
 * chunk on first use; `preloadEnquiry()` starts that download on hover or focus.
 */
let pending: Promise<typeof import("./enquiry-modal-root")> | null = null;

/**
 * Under `npm run dev`, React components only load after Vite's fast-refresh preamble, which Astro
 * adds only to pages with an island; the modal loads outside any island. Removed from builds.
 */
async function reactRefreshPreamble(): Promise<void> {
  if (import.meta.env.DEV) await import("@vitejs/plugin-react/preamble");
}

export function preloadEnquiry(): Promise<typeof import("./enquiry-modal-root")> {
  pending ??= reactRefreshPreamble()
    .then(() => import("./enquiry-modal-root"))
    .catch((error: unknown) => {
      // A failed download (offline for a moment) may succeed on the next click.
      pending = null;
      throw error;
    });
  return pending;
}

export async function openEnquiry(
  service: ServiceType,
  options: {
    requirements?: string;
    /** Where focus returns on close; by default the element focused now (read before the download). */
    returnFocus?: HTMLElement | null;
    /** Asked once the modal's code has arrived: false when the caller gave up waiting for it. */
    stillWanted?: () => boolean;
  } = {},
): Promise<void> {
  const returnFocus =
    options.returnFocus ??
    (document.activeElement instanceof HTMLElement ? document.activeElement : null);
  const modal = await preloadEnquiry();
  if (options.stillWanted && !options.stillWanted()) return;
  modal.showEnquiryModal({ serviceType: service, requirements: options.requirements, returnFocus });
}
