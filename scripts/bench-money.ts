// `npm run bench:money`: the Sources page with its money report at 10,000 enquiries and three
// years of daily spend for 50 campaigns on PostgreSQL (issue 41). Migrates a fresh schema on
// BENCH_DATABASE_URL (or TEST_DATABASE_URL), seeds enquiries tagged by campaign id or name (a
// fifth of them won, with values in rupees and dollars), the daily Google Ads spend, typed-in
// monthly LinkedIn spend and visit counts, then times what /admin/sources reads for a month, a
// quarter, a year and the whole three years. Prints p50/p95 and exits non-zero when a p95 is over
// the budget. The schema is dropped at the end, pass or fail.
import { performance } from "node:perf_hooks";

import { sql } from "drizzle-orm";

import { monthlySpend } from "../src/server/admin/reports/ad-spend";
import { moneyReport } from "../src/server/admin/reports/money";
import { sourcesReport } from "../src/server/admin/reports/sources";
import { runSchemaBench, type BenchCase, timeCases } from "./lib/bench-db";

const ENQUIRIES = Number(process.env.BENCH_ENQUIRIES ?? 10_000);
const CAMPAIGNS = 50;
const DAYS = 3 * 365;
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 60));
const WARMUP = 5;
const BUDGET_MS = 300;

await runSchemaBench("bench:money", "bench_money", async ({ db, schemaName }) => {
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
  const cases: BenchCase[] = [
    ["Sources page, last 30 days", page(day(29), day(0))],
    ["Sources page, last 90 days", page(day(89), day(0))],
    ["Sources page, last 365 days", page(day(364), day(0))],
    ["Sources page, all three years", page(day(DAYS - 1), day(0))],
  ];

  return timeCases(cases, { runs: RUNS, warmup: WARMUP, budgetMs: BUDGET_MS, labelWidth: 34 });
});
