import { describe, expect, it } from "vitest";

import {
  bookingSummary,
  firstName,
  formatMeetingTime,
  parseStoredState,
  parseThankYouQuery,
} from "./booking-details";

const calendly =
  "?event_type_name=30+Minute+Discovery+Call&event_start_time=2025-03-04T10%3A00%3A00%2B05%3A30" +
  "&invitee_full_name=Asha+Rao&invitee_email=asha%40example.com&invitee_uuid=INV-123";

/** The team's zone in these tests: India's, the default TIME_ZONE. */
const INDIA = "Asia/Kolkata";

describe("parseThankYouQuery", () => {
  it("reads Calendly's booking parameters", () => {
    expect(parseThankYouQuery(calendly)).toEqual({
      kind: "booking",
      transactionId: "INV-123",
      booking: {
        eventTypeName: "30 Minute Discovery Call",
        startTime: "2025-03-04T10:00:00+05:30",
        inviteeFullName: "Asha Rao",
        inviteeEmail: "asha@example.com",
      },
    });
  });

  it("accepts the product's start_time and makes a transaction id without invitee_uuid", () => {
    const state = parseThankYouQuery("?start_time=2025-03-04T04:30:00Z", () => "abc");
    expect(state).toMatchObject({ kind: "booking", transactionId: "booking-abc" });
  });

  it("cleans markup out of every value", () => {
    const state = parseThankYouQuery(
      "?event_type_name=%3Cscript%3Ealert(1)%3C%2Fscript%3EDemo&invitee_full_name=%3Cb%3EAsha%3C%2Fb%3E",
    );
    expect(state).toMatchObject({
      booking: { eventTypeName: "Demo", inviteeFullName: "bAsha/b" },
    });
  });

  it("reads an enquiry id and ignores junk", () => {
    expect(parseThankYouQuery("?lead=42")).toEqual({ kind: "lead", transactionId: "42" });
    expect(parseThankYouQuery("?lead=%3Cx%3E%20y")).toBeNull();
    expect(parseThankYouQuery("")).toBeNull();
  });
});

describe("parseStoredState", () => {
  it("round-trips a booking and re-cleans it", () => {
    const state = parseThankYouQuery(calendly)!;
    expect(parseStoredState(JSON.stringify(state))).toEqual(state);
    expect(
      parseStoredState(
        JSON.stringify({
          kind: "booking",
          transactionId: "x",
          booking: {
            eventTypeName: "<i>x</i>",
            startTime: "",
            inviteeFullName: "",
            inviteeEmail: "",
          },
        }),
      ),
    ).toMatchObject({ booking: { eventTypeName: "ix/i" } });
    expect(parseStoredState("{bad")).toBeNull();
    expect(parseStoredState(null)).toBeNull();
  });
});

describe("formatting", () => {
  it("shows the meeting in the team's time with the zone", () => {
    expect(formatMeetingTime("2025-03-04T04:30:00Z", undefined, INDIA)).toEqual({
      date: "Tuesday, 4 March 2025",
      time: "10:00 am IST",
    });
    // Our own booking names the visitor's zone: the time is theirs (an unknown zone: India's).
    expect(formatMeetingTime("2025-03-04T04:30:00Z", "Europe/London", INDIA)).toEqual({
      date: "Tuesday, 4 March 2025",
      time: "4:30 am GMT (India 10:00 am)",
    });
    expect(formatMeetingTime("2025-03-04T04:30:00Z", "Mars/Base", INDIA)?.time).toBe(
      "10:00 am IST",
    );
    expect(
      parseStoredState(
        JSON.stringify({
          kind: "booking",
          transactionId: "booking-1",
          booking: { startTime: "x", timeZone: "Europe/London" },
        }),
      ),
    ).toMatchObject({ booking: { timeZone: "Europe/London" } });
    // TIME_ZONE elsewhere: that zone is the default and the one named beside.
    expect(formatMeetingTime("2025-03-04T04:30:00Z", "Europe/London", "America/New_York")).toEqual({
      date: "Tuesday, 4 March 2025",
      time: "4:30 am GMT (New York 11:30 pm)",
    });
    expect(formatMeetingTime("not a date", undefined, INDIA)).toBeNull();
    expect(formatMeetingTime("", undefined, INDIA)).toBeNull();
  });

  it("greets by first name", () => {
    expect(firstName("Asha Rao")).toBe("Asha");
  });
});

describe("bookingSummary", () => {
  it("words the booking view and keeps every row, empty ones with an empty value", () => {
    const summary = bookingSummary(
      {
        eventTypeName: "Discovery Call",
        startTime: "2025-03-04T04:30:00Z",
        inviteeFullName: "Asha Rao",
        inviteeEmail: "",
      },
      INDIA,
    );
    expect(summary.greeting).toBe("Thank you, Asha!");
    expect(summary.confirmed).toBe("Your Discovery Call is confirmed.");
    expect(summary.rows).toEqual([
      { key: "eventType", value: "Discovery Call" },
      { key: "date", value: "Tuesday, 4 March 2025" },
      { key: "time", value: "10:00 am IST" },
      { key: "attendee", value: "Asha Rao" },
      { key: "email", value: "" },
    ]);
  });

  it("shows an unreadable start time as given, without a time row value", () => {
    const summary = bookingSummary(
      {
        eventTypeName: "",
        startTime: "next Tuesday",
        inviteeFullName: "",
        inviteeEmail: "",
      },
      INDIA,
    );
    expect(summary.greeting).toBe("Thank you!");
    expect(summary.confirmed).toBe("Your meeting is confirmed.");
    expect(summary.rows.find((row) => row.key === "date")?.value).toBe("next Tuesday");
    expect(summary.rows.find((row) => row.key === "time")?.value).toBe("");
  });
});
