import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { BookingScheduler } from "./booking-scheduler";

/** 14:00 UTC on Tuesday 1 December 2026: 14:00 in London, 9:00 am in New York. */
const START = "2026-12-01T14:00:00.000Z";

/** The island's server HTML for one open time, shown in `zone`, the team in `teamZone`. */
const render = (zone: string, teamZone: string) =>
  renderToStaticMarkup(
    <BookingScheduler
      mode="book"
      base="/book"
      starts={[START]}
      zone={zone}
      teamZone={teamZone}
      zoneChosen
      day="2026-12-01"
      slot={null}
    />,
  );

describe("the booking island and the team's zone", () => {
  it("shows each time in the team's zone (TIME_ZONE) as the server gives it, not India's", () => {
    const html = render("Europe/London", "America/New_York");
    expect(html).toContain("New York 9:00 am");
    expect(html).toContain("Each time also shows New York time (GMT-5), where the team works.");
    // India stays one of the zones to pick, but no time is put beside India's.
    expect(html).not.toMatch(/India \d|India time/);
  });

  it("says nothing beside a time already in the team's zone", () => {
    const html = render("Asia/Kolkata", "Asia/Kolkata");
    expect(html).toContain("7:30 pm");
    expect(html).not.toContain("where the team works");
  });
});
