import type { Db } from "../db/client";
import { serverEnv } from "../env";
import { onShutdown, processSingleton } from "../runtime";
import { trafficBatch, type TrafficBatch } from "./counters";
import { tokenBuckets, type TokenBuckets } from "./token-bucket";

/**
 * The process's visit counter: its in-memory batch, flushed TRAFFIC_FLUSH_MS after the first
 * beacon that found it empty and once more at shutdown, and its per-client limit.
 */
export type Collector = {
  batch: TrafficBatch;
  limiter: TokenBuckets;
  /** Counted: write now (flush 0) or within the flush interval. */
  counted: () => Promise<void>;
  /** Write what is pending now (the owner's Traffic page reads after this). */
  flushNow: () => Promise<void>;
};

export function makeCollector(
  db: () => Promise<Db>,
  options: { flushMs: number; ratePerMinute: number },
): Collector {
  const batch = trafficBatch();
  let timer: NodeJS.Timeout | null = null;
  const flushNow = async () => {
    if (timer) clearTimeout(timer);
    timer = null;
    await batch.flush(await db());
  };
  onShutdown(() => flushNow().catch((error) => console.error("[traffic] last flush:", error)));
  return {
    batch,
    limiter: tokenBuckets(options.ratePerMinute),
    flushNow,
    async counted() {
      if (options.flushMs === 0) return flushNow();
      timer ??= setTimeout(() => {
        timer = null;
        flushNow().catch((error) => console.error("[traffic] flush failed, kept:", error));
      }, options.flushMs);
      timer.unref();
    },
  };
}

export function processCollector(db: () => Promise<Db>): Collector {
  return processSingleton("traffic.collector", () =>
    makeCollector(db, {
      flushMs: serverEnv().TRAFFIC_FLUSH_MS,
      ratePerMinute: serverEnv().TRAFFIC_RATE_LIMIT,
    }),
  );
}
