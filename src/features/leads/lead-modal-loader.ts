/**
 * The modal and its form (react-hook-form, zod) load on first use, not with every page:
 * `loadLeadModal()` starts the download early (hover or focus on a button) and the host awaits it.
 */
let pending: Promise<typeof import("./lead-modal")> | null = null;

export function loadLeadModal() {
  pending ??= import("./lead-modal");
  return pending;
}
