import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { EnquiryHistory, type HistoryEvent } from "./enquiry-history";

const call = (id: number, detail: string): HistoryEvent => ({
  id,
  createdAt: new Date("2026-12-01T04:00:00Z"),
  actor: "asha@example.com",
  kind: "call",
  fromStatus: null,
  toStatus: null,
  // The booking service logs the call's start as the note.
  note: "2026-12-07T05:00:00.000Z",
  detail,
});

describe("the enquiry's activity log", () => {
  it("names each step of its discovery call, with the call's time in India time", () => {
    const html = renderToStaticMarkup(
      <EnquiryHistory
        createdAt={new Date("2026-12-01T03:00:00Z")}
        events={[call(1, "booked"), call(2, "rescheduled"), call(3, "cancelled"), call(4, "held")]}
      />,
    );
    expect(html).toContain("Discovery call booked for 7 Dec 2026, 10:30 am IST");
    expect(html).toContain("Discovery call moved to 7 Dec 2026, 10:30 am IST");
    expect(html).toContain("Discovery call cancelled (was 7 Dec 2026, 10:30 am IST)");
    expect(html).toContain("Discovery call held");
    // The start time is in the line, not repeated as a note.
    expect(html).not.toContain("2026-12-07T05:00:00.000Z<");
  });
});
