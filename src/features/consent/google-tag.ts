import { DENIED_SIGNALS, allowsGoogleTag, consentSignals, type ConsentChoice } from "./consent";

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

const SCRIPT_ID = "google-tag";

function isLoaded() {
  return document.getElementById(SCRIPT_ID) !== null;
}

/**
 * Applies the visitor's choice to the Google tag (Consent Mode v2, basic): nothing at all
 * happens before the visitor allows analytics or marketing; then every signal starts denied,
 * is updated to the choice, and only then the tag's script is requested. Later changes update
 * the signals of the loaded tag.
 */
export function applyGoogleTagConsent(gtagId: string | null, choice: ConsentChoice | null) {
  if (!gtagId || !choice) return;
  const loaded = isLoaded();
  if (!loaded && !allowsGoogleTag(choice)) return;

  window.dataLayer = window.dataLayer ?? [];
  if (typeof window.gtag !== "function") {
    window.gtag = function gtag() {
      // gtag.js reads the arguments object itself, not an array.
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer!.push(arguments);
    };
  }
  const gtag = window.gtag;
  if (typeof gtag !== "function") return;

  if (!loaded) {
    gtag("consent", "default", { ...DENIED_SIGNALS });
    gtag("consent", "update", consentSignals(choice));
    gtag("js", new Date());
    gtag("config", gtagId);
    const script = document.createElement("script");
    script.id = SCRIPT_ID;
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(gtagId)}`;
    document.head.appendChild(script);
    return;
  }
  gtag("consent", "update", consentSignals(choice));
}
