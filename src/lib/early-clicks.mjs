// Event replay for the first screen (issue 42, docs/decisions/0035-click-replay.md): the site
// script arrives after the first paint (docs/decisions/0010-late-scripts.md), and a click made
// before it is attached was lost. This inline head script, in place before anything paints,
// catches a click on any control the site script answers and keeps it; the site script replays
// the kept clicks once its listeners are attached (src/lib/early-click-replay.ts), the pattern of
// Angular's event replay and Google's JSAction. Its CSP hash is added in astro.config.mjs from
// this same string.
//
// A kept enquiry button (a link to the form's page) has its navigation held, and a deadline: if
// the site script has not taken the click over within ENQUIRY_FALLBACK_MS of the press, the link
// is followed after all, so a script that never arrives leaves the visitor on the form's page.
// Such a link acts as a button (role="button"), so Space presses it too, as a button's Space
// does (a link's own Space would scroll the page): the press becomes a click, kept the same way.

/** The controls whose early clicks are kept: each one's listener is in the site script. */
export const EARLY_CLICK_SELECTOR = [
  "[data-theme-toggle]",
  "[data-consent-action]",
  "[data-open-consent]",
  "[data-services-menu]>button",
  "[data-lead-service]",
].join(",");

/** How long an enquiry button waits for the modal before following its link to the form's page. */
export const ENQUIRY_FALLBACK_MS = 4000;

/** Where the kept clicks wait for the site script: `window[EARLY_CLICKS_GLOBAL]`. */
export const EARLY_CLICKS_GLOBAL = "__earlyClicks";

export const EARLY_CLICKS_SCRIPT = `(function(){var d=document,q=[],on=1;function c(e){var t=e.target,el=t.closest&&t.closest('${EARLY_CLICK_SELECTOR}');if(!el||!on)return;var h=el.getAttribute('href');if(h&&(e.ctrlKey||e.metaKey||e.shiftKey||e.altKey))return;var p={el:el,t:Date.now()};q.push(p);if(h){e.preventDefault();setTimeout(function(){if(on&&q.indexOf(p)>-1)location.assign(h)},${ENQUIRY_FALLBACK_MS})}}function k(e){var t=e.target,el=e.key==' '&&!e.repeat&&t.closest&&t.closest('a[role=button]');if(!el||!on||!el.matches('${EARLY_CLICK_SELECTOR}'))return;e.preventDefault();el.click()}d.addEventListener('click',c,true);d.addEventListener('keydown',k,true);window.${EARLY_CLICKS_GLOBAL}={q:q,stop:function(){on=0;d.removeEventListener('click',c,true);d.removeEventListener('keydown',k,true)}}})()`;
