import { describe, expect, it } from "vitest";

import { parseServerEnv } from "../../env";
import { inboxContent, inboxSettings, ownerName } from "./inbox-settings";
import { isWorkingTime } from "./working-hours";

describe("the inbox settings", () => {
  it("defaults to a 60-minute target, Mon-Sat 09:00-19:00 in India and the editor's holidays", () => {
    const settings = inboxSettings(parseServerEnv({}));
    expect(settings.targetMinutes).toBe(60);
    expect(settings.hours).toMatchObject({ always: false, start: 540, end: 1140 });
    expect(settings.hours.always ? null : settings.hours.timeZone).toBe("Asia/Kolkata");
    const republicDay = inboxContent.holidays.find((day) => day.name === "Republic Day")!.date;
    expect(settings.hours.always ? [] : [...settings.hours.holidays]).toContain(republicDay);
    expect(settings.reminderWebhook).toBe(false);
  });

  it("reads RESPONSE_TARGET_MINUTES, WORKING_HOURS=always and HOLIDAYS over the file", () => {
    const env = parseServerEnv({
      RESPONSE_TARGET_MINUTES: "1",
      WORKING_HOURS: "always",
    });
    expect(inboxSettings(env)).toMatchObject({ targetMinutes: 1, hours: { always: true } });
    const holidays = inboxSettings(parseServerEnv({ HOLIDAYS: "2026-11-25, 2026-11-26" }));
    expect(isWorkingTime(new Date("2026-11-25T06:00:00Z"), holidays.hours)).toBe(false);
    expect(isWorkingTime(new Date("2026-01-26T06:00:00Z"), holidays.hours)).toBe(true);
  });

  it("refuses settings it cannot read, saying what they should be", () => {
    expect(() => parseServerEnv({ WORKING_HOURS: "9 to 7" })).toThrow(
      /WORKING_HOURS must be days and hours/,
    );
    expect(() => parseServerEnv({ WORKING_HOURS: "Mon-Fri 09:00-17:00 Nowhere/City" })).toThrow(
      /WORKING_HOURS must be an IANA time zone/,
    );
    expect(() => parseServerEnv({ RESPONSE_TARGET_MINUTES: "0" })).toThrow(
      /RESPONSE_TARGET_MINUTES must be a positive whole number/,
    );
    expect(() => parseServerEnv({ HOLIDAYS: "2026-13-01" })).toThrow(/HOLIDAYS must be a comma/);
    expect(() => parseServerEnv({ OWNER_NAMES: "Asha Rao" })).toThrow(
      /OWNER_NAMES must be email=Name/,
    );
    expect(() => parseServerEnv({ DEFAULT_ASSIGNEES: "MVP Development=asha" })).toThrow(
      /DEFAULT_ASSIGNEES must be Service=email/,
    );
  });

  it("names owners and keeps default assignees who are owners", () => {
    const settings = inboxSettings(
      parseServerEnv({
        OWNER_EMAILS: "asha@team.example, ravi@team.example",
        OWNER_NAMES: "Asha@Team.example=Asha Rao",
        DEFAULT_ASSIGNEES: "MVP Development=Ravi@team.example, AI Automation=gone@team.example",
      }),
    );
    expect(settings.owners).toEqual([
      { email: "asha@team.example", name: "Asha Rao" },
      { email: "ravi@team.example", name: "ravi@team.example" },
    ]);
    expect([...settings.defaultAssignees]).toEqual([["MVP Development", "ravi@team.example"]]);
    expect(ownerName("asha@team.example", settings.owners)).toBe("Asha Rao");
    expect(ownerName("former@team.example", settings.owners)).toBe("former@team.example");
    expect(ownerName(null, settings.owners)).toBeNull();
  });
});
