// `npm run bench:admin`: the owner's enquiry list at 100,000 enquiries on PostgreSQL (issue 14).
// Migrates a fresh schema on BENCH_DATABASE_URL (or TEST_DATABASE_URL), seeds a realistic mix of
// enquiries with their notification mail, then times the same server functions the /admin pages
// call: the first page, searches, filters and the overview. Prints p50/p95 per query and exits
// non-zero when any p95 is over the budget. The schema is dropped at the end, pass or fail.
import { performance } from "node:perf_hooks";

import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";

import { listEnquiries } from "../src/server/admin/inbox/enquiries";
import { parseEnquiryFilters } from "../src/server/admin/inbox/enquiry-filters";
import { inboxClock } from "../src/server/admin/inbox/inbox-settings";
import { readOverview } from "../src/server/admin/reports/overview";
import { runSchemaBench, type BenchCase, timeCases } from "./lib/bench-db";

const COUNT = Number(process.env.BENCH_ENQUIRIES ?? 100_000);
const RUNS = Math.max(50, Number(process.env.BENCH_RUNS ?? 60));
const WARMUP = 5;
const BUDGET_MS = 100;

const FIRST = [
  "Aarav",
  "Priya",
  "Rahul",
  "Ananya",
  "Vikram",
  "Sneha",
  "Arjun",
  "Kavya",
  "Rohan",
  "Meera",
  "Aditya",
  "Ishita",
  "Karthik",
  "Divya",
  "Siddharth",
  "Pooja",
  "Nikhil",
  "Lakshmi",
  "Farhan",
  "Harpreet",
  "Tenzin",
  "Joseph",
  "Fatima",
  "Emily",
  "David",
  "Sofia",
  "अनन्या",
  "प्रिया",
  "ராஜேஷ்",
];
const LAST = [
  "Sharma",
  "Iyer",
  "Reddy",
  "Nair",
  "Patel",
  "Gupta",
  "Menon",
  "Singh",
  "Das",
  "Kulkarni",
  "Banerjee",
  "Chatterjee",
  "Rao",
  "Joshi",
  "Khan",
  "D'Souza",
  "Pillai",
  "Bhat",
  "Mehta",
  "Verma",
  "Smith",
  "Müller",
  "शर्मा",
  "ரெட்டி",
];
const COMPANIES = [
  "Kaveri Textiles",
  "Nimbus Logistics",
  "Saffron Foods",
  "Blue Lotus Clinics",
  "Deccan Motors",
  "Indus Fintech",
  "Ganga Realty",
  "Himalaya Retail",
  "Malabar Spices",
  "Thar Solar",
];
const REQUIREMENTS = [
  "We need an MVP for a B2B ordering app for our distributors across Maharashtra.",
  "Looking for a fractional CTO to review our architecture and hire two engineers.",
  "Automate invoice processing and WhatsApp follow-ups with AI.",
  "Run Google Ads for our clinics in Bengaluru and Chennai; budget 2 lakh a month.",
  "Tech strategy for moving our ERP to the cloud within six months.",
  "General question about pricing and timelines.",
];
const SERVICES = [
  "CTO-As-A-Service",
  "MVP Development",
  "AI Automation",
  "Google Ads Marketing",
  "Tech Strategy Consulting",
  "General Consultation",
];

