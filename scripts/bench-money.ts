// `npm run bench:money`: the Sources page with its money report at 10,000 enquiries and three
// years of daily spend for 50 campaigns on PostgreSQL (issue 41). Migrates a fresh schema on
// BENCH_DATABASE_URL (or TEST_DATABASE_URL), seeds enquiries tagged by campaign id or name (a
// fifth of them won, with values in rupees and dollars), the daily Google Ads spend, typed-in
// monthly LinkedIn spend and visit counts, then times what /admin/sources reads for a month, a
// quarter, a year and the whole three years. Prints p50/p95 and exits non-zero when a p95 is over
// the budget. The schema is dropped at the end, pass or fail.
import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";

import { sql } from "drizzle-orm";

import { monthlySpend } from "../src/server/admin/reports/ad-spend";
import { moneyReport } from "../src/server/admin/reports/money";
import { sourcesReport } from "../src/server/admin/reports/sources";
import { openDbHandle } from "../src/server/db/client";

const url = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
const ENQUIRIES = Number(process.env.BENCH_ENQUIRIES ?? 10_000);
const CAMPAIGNS = 50;
const DAYS = 3 * 365;
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 60));
const WARMUP = 5;
const BUDGET_MS = 300;

if (!url || !/^postgres(ql)?:\/\//.test(url)) {
  console.error(
    "bench:money needs PostgreSQL: set BENCH_DATABASE_URL or TEST_DATABASE_URL to a postgres:// URL.",
  );
  process.exit(2);
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

const schemaName = `bench_money_${randomBytes(4).toString("hex")}`;
const admin = await openDbHandle(url);
await admin.db.execute(sql.raw(`CREATE SCHEMA "${schemaName}"`));
const handle = await openDbHandle(url, { schemaName });
let failed = false;
try {
  await handle.migrate();
  const db = handle.db;
  const seedStart = performance.now();
  // Campaign g (1..50): id 20000000000 + g, name "Campaign g, India"; even ones tagged by id,
  // odd ones by name (any case), as owners' ads are. A tenth of enquiries are direct, a tenth
  // from LinkedIn's typed-in campaigns.
  await db.execute(sql`
    insert into contact_submissions (created_at, name, email, phone, service_type, submission_id,
      status, utm_source, utm_medium, utm_campaign, won_value, won_currency)
    select now() - (random() * interval '1095 days'), 'Lead ' || g, 'lead' || g || '@x.example',
      '+91 98765 43210', 'MVP Development', gen_random_uuid(), s.status,
      case when g % 10 = 0 then null when g % 10 = 1 then 'linkedin' else 'google' end,
      case when g % 10 = 0 then null when g % 10 = 1 then 'paid' else 'cpc' end,
      case when g % 10 = 0 then null
        when g % 10 = 1 then 'li-' || (g % 5)
        when c % 2 = 0 then (20000000000 + c)::text
        else 'campaign ' || c || ', india' end,
      case when s.status = 'won' then (50000 + (g * 7919) % 450000) end,
      case when s.status = 'won' then (case when g % 7 = 0 then 'USD' else 'INR' end) end
    from generate_series(1, ${ENQUIRIES}::int) g
    cross join lateral (select 1 + (g * 31) % ${CAMPAIGNS} as c) k
    cross join lateral (select (array['new','contacted','qualified','won','lost'])[1 + (g * 13) % 5]
      as status) s`);
  await db.execute(sql`
    insert into ad_spend (channel, span, day, campaign_id, campaign, cost, currency, clicks, impressions)
    select 'google-ads', 'day', (current_date - d)::date, (20000000000 + c)::text,
      'Campaign ' || c || ', India', round((200 + random() * 5000)::numeric, 2), 'INR',
      (random() * 60)::int, (random() * 2000)::int
    from generate_series(0, ${DAYS - 1}::int) d, generate_series(1, ${CAMPAIGNS}::int) c`);
  await db.execute(sql`
    insert into ad_spend (channel, span, day, campaign_id, campaign, cost, currency)
    select 'linkedin', 'month', (date_trunc('month', current_date) - m * interval '1 month')::date,
      '', 'li-' || c, 20000 + c * 1000, 'INR'
    from generate_series(0, 35) m, generate_series(0, 4) c`);
  // Entry counts: a day row per campaign and day for the last 13 months (retention keeps that).
  await db.execute(sql`
    insert into traffic_counts (period_start, span, path, device, entry, source, medium, campaign,
      views, visits)
    select (current_date - d)::timestamp - interval '5 hours 30 minutes', 'day', '/', 'mobile',
      true, 'google', 'cpc', (20000000000 + c)::text, 5 + c % 7, 3 + c % 5
    from generate_series(0, 395) d, generate_series(2, ${CAMPAIGNS}::int, 2) c`);
  await db.execute(sql`analyze`);
  console.log(
    `Seeded ${ENQUIRIES.toLocaleString("en")} enquiries, ${(DAYS * CAMPAIGNS).toLocaleString("en")} days of campaign spend in ${schemaName} in ${((performance.now() - seedStart) / 1000).toFixed(1)} s.`,
  );

  const day = (daysAgo: number) =>
    new Date(Date.now() - daysAgo * 24 * 3600 * 1000).toISOString().slice(0, 10);
  const page = (from: string, to: string) => () =>
    Promise.all([
      sourcesReport(db, { from, to }, "campaign"),
      moneyReport(db, { from, to }, { rate: 84 }),
      monthlySpend(db, { from, to }),
    ]);
  const cases: [string, () => Promise<unknown>][] = [
    ["Sources page, last 30 days", page(day(29), day(0))],
    ["Sources page, last 90 days", page(day(89), day(0))],
    ["Sources page, last 365 days", page(day(364), day(0))],
    ["Sources page, all three years", page(day(DAYS - 1), day(0))],
  ];

  console.log(`\n${RUNS} runs each (after ${WARMUP} warm-up), budget p95 ≤ ${BUDGET_MS} ms\n`);
  console.log(`${"query".padEnd(34)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)}`);
  for (const [label, run] of cases) {
    for (let i = 0; i < WARMUP; i += 1) await run();
    const times: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const start = performance.now();
      await run();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const p50 = percentile(times, 50);
    const p95 = percentile(times, 95);
    const over = p95 > BUDGET_MS;
    if (over) failed = true;
    console.log(
      `${label.padEnd(34)} ${p50.toFixed(1).padStart(8)} ${p95.toFixed(1).padStart(8)}${over ? "  OVER BUDGET" : ""}`,
    );
  }
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await handle.close();
  if (process.env.BENCH_KEEP_SCHEMA === "1") console.log(`Kept schema ${schemaName}.`);
  else await admin.db.execute(sql.raw(`DROP SCHEMA "${schemaName}" CASCADE`));
  await admin.close();
}
console.log(failed ? "\nbench:money FAILED" : "\nbench:money passed: every p95 within budget.");
process.exit(failed ? 1 : 0);
