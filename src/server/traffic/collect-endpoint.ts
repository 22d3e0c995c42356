import { clientIp } from "../client-ip";
import { readBodyText } from "../http/body-text";
import { json } from "../http/responses";
import { isSameOriginPost } from "../http/same-origin";
import { BEACON_MAX_BYTES } from "@/features/traffic/beacon-payload";
import { checkBeacon } from "./beacon-check";
import { isAutomated } from "./bots";
import type { Collector } from "./collector";

export type CollectDeps = {
  collector: () => Collector;
  knownPages: () => Promise<ReadonlySet<string>>;
  now?: () => Date;
};

const counted = () => new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });

/**
 * POST /api/collect (docs/decisions/0026-first-party-visit-counts.md): 204 for a beacon, counted
 * or not (a bot's, one over the limit); 4xx for anything that is not a beacon from our pages;
 * never a 5xx for what a client sent. The count is written later, in a batch: a database that is
 * down delays counts, it does not fail beacons.
 */
export async function handleCollectRequest(request: Request, deps: CollectDeps): Promise<Response> {
  if (!isSameOriginPost(request)) return json({ error: "Only our own pages send beacons." }, 403);
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "text/plain" && type !== "application/json") {
    return json({ error: "Send the beacon as text/plain or application/json." }, 415);
  }
  const body = await readBodyText(request, BEACON_MAX_BYTES);
  if (!body.ok) return json({ error: body.error }, body.status);
  const check = checkBeacon(body.text, await deps.knownPages());
  if (!check.ok) return json({ error: check.error }, check.status);
  if (isAutomated(request.headers.get("user-agent"))) return counted();
  const collector = deps.collector();
  // Over the limit: answered like the rest (a beacon is never resent), just not counted.
  if (!collector.limiter.take(clientIp(request.headers))) return counted();
  const now = deps.now?.() ?? new Date();
  if (check.beacon.kind !== "vitals") collector.batch.addView(check.beacon, now);
  else collector.batch.addVitals(check.beacon, now);
  try {
    await collector.counted();
  } catch (error) {
    // Only with TRAFFIC_FLUSH_MS=0: the counts stay in memory for the next write.
    console.error("[traffic] write failed, kept:", error);
  }
  return counted();
}
