// `npm run bench:booking` (issue 40): the discovery-call booking's two hot paths.
// 1. The slot engine: open slots for 2 owners × 21 days with 500 busy calendar events (and a
//    day's worth of booked calls), computed as listOpenSlots does once it has read the stored
//    feeds; p50/p95 over many runs, budget 20 ms p95. Then listOpenSlots itself, database read
//    included.
// 2. Booking at 20 clients: bookCall (the function the booking route calls) from 20 concurrent
//    clients picking open slots at random, so some race for the same slot; p50/p95 per booking and
//    how many were booked or found taken. On BENCH_DATABASE_URL / TEST_DATABASE_URL (PostgreSQL,
//    a throw-away schema dropped at the end) when set, else the embedded database in memory.
// Exits non-zero when the slot engine's p95 (CPU time) is over its budget.
import { performance } from "node:perf_hooks";

import { parseWorkingHours, type WorkingHours } from "../src/server/admin/inbox/working-hours";
import { openDbHandle, type DbHandle } from "../src/server/db/client";
import { jobQueueFor } from "../src/server/jobs/lifecycle";
import { calendarFeeds } from "../src/server/db/schema";
import {
  bookCall,
  listOpenSlots,
  setBookingSettingsForTest,
  type BookingSettings,
} from "../src/server/booking/service";
import { groupByDay, openSlots, type Interval } from "../src/server/booking/slots";
import { benchDatabaseUrl, createBenchSchema, dropBenchSchema } from "./lib/bench-db";

const SLOT_BUDGET_MS = 20;
const RUNS = Math.max(100, Number(process.env.BENCH_RUNS ?? 300));
const CLIENTS = 20;
const BOOKINGS_PER_CLIENT = Number(process.env.BENCH_BOOKINGS_PER_CLIENT ?? 5);

const hours = parseWorkingHours("Mon-Sat 09:00-19:00 Asia/Kolkata", ["2026-12-25"]) as WorkingHours;
const owners = ["asha@team.example", "ravi@team.example"];
const NOW = Date.parse("2026-11-30T03:30:00Z");
const DAY = 86_400_000;

// A seeded generator, so every run times the same calendar.
let seed = 40;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};
function busyEvents(count: number): Interval[] {
  const events: Interval[] = [];
  for (let index = 0; index < count; index += 1) {
    // Between 08:00 and 20:00 India time on one of the 21 days, 15 minutes to 2 hours long.
    const day = NOW - 3.5 * 3_600_000 + Math.floor(random() * 21) * DAY;
    const start = day + (8 + random() * 12) * 3_600_000;
    events.push([start, start + (1 + Math.floor(random() * 8)) * 15 * 60_000]);
  }
  return events;
}
const busy = busyEvents(500);
const byOwner = [busy.slice(0, 250), busy.slice(250)];

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};
const ms = (value: number) => `${value.toFixed(2)} ms`;

const settings: BookingSettings = {
  hours,
  teamZone: "Asia/Kolkata",
  slot: { callMinutes: 30, bufferMinutes: 15, noticeMinutes: 240, horizonDays: 21, dailyCap: 6 },
  owners: owners.map((email) => ({ email, name: email.split("@")[0]! })),
  feeds: new Map(owners.map((email) => [email, `https://calendar.example/${email}.ics`])),
  meetingUrl: "https://meet.example/calls",
};

// ---- 1. the slot engine ----------------------------------------------------------------------
const calls = owners.map((_, index) => [NOW + DAY + 2 * 3_600_000 + index * 3_600_000]);
const engineTimes: number[] = [];
const engineCpu: number[] = [];
let slotCount = 0;
for (let run = 0; run < RUNS + 10; run += 1) {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const slots = openSlots({
    hours,
    settings: settings.slot,
    owners: owners.map((email, index) => ({ email, busy: byOwner[index]!, calls: calls[index]! })),
    now: NOW,
  });
  const days = groupByDay(slots, "America/New_York");
  const elapsed = performance.now() - started;
  const used = process.cpuUsage(cpu);
  if (run >= 10) {
    engineTimes.push(elapsed);
    engineCpu.push((used.user + used.system) / 1000);
  }
  slotCount = days.reduce((sum, day) => sum + day.slots.length, 0);
}
// The budget is on the computation's CPU time: on a shared machine the wall clock's tail is the
// scheduler's (a 1 ms computation preempted for 30 ms), which both figures printed show.
const engineP95 = quantile(engineCpu, 0.95);
console.log(
  `slots (2 owners × 21 days, 500 busy events): ${slotCount} open over ${RUNS} runs; CPU p50 ${ms(quantile(engineCpu, 0.5))}, p95 ${ms(engineP95)} (budget ${SLOT_BUDGET_MS} ms); wall p50 ${ms(quantile(engineTimes, 0.5))}, p95 ${ms(quantile(engineTimes, 0.95))}`,
);

