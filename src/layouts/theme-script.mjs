// The one inline script in the head: it sets html[data-theme] from the visitor's saved choice
// (localStorage "theme"), else from the system setting, before the first paint, so no page ever
// flashes the wrong theme. Kept tiny and dependency-free; its CSP hash is added in
// astro.config.mjs from this same string. The header's toggle (theme-toggle-behaviour.ts) writes
// the same key.
export const THEME_STORAGE_KEY = "theme";

export const THEME_SCRIPT =
  "(function(){var t;try{t=localStorage.getItem('theme')}catch(e){}if(t!=='light'&&t!=='dark')t=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';document.documentElement.dataset.theme=t})()";
