// The one inline script in the head: it sets html[data-theme] from the visitor's saved choice
// (localStorage "theme"), else from the system setting, before the first paint, so no page ever
// flashes the wrong theme. Kept tiny and dependency-free; its CSP hash is added in
// astro.config.mjs from this same string. The header's toggle (theme-toggle-behaviour.ts) writes
// the same key.
// It also sets html[data-consent="open"] when no valid consent cookie is saved (the pattern of
// parseConsent in src/features/consent/consent.ts): the consent banner is then shown by CSS in
// the first paint, instead of by the site script a frame later with a second layout
// (docs/decisions/0021-first-paint-without-main-thread-work.md).
export const THEME_STORAGE_KEY = "theme";

export const THEME_SCRIPT =
  "(function(){var t;try{t=localStorage.getItem('theme')}catch(e){}if(t!=='light'&&t!=='dark')t=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';var d=document.documentElement;d.dataset.theme=t;if(!/(^|;\\s*)site_consent=v1\\.a[01]\\.f[01]\\.m[01]\\.\\d+(;|$)/.test(document.cookie))d.dataset.consent='open'})()";
