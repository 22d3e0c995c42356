// The site-wide behaviour script sits in a <template> (so the browser does not fetch it while it
// parses) and this inline snippet activates it once the first contentful paint is reported (the
// Paint Timing entry; where a browser has none, the first frame) and the whole document has been
// parsed and painted (the frame after DOMContentLoaded): the hero's paint never waits on it
// (issue 12's LCP budget), none of its work or requests come before the largest paint (issue 24;
// a request before it counts on the LCP's path in Lighthouse's simulation). Its CSP hash is added
// in astro.config.mjs from this same string.
//
// A click on one of the first screen's controls before the script arrives (the consent banner is
// in the first paint, docs/decisions/0021) is kept by the head's early-click script and carried
// out when it does (src/lib/early-clicks.mjs).
export const ACTIVATE_DEFERRED_SCRIPTS =
  "function g(){setTimeout(function(){document.querySelectorAll('template[data-deferred-script]').forEach(function(t){t.replaceWith(t.content.cloneNode(true))})},0)}function f(){requestAnimationFrame(g)}function d(){if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',f,{once:true});else f()}var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>-1)new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();d()}}).observe({type:'paint',buffered:true});else requestAnimationFrame(d)";
