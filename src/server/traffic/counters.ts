import { sql } from "drizzle-orm";

import { siteTimeZone } from "@/config/site";
import { VITAL_NAMES } from "@/features/traffic/beacon-payload";
import { vitalBucket } from "@/features/traffic/vitals";
import { zonedHourStart } from "@/lib/zoned-time";

import { queryRows, type Db } from "../db/client";
import { OTHER_PAGE, type CheckedView, type CheckedVitals } from "./beacon-check";

/**
 * Counting (docs/decisions/0026-first-party-visit-counts.md): beacons add to in-memory counts,
 * and one flush writes them as a few multi-row upserts into per-hour rows (traffic_counts,
 * traffic_vitals): a busy second of 200 beacons is three statements, never 200 rows. A flush
 * that fails keeps its counts for the next one.
 */
/** The start of the hour `time` falls in, in the team's zone (India's start at :30 UTC). */
export const teamHourStart = (time: Date): Date => zonedHourStart(time, siteTimeZone());

type CountKey = string;
type Counts = { views: number; visits: number };
type VisitSeen = { key: CountKey; at: Date };

/** Keys beyond this wait in the database's stead: a flush that keeps failing cannot grow memory. */
const MAX_PENDING_KEYS = 20_000;

export type TrafficBatch = {
  addView: (view: CheckedView, now: Date) => void;
  addVitals: (vitals: CheckedVitals, now: Date) => void;
  /** Write what has gathered; resolves when written (or kept after a failure). */
  flush: (db: Db) => Promise<void>;
  pending: () => number;
};

const SEP = "\u0000";

/**
 * Distinct sources (source, medium and campaign together) an hour keeps; any further one counts
 * as "(other)". Paths are limited to the site's own pages; without this, beacons with made-up
 * referrers or utm_ values would each add a row and fill the owner's report.
 */
export const MAX_SOURCES_PER_HOUR = 100;
const OTHER_SOURCE = [OTHER_PAGE, OTHER_PAGE, OTHER_PAGE].join(SEP);
/** The source fields of a view that does not open a visit. */
const NO_SOURCE = ["", "", ""].join(SEP);

/** A key's hour and its source triple ("" for a page that does not open a visit). */
function splitKey(key: CountKey) {
  const parts = key.split(SEP);
  return { hour: parts[0]!, rest: parts.slice(1, 4), source: parts.slice(4, 7).join(SEP) };
}

/**
 * The counts with every source beyond an hour's MAX_SOURCES_PER_HOUR (those stored already
 * first, then in the order they arrived) merged into "(other)".
 */
async function capSources(db: Db, counts: Map<CountKey, Counts>): Promise<Map<CountKey, Counts>> {
  const hours = new Set<string>();
  for (const key of counts.keys()) {
    const { hour, source } = splitKey(key);
    if (source !== NO_SOURCE) hours.add(hour);
  }
  if (hours.size === 0) return counts;
  const stored = await queryRows<{
    hour: Date | string;
    source: string;
    medium: string;
    campaign: string;
  }>(
    db,
    sql`select distinct period_start as hour, source, medium, campaign from traffic_counts
        where span = 'hour' and entry and period_start in (${sql.join(
          [...hours].map((hour) => sql`${hour}`),
          sql`, `,
        )})`,
  );
  const known = new Map<string, Set<string>>();
  const seen = (hour: string) => known.get(hour) ?? known.set(hour, new Set()).get(hour)!;
  for (const row of stored) {
    seen(new Date(row.hour).toISOString()).add([row.source, row.medium, row.campaign].join(SEP));
  }
  const capped = new Map<CountKey, Counts>();
  for (const [key, add] of counts) {
    const { hour, rest, source } = splitKey(key);
    let kept = key;
    if (hours.has(hour) && source !== NO_SOURCE) {
      const sources = seen(hour);
      if (!sources.has(source)) {
        if (sources.size < MAX_SOURCES_PER_HOUR) sources.add(source);
        else kept = [hour, ...rest, OTHER_SOURCE].join(SEP);
      }
    }
    const row = capped.get(kept);
    if (row) {
      row.views += add.views;
      row.visits += add.visits;
    } else capped.set(kept, { ...add });
  }
  return capped;
}

