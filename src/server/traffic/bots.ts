/**
 * User agents that are not people: crawlers, link checkers and previews, monitors, HTTP
 * libraries and automated browsers (headless Chrome says "HeadlessChrome"; Lighthouse
 * "Chrome-Lighthouse"). Their beacons are answered like any other and not counted. An empty
 * user agent is no browser either.
 */
const AUTOMATED =
  /bot\b|bot\/|crawl|spider|slurp|headless|lighthouse|pagespeed|ptst|phantom|selenium|webdriver|puppeteer|playwright|preview|facebookexternalhit|embedly|linkcheck|link-check|checklink|validator|monitor|uptime|pingdom|curl\/|wget|python|go-http|java\/|okhttp|httpclient|node-fetch|undici|axios|libwww|scrapy|feedfetcher|mediapartners|archiver/i;

export function isAutomated(userAgent: string | null): boolean {
  return !userAgent || userAgent.length < 10 || AUTOMATED.test(userAgent);
}
