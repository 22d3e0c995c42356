import {
  instantOf,
  isoDay,
  localParts,
  workingInterval,
  type WorkingHours,
} from "../admin/inbox/working-hours";

/**
 * The slot engine (docs/decisions/0036-booking-calls.md): pure arithmetic over UTC milliseconds.
 * Candidate starts lie every call length from the start of each working day (team zone, holidays
 * off), no earlier than the minimum notice (counted in working minutes) and within the horizon.
 * An owner is free for one when no calendar busy time and no other call of theirs comes within
 * the buffer of it, and their calls that day are under the cap. Everything comes in as arguments,
 * so each rule is tested with fixed instants and the benchmark times exactly this.
 */
export type Interval = readonly [start: number, end: number];

export type SlotSettings = {
  callMinutes: number;
  bufferMinutes: number;
  /** Working minutes between now and the earliest start. */
  noticeMinutes: number;
  horizonDays: number;
  dailyCap: number;
};

export type OwnerAvailability = {
  email: string;
  /** Busy times from the owner's calendar (any order, may overlap). */
  busy: readonly Interval[];
  /** Starts of the owner's live calls (booked, held, no-show). */
  calls: readonly number[];
};

export type Slot = { start: number; end: number; freeOwners: string[] };

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

type Hours = Extract<WorkingHours, { always: false }>;

/** "always" books around the clock, in UTC days. */
function concreteHours(hours: WorkingHours): Hours {
  if (!hours.always) return hours;
  return {
    always: false,
    days: new Set([0, 1, 2, 3, 4, 5, 6]),
    start: 0,
    end: 24 * 60,
    timeZone: "UTC",
    holidays: new Set(),
  };
}

/** Midnight UTC of the team-local calendar day `instant` falls on (the loops' day key). */
function localDayOf(instant: number, timeZone: string): number {
  const local = localParts(instant, timeZone);
  return Date.UTC(local.year, local.month - 1, local.day);
}

/** The working interval of the day a key of localDayOf names. */
const intervalOn = (hours: Extract<WorkingHours, { always: false }>, day: number) =>
  workingInterval(hours, new Date(day).toISOString().slice(0, 10));

/** The instant `minutes` working minutes after `from` (from itself when 0). */
export function addWorkingMinutes(from: number, minutes: number, hours: WorkingHours): number {
  if (minutes <= 0) return from;
  const concrete = concreteHours(hours);
  let remaining = minutes * MINUTE_MS;
  // A year of days off in a row is a broken setting, not a schedule: stop looking.
  for (let day = localDayOf(from, concrete.timeZone), steps = 0; steps < 400; day += DAY_MS) {
    steps += 1;
    const interval = intervalOn(concrete, day);
    if (!interval) continue;
    const begin = Math.max(interval.start, from);
    const available = interval.end - begin;
    if (available <= 0) continue;
    if (remaining <= available) return begin + remaining;
    remaining -= available;
  }
  return Number.POSITIVE_INFINITY;
}

/** Sorted, merged copies of busy intervals, each widened by `pad` on both sides. */
export function mergeBusy(busy: readonly Interval[], pad = 0): Interval[] {
  const sorted = busy
    .filter(([start, end]) => end > start)
    .map(([start, end]) => [start - pad, end + pad] as const)
    .sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of sorted) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/** The candidate starts from `now` on: working hours, holidays, notice, horizon. */
export function candidateStarts(
  hours: WorkingHours,
  settings: SlotSettings,
  now: number,
): { start: number; day: number }[] {
  const concrete = concreteHours(hours);
  const length = settings.callMinutes * MINUTE_MS;
  const earliest = addWorkingMinutes(now, settings.noticeMinutes, hours);
  const latest = now + settings.horizonDays * DAY_MS;
  const starts: { start: number; day: number }[] = [];
  for (let day = localDayOf(now, concrete.timeZone); day <= latest; day += DAY_MS) {
    const interval = intervalOn(concrete, day);
    if (!interval) continue;
    for (let start = interval.start; start + length <= interval.end; start += length) {
      if (start >= earliest && start + length <= latest) starts.push({ start, day });
    }
  }
  return starts;
}