export function trafficBatch(): TrafficBatch {
  let counts = new Map<CountKey, Counts>();
  let vitals = new Map<string, number>();
  let visits = new Map<string, VisitSeen>();
  let running: Promise<void> | null = null;

  const bump = (key: CountKey, add: Counts) => {
    const row = counts.get(key);
    if (row) {
      row.views += add.views;
      row.visits += add.visits;
    } else if (counts.size < MAX_PENDING_KEYS) {
      counts.set(key, { ...add });
    }
  };

  async function write(db: Db) {
    const taken = { counts, vitals, visits };
    counts = new Map();
    vitals = new Map();
    visits = new Map();
    try {
      if (taken.visits.size) {
        // A visit counts once: only ids new to traffic_visits add a visit to their row.
        const ids = [...taken.visits.entries()];
        const fresh = await queryRows<{ id: string }>(
          db,
          sql`insert into traffic_visits (id, started_at) values ${sql.join(
            ids.map(([id, seen]) => sql`(${id}, ${seen.at.toISOString()})`),
            sql`, `,
          )} on conflict (id) do nothing returning id`,
        );
        for (const { id } of fresh) {
          const seen = taken.visits.get(id)!;
          const row = taken.counts.get(seen.key);
          if (row) row.visits += 1;
          else taken.counts.set(seen.key, { views: 0, visits: 1 });
        }
        taken.visits.clear();
      }
      if (taken.counts.size) {
        taken.counts = await capSources(db, taken.counts);
        const hours = new Set([...taken.counts.keys()].map((key) => splitKey(key).hour));
        const rows = [...taken.counts.entries()].map(([key, add]) => {
          const [hour, path, device, entry, source, medium, campaign] = key.split(SEP);
          return sql`(${hour}, 'hour', ${path}, ${device}, ${entry === "1"}, ${source}, ${medium}, ${campaign}, ${add.views}, ${add.visits})`;
        });
        await db.execute(
          sql`insert into traffic_counts
                (period_start, span, path, device, entry, source, medium, campaign, views, visits)
              values ${sql.join(rows, sql`, `)}
              on conflict (period_start, span, path, device, entry, source, medium, campaign)
              do update set views = traffic_counts.views + excluded.views,
                            visits = traffic_counts.visits + excluded.visits`,
        );
        taken.counts.clear();
        // A visit counts only with a view of its page: a "visit" beacon names the visit of a
        // view already counted, so a row never has more visits than views, and made-up visit
        // ids with no view behind them add nothing.
        await db.execute(
          sql`update traffic_counts set visits = views
              where span = 'hour' and visits > views and period_start in (${sql.join(
                [...hours].map((hour) => sql`${hour}`),
                sql`, `,
              )})`,
        );
      }
      if (taken.vitals.size) {
        const rows = [...taken.vitals.entries()].map(([key, samples]) => {
          const [hour, path, metric, bucket] = key.split(SEP);
          return sql`(${hour}, 'hour', ${path}, ${metric}, ${Number(bucket)}, ${samples})`;
        });
        await db.execute(
          sql`insert into traffic_vitals (period_start, span, path, metric, bucket, samples)
              values ${sql.join(rows, sql`, `)}
              on conflict (period_start, span, path, metric, bucket)
              do update set samples = traffic_vitals.samples + excluded.samples`,
        );
        taken.vitals.clear();
      }
    } catch (error) {
      // Put back what was not written; the next flush tries again.
      for (const [id, seen] of taken.visits) if (!visits.has(id)) visits.set(id, seen);
      for (const [key, add] of taken.counts) bump(key, add);
      for (const [key, samples] of taken.vitals) vitals.set(key, (vitals.get(key) ?? 0) + samples);
      throw error;
    }
  }

  return {
    addView(view, now) {
      const hour = teamHourStart(now).toISOString();
      const key = [
        hour,
        view.path,
        view.device,
        view.entry ? "1" : "0",
        view.source,
        view.medium,
        view.campaign,
      ].join(SEP);
      // A "visit" beacon names the visit of a view counted already: no second view.
      if (view.kind === "view") bump(key, { views: 1, visits: 0 });
      if (view.visit && !visits.has(view.visit) && visits.size < MAX_PENDING_KEYS) {
        visits.set(view.visit, { key, at: now });
      }
    },
    addVitals({ path, values }, now) {
      const hour = teamHourStart(now).toISOString();
      for (const name of VITAL_NAMES) {
        const value = values[name];
        if (value === undefined) continue;
        const key = [hour, path, name, vitalBucket(name, value)].join(SEP);
        if (vitals.has(key) || vitals.size < MAX_PENDING_KEYS) {
          vitals.set(key, (vitals.get(key) ?? 0) + 1);
        }
      }
    },
    async flush(db) {
      // One flush at a time: a second caller waits for the running one, then writes the rest.
      while (running) await running.catch(() => {});
      if (!counts.size && !vitals.size && !visits.size) return;
      running = write(db);
      try {
        await running;
      } finally {
        running = null;
      }
    },
    pending: () => counts.size + vitals.size + visits.size,
  };
}
