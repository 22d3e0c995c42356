import { siteTimeZone } from "@/config/site";
import { addDays, zonedInstant } from "@/lib/zoned-time";

import type { Opening } from "./careers";

/**
 * Which openings /careers shows and publishes as JobPosting. /careers is prerendered, so "now" is
 * the build's clock: a posting that expires after a build stays on the page until the next
 * build. Rebuild when a posting's validThrough passes (a daily rebuild keeps the page honest);
 * docs/editing.md "Search metadata and job postings" says the same.
 */

/** The first instant of a calendar day ("2027-03-31") in the team's time zone (TIME_ZONE). */
const startOfDay = (date: string) => zonedInstant(date, siteTimeZone());

/** The last instant of a calendar day in the team's time zone: a posting is valid all day. */
const endOfDay = (date: string) =>
  new Date(zonedInstant(addDays(date, 1), siteTimeZone()).getTime() - 1);

/** Posted on or before `now` and valid through the end of its validThrough day. */
export function isOpen(opening: Pick<Opening, "datePosted" | "validThrough">, now: Date): boolean {
  return startOfDay(opening.datePosted) <= now && now <= endOfDay(opening.validThrough);
}

export function openOpenings<T extends Pick<Opening, "datePosted" | "validThrough">>(
  openings: readonly T[],
  now: Date,
): T[] {
  return openings.filter((opening) => isOpen(opening, now));
}

export const NO_OPEN_POSITIONS =
  "No open positions in content/careers/openings/: every opening's validThrough is past (or its datePosted is still to come). Extend validThrough or add an opening.";

/**
 * The open openings, or an error that stops the build: a careers page that lists no role would
 * still say "Apply Now" to nobody, so the content has to be fixed first.
 */
export function requireOpenOpenings<T extends Pick<Opening, "datePosted" | "validThrough">>(
  openings: readonly T[],
  now: Date,
): T[] {
  const open = openOpenings(openings, now);
  if (open.length === 0) throw new Error(NO_OPEN_POSITIONS);
  return open;
}
