// The site-wide behaviour script sits in a <template> (so the browser does not fetch it while it
// parses) and this inline snippet activates it once the first frame is painted: the hero's paint
// never waits on it (issue 12's LCP budget). Its CSP hash is added in astro.config.mjs from this
// same string.
export const ACTIVATE_DEFERRED_SCRIPTS =
  "requestAnimationFrame(function(){setTimeout(function(){document.querySelectorAll('template[data-deferred-script]').forEach(function(t){t.replaceWith(t.content.cloneNode(true))})},0)})";
