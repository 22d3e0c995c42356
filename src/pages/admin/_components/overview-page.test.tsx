import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { OverviewPage, type OverviewPageProps } from "./overview-page";

const props: OverviewPageProps = {
  thisWeek: 1,
  lastWeek: 0,
  weeks: [],
  services: [],
  inbox: {
    targetMinutes: 60,
    waiting: [],
    waitingCount: 0,
    overdueCount: 0,
    newest: [],
    stats: [7, 30].map((days) => ({
      days,
      answered: 0,
      medianMinutes: null,
      p90Minutes: null,
      withinTarget: null,
    })),
  },
  outbox: { pending: 1, oldestPendingSeconds: 60, failed: 0, lastError: null },
  lateAfterSeconds: 900,
  failedWindowDays: 7,
};

describe("the owner's overview", () => {
  it("shows a failing mail server from the first failed attempt, with its reason", () => {
    expect(renderToStaticMarkup(<OverviewPage {...props} />)).toContain("Being retried");
    const failing = renderToStaticMarkup(
      <OverviewPage
        {...props}
        outbox={{ ...props.outbox, lastError: "Invalid login: 535 Authentication failed" }}
      />,
    );
    expect(failing).toContain("Sending fails: Invalid login: 535 Authentication failed");
  });

  it("names each reply-time figure once, the 7 days beside the 30", () => {
    const html = renderToStaticMarkup(
      <OverviewPage
        {...props}
        inbox={{
          ...props.inbox,
          stats: [
            { days: 7, answered: 4, medianMinutes: 42, p90Minutes: 95, withinTarget: 0.75 },
            { days: 30, answered: 20, medianMinutes: 50, p90Minutes: 130, withinTarget: 0.9 },
          ],
        }}
      />,
    );
    for (const label of ["Median", "90% within", "Within 1 h", "Answered"]) {
      expect(html.split(`>${label}</dt>`)).toHaveLength(2);
    }
    expect(html).not.toContain("last 7 days</dt>");
    expect(html).toContain("42 min");
    expect(html).toContain("2 h 10 min");
  });

  it("lists a waiting enquiry once: the other list is the other recent ones", () => {
    const row = {
      id: "a",
      createdAt: new Date("2030-03-11T05:00:00Z"),
      name: "Asha",
      serviceType: "MVP Development",
      status: "new" as const,
      requirementsLine: null,
      waiting: { state: "waiting" as const, minutes: 10, overdue: false },
      assigneeName: null,
    };
    const html = renderToStaticMarkup(
      <OverviewPage {...props} inbox={{ ...props.inbox, waiting: [row], waitingCount: 1 }} />,
    );
    expect(html).toContain("Other recent enquiries");
    expect(html).toContain("Every recent enquiry is waiting for its reply.");
    expect(html.split(">Asha</a>")).toHaveLength(2);
  });

  it("names the owner and the error of a calendar feed that fails to load", () => {
    expect(renderToStaticMarkup(<OverviewPage {...props} />)).not.toContain("calendar feed");
    const html = renderToStaticMarkup(
      <OverviewPage
        {...props}
        failingFeeds={[
          {
            ownerName: "Meera Nair",
            ownerEmail: "meera@x.example",
            host: "calendar.google.com",
            error: "HTTP 404",
            lastSuccessAt: "2026-11-27T06:30:00.000Z",
          },
        ]}
      />,
    );
    expect(html).toContain(
      "Meera Nair’s calendar feed (calendar.google.com) fails to load: HTTP 404.",
    );
    expect(html).toContain("its last good copy, from");
  });
});
