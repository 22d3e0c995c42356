import { describe, expect, it } from "vitest";

import { THANK_YOU_STORAGE_KEY } from "./booking-details";
import { resolveThankYouState } from "./thank-you-state";

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

const booking =
  "?event_type_name=Discovery+Call&event_start_time=2025-03-04T10%3A00%3A00%2B05%3A30" +
  "&invitee_full_name=Asha+Rao&invitee_email=asha%40example.com&invitee_uuid=INV-1";

describe("resolveThankYouState", () => {
  it("takes a booking from the query, remembers it and asks for a clean address", () => {
    const storage = memoryStorage();
    const { state, cleanAddress } = resolveThankYouState(booking, storage);
    expect(cleanAddress).toBe(true);
    expect(state).toMatchObject({ kind: "booking", transactionId: "INV-1" });
    expect(JSON.parse(storage.data.get(THANK_YOU_STORAGE_KEY)!)).toEqual(state);
  });

  it("restores the remembered view after a reload without a query", () => {
    const storage = memoryStorage();
    const first = resolveThankYouState(booking, storage).state;
    expect(resolveThankYouState("", storage)).toEqual({ state: first, cleanAddress: false });
  });

  it("takes our own booking from the server's page, remembers it, and cleans its token away", () => {
    const storage = memoryStorage();
    const fromServer = JSON.stringify({
      kind: "booking",
      transactionId: "booking-42",
      booking: {
        eventTypeName: "30-Minute Discovery Call",
        startTime: "2026-12-07T05:00:00.000Z",
        inviteeFullName: "Asha Rao",
        inviteeEmail: "asha@example.com",
        timeZone: "Europe/London",
      },
    });
    const { state, cleanAddress } = resolveThankYouState(
      "?booking=abc.def",
      storage,
      undefined,
      fromServer,
    );
    expect(cleanAddress).toBe(true);
    expect(state).toMatchObject({
      kind: "booking",
      transactionId: "booking-42",
      booking: { inviteeFullName: "Asha Rao", timeZone: "Europe/London" },
    });
    expect(JSON.parse(storage.data.get(THANK_YOU_STORAGE_KEY)!)).toEqual(state);
  });

  it("cleans an address whose query means nothing, and falls back to the general view", () => {
    expect(resolveThankYouState("?utm_source=x", memoryStorage())).toEqual({
      state: { kind: "general", transactionId: null },
      cleanAddress: true,
    });
  });

  it("works when storage is missing or throws", () => {
    const broken = {
      getItem: () => {
        throw new Error("blocked");
      },
      setItem: () => {
        throw new Error("blocked");
      },
    };
    expect(resolveThankYouState("?lead=42", broken).state).toEqual({
      kind: "lead",
      transactionId: "42",
    });
    expect(resolveThankYouState("", broken).state.kind).toBe("general");
    expect(resolveThankYouState("", null).state.kind).toBe("general");
  });
});
