// Stands in for @mdn/mdn-http-observatory's src/analyzer/hsts.js (see ./hooks.mjs): the same
// exports, over an empty preload list. A loopback address is never on Chromium's HSTS preload
// list, so the audit earns no "preloaded" credit; the header itself is preload-eligible
// (two years, includeSubDomains, preload) and the scanner grades it as sent.

/** @returns {Map<string, {includeSubDomains: boolean, includeSubDomainsForPinning: boolean, mode: string, pinned: boolean}>} */
export function hsts() {
  return new Map();
}

/** No host is preloaded. */
export function isHstsPreloaded() {
  return null;
}
