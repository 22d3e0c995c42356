import { isbot } from "isbot";

/**
 * User agents that are not people: crawlers, link checkers and previews, monitors, HTTP
 * libraries and automated browsers, as isbot's maintained list knows them. Their beacons are
 * answered like any other and not counted. An empty or near-empty user agent is no browser either.
 */
export function isAutomated(userAgent: string | null): boolean {
  return !userAgent || userAgent.length < 10 || isbot(userAgent);
}
