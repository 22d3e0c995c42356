"use client";

import { Cookie } from "lucide-react";

import { Button } from "@/components/ui/button";

/** The event the consent banner listens for to open its preferences. */
export const OPEN_CONSENT_EVENT = "consent:open";

export function openConsentPreferences() {
  window.dispatchEvent(new CustomEvent(OPEN_CONSENT_EVENT));
}

/** Opens the consent banner's preferences from anywhere (the cookie policy, the footer). */
export function OpenConsentButton({ label }: { label: string }) {
  return (
    <Button variant="secondary" aria-haspopup="dialog" onClick={openConsentPreferences}>
      <Cookie aria-hidden="true" className="size-5" />
      {label}
    </Button>
  );
}
