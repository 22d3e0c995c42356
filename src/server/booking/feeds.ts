import { sql } from "drizzle-orm";

import type { Db } from "../db/client";
import { calendarFeeds } from "../db/schema";
import { logSafe } from "../log-safe";
import { busyFromIcs, feedHost, fetchFeed } from "./calendar-feed";
import { mergeBusy } from "./slots";

/**
 * The owners' calendar feeds, read on the queue's schedule (docs/decisions/0036-booking-calls.md)
 * and kept in `calendar_feeds`: a visitor's page reads the stored busy times and never waits for
 * a feed. A feed that fails keeps its last good busy times and records the error, which the
 * overview and `npm run preflight` name with the owner.
 */
export const FEED_REFRESH_CRON = "*/5 * * * *";

export type FeedRefresh = { ownerEmail: string; ok: boolean; busy: number; error: string | null };

export async function refreshCalendarFeeds(
  db: Db,
  options: {
    feeds: ReadonlyMap<string, string>;
    now: Date;
    horizonDays: number;
    teamZone: string;
    fetcher?: typeof fetch;
  },
): Promise<FeedRefresh[]> {
  const now = options.now.getTime();
  // A day either side: a call booked now looks at most the horizon ahead.
  const window = { from: now - 86_400_000, to: now + (options.horizonDays + 1) * 86_400_000 };
  const results: FeedRefresh[] = [];
  for (const [ownerEmail, url] of options.feeds) {
    const host = feedHost(url);
    try {
      const text = await fetchFeed(url, options.fetcher);
      const busy = mergeBusy(busyFromIcs(text, window, options.teamZone));
      await db
        .insert(calendarFeeds)
        .values({
          ownerEmail,
          host,
          busy: JSON.stringify(busy),
          lastAttemptAt: options.now,
          lastSuccessAt: options.now,
          lastError: null,
        })
        .onConflictDoUpdate({
          target: calendarFeeds.ownerEmail,
          set: {
            host,
            busy: JSON.stringify(busy),
            lastAttemptAt: options.now,
            lastSuccessAt: options.now,
            lastError: null,
          },
        });
      results.push({ ownerEmail, ok: true, busy: busy.length, error: null });
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      console.error(`[calendar] feed of ${ownerEmail} (${host}) failed: ${logSafe(message)}`);
      await db
        .insert(calendarFeeds)
        .values({ ownerEmail, host, lastAttemptAt: options.now, lastError: message })
        .onConflictDoUpdate({
          target: calendarFeeds.ownerEmail,
          // The busy times stay: the last good copy keeps serving.
          set: { host, lastAttemptAt: options.now, lastError: message },
        });
      results.push({ ownerEmail, ok: false, busy: 0, error: message });
    }
  }
  // An owner whose feed was removed from OWNER_CALENDARS: forget it.
  const owners = [...options.feeds.keys()];
  await db.execute(
    owners.length
      ? sql`delete from calendar_feeds where owner_email not in (${sql.join(
          owners.map((owner) => sql`${owner}`),
          sql`, `,
        )})`
      : sql`delete from calendar_feeds`,
  );
  return results;
}
