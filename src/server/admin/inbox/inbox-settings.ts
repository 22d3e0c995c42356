import inboxFile from "../../../../content/site/inbox.json" with { type: "json" };
import { inboxSchema, type InboxContent } from "../../../../content/schemas/inbox";
import { parseDataFile } from "../../../../content/schemas/data-file";

import { serverEnv, type ServerEnv } from "../../env";
import type { Clock } from "./waiting";
import { parseWorkingHours, type WorkingHours } from "./working-hours";

/**
 * The owner's inbox settings in one place (issue 34): the response target and working hours
 * (RESPONSE_TARGET_MINUTES, WORKING_HOURS), the holidays (HOLIDAYS, or else the editor's
 * content/site/inbox.json), the owners with their names (OWNER_EMAILS, OWNER_NAMES) and the
 * default assignee of each service (DEFAULT_ASSIGNEES). The content file is imported, so a bad
 * field stops the build naming it, like the footer's.
 */
export const INBOX_FILE = "content/site/inbox.json";
export const inboxContent: InboxContent = parseDataFile(INBOX_FILE, inboxSchema, inboxFile);

export type Owner = { email: string; name: string };

export type InboxSettings = {
  targetMinutes: number;
  hours: WorkingHours;
  owners: Owner[];
  /** Service → owner email, only for owners still in OWNER_EMAILS. */
  defaultAssignees: ReadonlyMap<string, string>;
  reminderWebhook: boolean;
};

type InboxEnv = Pick<
  ServerEnv,
  | "RESPONSE_TARGET_MINUTES"
  | "WORKING_HOURS"
  | "HOLIDAYS"
  | "OWNER_EMAILS"
  | "OWNER_NAMES"
  | "DEFAULT_ASSIGNEES"
  | "REMINDER_WEBHOOK"
>;

export function inboxSettings(
  env: InboxEnv = serverEnv(),
  content: Pick<InboxContent, "holidays"> = inboxContent,
): InboxSettings {
  const holidays = env.HOLIDAYS ?? content.holidays.map((holiday) => holiday.date);
  const hours = parseWorkingHours(env.WORKING_HOURS, holidays);
  // env.ts has checked WORKING_HOURS already; this only satisfies the type.
  if (typeof hours === "string") throw new Error(`WORKING_HOURS must be ${hours}`);
  const names = new Map(env.OWNER_NAMES);
  const owners = env.OWNER_EMAILS.map((email) => ({ email, name: names.get(email) ?? email }));
  return {
    targetMinutes: env.RESPONSE_TARGET_MINUTES,
    hours,
    owners,
    defaultAssignees: new Map(
      env.DEFAULT_ASSIGNEES.filter(([, email]) => env.OWNER_EMAILS.includes(email)),
    ),
    reminderWebhook: env.REMINDER_WEBHOOK === "on",
  };
}

/** An owner's name for the page: their name from OWNER_NAMES, else the address itself. */
export function ownerName(email: string | null, owners: readonly Owner[]): string | null {
  if (!email) return null;
  return owners.find((owner) => owner.email === email)?.name ?? email;
}

/** The clock the owner's pages measure waiting with, at `now`. */
export function inboxClock(now: Date = new Date(), settings = inboxSettings()): Clock {
  return { now, hours: settings.hours, targetMinutes: settings.targetMinutes };
}
