import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import type { TestDb } from "../../../test/db";

/**
 * One time zone (TIME_ZONE) for everything dated: set to New York, the inbox's working minutes,
 * the reports' weeks and days, the enquiry filters and the owners' mail all read the same
 * clock. The enquiry arrives on Sunday 3 March 2030 at 23:30 in New York, which is already
 * Monday 10:00 in India: any part still on India's clock would put it in another day and week.
 */
const ARRIVED = new Date("2030-03-04T04:30:00Z");
// Wednesday 6 March 2030, 12:00 in New York.
const NOW = new Date("2030-03-06T17:00:00Z");

let t: TestDb;
let modules: Awaited<ReturnType<typeof load>>;

async function load() {
  return {
    site: await import("@/config/site"),
    db: await import("../../../test/db"),
    enquiries: await import("../../../test/enquiries"),
    settings: await import("./inbox/inbox-settings"),
    hours: await import("./inbox/working-hours"),
    overview: await import("./reports/overview"),
    traffic: await import("./reports/traffic"),
    filters: await import("./inbox/enquiry-filters"),
    list: await import("./inbox/enquiries"),
    templates: await import("../email/templates"),
    leads: await import("@/features/leads/schema"),
  };
}

beforeAll(async () => {
  vi.stubEnv("TIME_ZONE", "America/New_York");
  // Every module reads the setting afresh, as a server started with it would.
  vi.resetModules();
  modules = await load();
  t = await modules.db.createTestDb("memory://");
  await modules.enquiries.seedEnquiry(t.db, { createdAt: ARRIVED, serviceType: "AI Automation" });
});

afterAll(async () => {
  await t?.close();
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("one time zone for the inbox, the reports and the mails", () => {
  it("is the setting's", () => {
    expect(modules.site.siteTimeZone()).toBe("America/New_York");
  });

  it("counts working minutes on the team's clock", () => {
    const { hours } = modules.settings.inboxSettings(
      {
        RESPONSE_TARGET_MINUTES: 60,
        WORKING_HOURS: "Mon-Fri 09:00-17:00",
        HOLIDAYS: [],
        OWNER_EMAILS: [],
        OWNER_NAMES: [],
        DEFAULT_ASSIGNEES: [],
        REMINDER_WEBHOOK: "off",
      },
      { holidays: [] },
    );
    expect(hours).toMatchObject({ timeZone: "America/New_York" });
    // Answered on Monday at 10:00 in New York: one working hour (in India, seven).
    expect(
      modules.hours.workingMinutesBetween(ARRIVED, new Date("2030-03-04T15:00:00Z"), hours),
    ).toBe(60);
    // India's zone named in WORKING_HOURS is refused, not silently used.
    expect(modules.hours.parseWorkingHours("Mon-Fri 09:00-17:00 Asia/Kolkata")).toMatch(
      /TIME_ZONE's zone, America\/New_York/,
    );
  });

  it("puts the enquiry in last week and on Sunday in the reports", async () => {
    const clock = { now: NOW, hours: { always: true } as const, targetMinutes: 60 };
    const overview = await modules.overview.readOverview(t.db, clock);
    expect(overview.weeks.at(-1)!.weekStart).toBe("2030-03-04");
    expect(overview.thisWeek).toBe(0);
    expect(overview.lastWeek).toBe(1);
    expect(overview.weeks.at(-2)).toMatchObject({ weekStart: "2030-02-25", total: 1 });

    const report = await modules.traffic.trafficReport(t.db, {
      from: "2030-03-03",
      to: "2030-03-04",
    });
    expect(report.daily.map((day) => [day.day, day.enquiries])).toEqual([
      ["2030-03-03", 1],
      ["2030-03-04", 0],
    ]);
    expect(await modules.traffic.weekTraffic(t.db, NOW)).toMatchObject({ enquiries: 0 });

    const onSunday = (day: string) =>
      modules.list.listEnquiries(t.db, { from: day, to: day, page: 1, size: 25 });
    expect((await onSunday("2030-03-03")).total).toBe(1);
    expect((await onSunday("2030-03-04")).total).toBe(0);
    expect(modules.filters.teamDateTime(ARRIVED)).toBe("2030-03-03 23:30:00");
  });

  it("dates the owners' mail on the same day, naming the zone", () => {
    const lead = modules.leads.leadSchema.parse({
      name: "Asha Rao",
      email: "asha@client.example",
      phone: "+91 90000 11111",
      company: "",
      location: "",
      serviceType: "AI Automation",
      requirements: "An assistant for our support team.",
    });
    const { text } = modules.templates.leadNotification(
      lead,
      { id: "1", receivedAt: ARRIVED },
      {
        brandName: "Aarambh Tech",
        siteUrl: "https://www.aarambh.example",
        contactEmail: "hello@aarambh.example",
        schedulingUrl: "https://calendly.example/aarambh/30min",
      },
    );
    expect(text).toContain("Received: 3 Mar 2030, 11:30 pm GMT-5");
  });
});