// ---- 2. the database side --------------------------------------------------------------------
const url = benchDatabaseUrl();
const postgres = Boolean(url);
const schemaName = url ? await createBenchSchema(url, "bench_booking") : undefined;
const handle = await openDbHandle(url ?? "memory://", { schemaName });
try {
  await handle.migrate();
  const { db } = handle;
  setBookingSettingsForTest(settings);
  for (const [index, email] of owners.entries()) {
    await db.insert(calendarFeeds).values({
      ownerEmail: email,
      host: "calendar.example",
      busy: JSON.stringify(byOwner[index]),
      lastSuccessAt: new Date(NOW),
    });
  }
  const listTimes: number[] = [];
  for (let run = 0; run < 60; run += 1) {
    const started = performance.now();
    await listOpenSlots(db, { now: new Date(NOW), visitorZone: "Europe/London" });
    if (run >= 10) listTimes.push(performance.now() - started);
  }
  console.log(
    `listOpenSlots with the stored feeds (${postgres ? "PostgreSQL" : "embedded database"}): p50 ${ms(quantile(listTimes, 0.5))}, p95 ${ms(quantile(listTimes, 0.95))}`,
  );

  const open = (await listOpenSlots(db, { now: new Date(NOW) })).days.flatMap((day) =>
    day.slots.map((slot) => slot.start),
  );
  await jobQueueFor(db); // started before the clock runs, as in a serving process
  const book = (clients: number, perClient: number) => runBookings(db, open, clients, perClient);
  // One client first: what one booking costs when nobody waits for an owner's lock.
  const single = await book(1, 20);
  console.log(
    `bookCall at 1 client (${postgres ? "PostgreSQL" : "embedded database"}, ${single.times.length} bookings): p50 ${ms(quantile(single.times, 0.5))}, p95 ${ms(quantile(single.times, 0.95))}`,
  );
  const { times: bookingTimes, outcomes } = await book(CLIENTS, BOOKINGS_PER_CLIENT);
  console.log(
    `bookCall at ${CLIENTS} clients (${postgres ? "PostgreSQL" : "embedded database"}, ${bookingTimes.length} bookings): p50 ${ms(quantile(bookingTimes, 0.5))}, p95 ${ms(quantile(bookingTimes, 0.95))}; ${outcomes.booked} booked, ${outcomes.taken} taken, ${outcomes.other} refused otherwise`,
  );
} finally {
  setBookingSettingsForTest(undefined);
  await handle.close();
  if (url && schemaName) await dropBenchSchema(url, schemaName);
}

if (engineP95 > SLOT_BUDGET_MS) {
  console.error(`slot engine p95 ${ms(engineP95)} is over its ${SLOT_BUDGET_MS} ms budget`);
  process.exit(1);
}

/** `clients` concurrent clients, each booking `perClient` open slots picked at random. */
async function runBookings(db: DbHandle["db"], open: string[], clients: number, perClient: number) {
  const times: number[] = [];
  const outcomes = { booked: 0, taken: 0, other: 0 };
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let attempt = 0; attempt < perClient; attempt += 1) {
        const slotStart = open[Math.floor(random() * open.length)]!;
        const started = performance.now();
        const result = await bookCall(
          db,
          {
            slotStart,
            name: `Client ${client}`,
            email: `client${clients}.${client}.${attempt}@bench.example`,
            project: "A benchmark booking",
          },
          { now: new Date(NOW) },
        );
        times.push(performance.now() - started);
        if (result.ok) outcomes.booked += 1;
        else if (result.reason === "taken") outcomes.taken += 1;
        else outcomes.other += 1;
      }
    }),
  );
  return { times, outcomes };
}
