// The site-wide behaviour script sits in a <template> (so the browser does not fetch it while it
// parses) and this inline snippet activates it once the first contentful paint is reported (the
// Paint Timing entry; where a browser has none, the first frame) and the whole document has been
// parsed and painted (the frame after DOMContentLoaded): the hero's paint never waits on it
// (issue 12's LCP budget), none of its work or requests come before the largest paint (issue 24;
// a request before it counts on the LCP's path in Lighthouse's simulation). Its CSP hash is added
// in astro.config.mjs from this same string.
//
// The consent banner is in the first paint (theme-script.mjs), before this script's module has
// arrived: a press on one of its buttons, or on a "Cookie settings" button, meanwhile is
// remembered in html[data-consent-early] (the latter as "open", the button marked
// data-consent-opener for focus to return to) and carried out by consent-controls.ts when it
// starts (it marks the banner data-consent-live, after which presses are its own), so neither is
// ever dead.
export const ACTIVATE_DEFERRED_SCRIPTS =
  "document.addEventListener('click',function(e){var t=e.target;if(!t.closest||document.querySelector('[data-consent-live]'))return;var b=t.closest('[data-consent-action]'),o=t.closest('[data-open-consent]'),r=document.documentElement.dataset;if(b)r.consentEarly=b.dataset.consentAction;else if(o){o.setAttribute('data-consent-opener','');r.consentEarly='open'}},true);function g(){setTimeout(function(){document.querySelectorAll('template[data-deferred-script]').forEach(function(t){t.replaceWith(t.content.cloneNode(true))})},0)}function f(){requestAnimationFrame(g)}function d(){if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',f,{once:true});else f()}var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>-1)new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();d()}}).observe({type:'paint',buffered:true});else requestAnimationFrame(d)";
