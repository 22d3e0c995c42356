import { useSyncExternalStore } from "react";

import { DEFAULT_SERVICE_TYPE, type ServiceType } from "./service-types";

/**
 * Which enquiry modal is open, shared by every button on the page without a React context, so a
 * server component can render a `LeadModalButton` anywhere and one modal host answers it.
 */
export type LeadModalState = {
  open: boolean;
  serviceType: ServiceType;
  /** Text carried into "requirements" (the onboarding flow fills it). */
  requirements?: string;
  /** The element to return focus to when the modal closes. */
  returnFocus?: HTMLElement | null;
};

let state: LeadModalState = { open: false, serviceType: DEFAULT_SERVICE_TYPE };
const listeners = new Set<() => void>();

function setState(next: LeadModalState) {
  state = next;
  for (const listener of listeners) listener();
}

export function openLeadModal(
  serviceType: ServiceType = DEFAULT_SERVICE_TYPE,
  options: { requirements?: string } = {},
) {
  const active =
    typeof document === "undefined" ? null : (document.activeElement as HTMLElement | null);
  setState({ open: true, serviceType, requirements: options.requirements, returnFocus: active });
}

export function closeLeadModal() {
  setState({ ...state, open: false });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const serverState: LeadModalState = { open: false, serviceType: DEFAULT_SERVICE_TYPE };

export function useLeadModal(): LeadModalState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => serverState,
  );
}
