"use client";

import { consentCopy } from "@content/consent";

import { openConsentSettings } from "./consent-store";

/** "Cookie settings": reopens the consent banner's preferences. */
export function CookieSettingsButton({ className }: { className?: string }) {
  return (
    <button type="button" aria-haspopup="true" onClick={openConsentSettings} className={className}>
      {consentCopy.settingsButton}
    </button>
  );
}
