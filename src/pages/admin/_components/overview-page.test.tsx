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
