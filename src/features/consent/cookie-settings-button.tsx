import { cookieBannerCopy } from "@/config/shared-copy";

/** "Cookie settings": reopens the consent banner's preferences (`consent-controls.ts` listens). */
export function CookieSettingsButton({ className }: { className?: string }) {
  return (
    <button type="button" data-open-consent className={className}>
      {cookieBannerCopy.settingsButton}
    </button>
  );
}
