import { consentCopy } from "@content/consent";

/** "Cookie settings": reopens the consent banner's preferences (`consent-controls.ts` listens). */
export function CookieSettingsButton({ className }: { className?: string }) {
  return (
    <button type="button" data-open-consent className={className}>
      {consentCopy.settingsButton}
    </button>
  );
}