const literal = (values: string[]) =>
  sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(",")}]`);

await runSchemaBench("bench:admin", "bench_admin", async ({ db, url, schemaName }) => {
  const seedStart = performance.now();
  // One statement: names, services, statuses and dates spread like two years of real traffic
  // (newer weeks busier); 93 % of notifications delivered, 4 % waiting, 3 % given up on.
  // Seeding runs on its own connection: the app's pool ends any query slower than its timeout
  // (src/server/db/pool.ts), and maintaining the trigram index makes big inserts slow.
  const seedClient = new pg.Client({
    connectionString: url,
    options: `-c search_path=${schemaName}`,
  });
  await seedClient.connect();
  const seedDb = drizzle(seedClient);
  const CHUNK = 10_000;
  for (let start = 1; start <= COUNT; start += CHUNK) {
    const end = Math.min(COUNT, start + CHUNK - 1);
    await seedDb.execute(sql`
      with inserted as (
        insert into contact_submissions (created_at, name, email, phone, company, location,
          service_type, requirements, email_sent, submission_id, status)
        select
          now() - (power(random(), 1.5) * interval '730 days'),
          f.first || ' ' || l.last,
          lower(f.first) || '.' || g || '@' ||
            (array['gmail.com','outlook.com','company.example','startup.example'])[1 + g % 4],
          '+91 9' || lpad((g * 7919 % 1000000000)::text, 9, '0'),
          case when g % 5 = 0 then null else (${literal(COMPANIES)})[1 + g % ${COMPANIES.length}] end,
          (array['Bengaluru','Mumbai','Pune','Chennai','Hyderabad','Delhi','Kochi',null])[1 + g % 8],
          (${literal(SERVICES)})[1 + (g * 31) % ${SERVICES.length}],
          (${literal(REQUIREMENTS)})[1 + (g * 17) % ${REQUIREMENTS.length}] || ' Ref ' || g,
          g % 100 < 93,
          gen_random_uuid(),
          (array['new','new','new','contacted','contacted','qualified','won','lost','spam'])[1 + (g * 13) % 9]
        from generate_series(${start}::int, ${end}::int) as g
        cross join lateral (select (${literal(FIRST)})[1 + (g * 7 + (g / 97)) % ${FIRST.length}] as first) f
        cross join lateral (select (${literal(LAST)})[1 + (g * 11 + (g / 89)) % ${LAST.length}] as last) l
        returning submission_id, email_sent, created_at)
      insert into email_outbox (submission_id, kind, recipient, subject, text_body, html_body,
        status, attempts, created_at, sent_at, next_attempt_at)
      select submission_id, 'lead-notification', 'team@site.example', 'New enquiry', '…', '…',
        case when email_sent then 'sent' when random() < 0.57 then 'pending' else 'failed' end,
        1, created_at, case when email_sent then created_at end, created_at
      from inserted`);
  }
  // What autovacuum does soon after a bulk load in production (visibility map, statistics).
  await seedDb.execute(sql`vacuum analyze`);
  await seedClient.end();
  console.log(
    `Seeded ${COUNT.toLocaleString("en")} enquiries in ${schemaName} in ${((performance.now() - seedStart) / 1000).toFixed(1)} s.`,
  );

  const cases: BenchCase[] = [
    ["first page (25)", () => listEnquiries(db, parseEnquiryFilters(new URLSearchParams()))],
    [
      "page 40 (50 a page)",
      () => listEnquiries(db, parseEnquiryFilters(new URLSearchParams("page=40&size=50"))),
    ],
    [
      "search common name q=sharma",
      () => listEnquiries(db, parseEnquiryFilters(new URLSearchParams("q=sharma"))),
    ],
    [
      "search one email q=priya.4242@",
      () => listEnquiries(db, parseEnquiryFilters(new URLSearchParams("q=priya.4242@"))),
    ],
    [
      "search company q=kaveri",
      () => listEnquiries(db, parseEnquiryFilters(new URLSearchParams("q=kaveri"))),
    ],
    [
      "search no match q=zzqx",
      () => listEnquiries(db, parseEnquiryFilters(new URLSearchParams("q=zzqx"))),
    ],
    [
      "filter status=qualified + service",
      () =>
        listEnquiries(
          db,
          parseEnquiryFilters(new URLSearchParams("status=qualified&service=AI+Automation")),
        ),
    ],
    [
      "filter mail=failed",
      () => listEnquiries(db, parseEnquiryFilters(new URLSearchParams("mail=failed"))),
    ],
    [
      "filter date range (one month)",
      () => {
        const to = new Date();
        const from = new Date(to.getTime() - 30 * 24 * 3600 * 1000);
        const day = (d: Date) => d.toISOString().slice(0, 10);
        return listEnquiries(
          db,
          parseEnquiryFilters(new URLSearchParams(`from=${day(from)}&to=${day(to)}`)),
        );
      },
    ],
    // The overview is not in the issue's budget; it is shown so a slow one is noticed.
    ["overview", () => readOverview(db, inboxClock(new Date())), false],
  ];

  return timeCases(cases, { runs: RUNS, warmup: WARMUP, budgetMs: BUDGET_MS, labelWidth: 38 });
});