/**
 * Open slots between `from` and `to` (defaults: all): each candidate start with the owners free
 * for it, in OWNER order; a start with no free owner is left out.
 */
export function openSlots(input: {
  hours: WorkingHours;
  settings: SlotSettings;
  owners: readonly OwnerAvailability[];
  now: number;
  from?: number;
  to?: number;
}): Slot[] {
  const { hours, settings, owners, now } = input;
  const from = input.from ?? Number.NEGATIVE_INFINITY;
  const to = input.to ?? Number.POSITIVE_INFINITY;
  const concrete = concreteHours(hours);
  const length = settings.callMinutes * MINUTE_MS;
  const buffer = settings.bufferMinutes * MINUTE_MS;
  const prepared = owners.map((owner) => {
    const perDay = new Map<number, number>();
    for (const call of owner.calls) {
      const day = localDayOf(call, concrete.timeZone);
      perDay.set(day, (perDay.get(day) ?? 0) + 1);
    }
    return {
      email: owner.email,
      // Calendar time and other calls alike keep the buffer clear around them.
      blocked: mergeBusy(
        [...owner.busy, ...owner.calls.map((call) => [call, call + length] as const)],
        buffer,
      ),
      perDay,
      cursor: 0,
    };
  });
  const slots: Slot[] = [];
  for (const { start, day } of candidateStarts(hours, settings, now)) {
    if (start < from || start >= to) continue;
    const end = start + length;
    const freeOwners: string[] = [];
    for (const owner of prepared) {
      if ((owner.perDay.get(day) ?? 0) >= settings.dailyCap) continue;
      // Starts only grow, so blocked times that ended before this one never matter again.
      while (owner.cursor < owner.blocked.length && owner.blocked[owner.cursor]![1] <= start) {
        owner.cursor += 1;
      }
      const next = owner.blocked[owner.cursor];
      if (next && next[0] < end) continue;
      freeOwners.push(owner.email);
    }
    if (freeOwners.length > 0) slots.push({ start, end, freeOwners });
  }
  return slots;
}

/** Monday 00:00 (team zone, as a UTC-midnight day key) of the week `instant` falls in. */
export function weekOf(instant: number, hours: WorkingHours): number {
  const day = localDayOf(instant, concreteHours(hours).timeZone);
  const weekday = new Date(day).getUTCDay();
  return day - ((weekday + 6) % 7) * DAY_MS;
}

/**
 * Who takes a call: of the owners free for it, the one with fewer calls that week (team zone,
 * Monday to Sunday); on a tie, the one listed first.
 */
export function chooseOwner(
  freeOwners: readonly string[],
  callsThatWeek: ReadonlyMap<string, number>,
): string | null {
  let chosen: string | null = null;
  let fewest = Number.POSITIVE_INFINITY;
  for (const owner of freeOwners) {
    const count = callsThatWeek.get(owner) ?? 0;
    if (count < fewest) {
      chosen = owner;
      fewest = count;
    }
  }
  return chosen;
}

/** Slots grouped by calendar day in `timeZone` (YYYY-MM-DD), days and slots in order. */
export function groupByDay<T extends { start: number }>(
  slots: readonly T[],
  timeZone: string,
): { date: string; slots: T[] }[] {
  const days: { date: string; slots: T[] }[] = [];
  // The zone's clock is read once per day, not per slot: a slot before the next local midnight
  // belongs to the day already open.
  let nextMidnight = Number.NEGATIVE_INFINITY;
  for (const slot of slots) {
    if (slot.start >= nextMidnight) {
      const local = localParts(slot.start, timeZone);
      const following = new Date(Date.UTC(local.year, local.month - 1, local.day) + DAY_MS);
      nextMidnight = instantOf(
        following.getUTCFullYear(),
        following.getUTCMonth() + 1,
        following.getUTCDate(),
        0,
        timeZone,
      );
      days.push({ date: isoDay(local.year, local.month, local.day), slots: [] });
    }
    days.at(-1)!.slots.push(slot);
  }
  return days;
}
