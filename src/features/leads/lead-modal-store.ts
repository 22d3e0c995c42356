import { useSyncExternalStore } from "react";

import { DEFAULT_SERVICE_TYPE, type ServiceType } from "@content/schemas/service-types";

/**
 * Whether the enquiry modal is open and how it is preset. Written by `showEnquiryModal` (the
 * delegated button listener and the onboarding form reach it through `openEnquiry`), read by the
 * one modal host.
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

export function openLeadModal(request: Omit<LeadModalState, "open">) {
  setState({ ...request, open: true });
}

export function closeLeadModal() {
  setState({ ...state, open: false });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLeadModal(): LeadModalState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}
