import type { Waiting } from "@/features/admin/enquiry-status";

import type { EnquiryStatus } from "../../db/schema";
import { workingMinutesBetween, type WorkingHours } from "./working-hours";

/**
 * How long an enquiry waits for its first reply, in working minutes (issue 34): from its arrival
 * until a person first answers it (a one-click reply or a status change), or until now while it
 * is still new and unanswered. Pure, over rows the queries read.
 */
export type { Waiting } from "@/features/admin/enquiry-status";

export type WaitingInput = {
  createdAt: Date;
  firstReplyAt: Date | null;
  status: EnquiryStatus;
};

export type Clock = { now: Date; hours: WorkingHours; targetMinutes: number };

export function waitingOf(row: WaitingInput, clock: Clock): Waiting {
  if (row.firstReplyAt) {
    const minutes = workingMinutesBetween(row.createdAt, row.firstReplyAt, clock.hours);
    return { state: "answered", minutes, overdue: minutes > clock.targetMinutes };
  }
  if (row.status !== "new") return { state: "none" };
  const minutes = workingMinutesBetween(row.createdAt, clock.now, clock.hours);
  return { state: "waiting", minutes, overdue: minutes >= clock.targetMinutes };
}

/** The `p`-th percentile (0-1) of `values`, interpolated like PostgreSQL's percentile_cont. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = p * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (rank - low);
}

export type ResponseStats = {
  days: number;
  /** Enquiries of the period answered so far. */
  answered: number;
  medianMinutes: number | null;
  p90Minutes: number | null;
  /**
   * Of the enquiries of the period whose fate is known (answered, or waiting past the target),
   * the share answered within the target, 0-1; null when there are none.
   */
  withinTarget: number | null;
};

/** First-reply statistics over the enquiries that arrived in the last `days` days. */
export function responseStats(
  rows: readonly WaitingInput[],
  days: number,
  clock: Clock,
): ResponseStats {
  const since = clock.now.getTime() - days * 24 * 60 * 60 * 1000;
  const answered: number[] = [];
  let late = 0;
  for (const row of rows) {
    if (row.createdAt.getTime() < since) continue;
    const waiting = waitingOf(row, clock);
    if (waiting.state === "answered") answered.push(waiting.minutes);
    else if (waiting.state === "waiting" && waiting.overdue) late += 1;
  }
  const within = answered.filter((minutes) => minutes <= clock.targetMinutes).length;
  const known = answered.length + late;
  return {
    days,
    answered: answered.length,
    medianMinutes: percentile(answered, 0.5),
    p90Minutes: percentile(answered, 0.9),
    withinTarget: known === 0 ? null : within / known,
  };
}
