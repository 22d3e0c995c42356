import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { seedEnquiry } from "../../../../test/enquiries";
import { createTestDb, describeEachDatabase, type TestDb } from "../../../../test/db";
import {
  ENHANCED_CONVERSIONS_HEADER,
  enhancedConversions,
  enhancedConversionsCsv,
  enhancedConversionTime,
  normaliseEmail,
  normalisePhone,
  sha256Hex,
} from "./enhanced-conversions";

const SETTINGS = {
  conversionName: "Won enquiry",
  statuses: ["won"] as const,
  value: 1499,
  currency: "INR",
};

describe("Google's normalisation and hashing of lead data", () => {
  it("follows the documented email examples", () => {
    // Google's user-data formatting examples (Data Manager API, "Format user data").
    expect(normaliseEmail("cloudy.sanfrancisco+shopping@gmail.com")).toBe(
      "cloudysanfrancisco@gmail.com",
    );
    expect(normaliseEmail("user.name+NYC@Example.com")).toBe("user.name+nyc@example.com");
    expect(normaliseEmail("  Jane.Doe@GoogleMail.com ")).toBe("janedoe@googlemail.com");
    expect(normaliseEmail("no-at-sign")).toBeNull();
    expect(normaliseEmail("+only@gmail.com")).toBeNull();
  });

  it("writes phone numbers in E.164, Indian numbers without a code as +91", () => {
    // Google's example: the US number (800)555-0100 is +18005550100.
    expect(normalisePhone("+1 (800)555-0100")).toBe("+18005550100");
    expect(normalisePhone("+91 99887 76655")).toBe("+919988776655");
    expect(normalisePhone("98765 43210")).toBe("+919876543210");
    expect(normalisePhone("098765-43210")).toBe("+919876543210");
    expect(normalisePhone("91 98765 43210")).toBe("+919876543210");
    expect(normalisePhone("0044 20 7946 0958")).toBe("+442079460958");
    expect(normalisePhone("12345")).toBeNull();
    expect(normalisePhone("+1234567890123456")).toBeNull();
  });

  it("hashes with SHA-256 as lower-case hex", () => {
    // The documented examples' normalised values, hashed.
    expect(sha256Hex("cloudysanfrancisco@gmail.com")).toBe(
      "223ebda6f6889b1494551ba902d9d381daf2f642bae055888e96343d53e9f9c4",
    );
    expect(sha256Hex("+18005550100")).toBe(
      "fb4f73a6ec5fdb7077d564cdd22c3554b43ce49168550c3b12c547b78c517b30",
    );
    expect(sha256Hex("abc")).toBe(
      "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
    );
  });

  it("times a conversion in India time with its offset", () => {
    expect(enhancedConversionTime(new Date("2030-03-05T08:35:00Z"))).toBe(
      "2030-03-05 14:05:00+05:30",
    );
  });
});

describeEachDatabase("the enhanced-conversions download", (url) => {
  let t: TestDb;
  const now = new Date("2030-03-20T06:00:00Z");
  beforeAll(async () => {
    t = await createTestDb(url);
    const seed = async (
      name: string,
      options: { adUserData: boolean | null; status: "won" | "new"; days: number; gclid?: string },
      contact: { email: string; phone: string },
    ) => {
      const id = await seedEnquiry(t.db, {
        name,
        ...contact,
        status: options.status,
        createdAt: new Date(now.getTime() - options.days * 86_400_000),
        touch: options.gclid ? { gclid: options.gclid } : undefined,
      });
      await t.db.execute(
        sql`update contact_submissions set ad_user_data = ${options.adUserData} where id = ${id}`,
      );
    };
    const lead = { email: " Asha.Rao+work@Gmail.com", phone: "98765 43210" };
    await seed("won, consented", { adUserData: true, status: "won", days: 3, gclid: "Cj0a" }, lead);
    await seed(
      "won, no phone",
      { adUserData: true, status: "won", days: 4 },
      {
        email: "ravi@client.example",
        phone: "12",
      },
    );
    await seed("won, refused", { adUserData: false, status: "won", days: 3 }, lead);
    await seed("won, before consent was kept", { adUserData: null, status: "won", days: 3 }, lead);
    await seed("new, consented", { adUserData: true, status: "new", days: 3 }, lead);
    await seed("won, too old", { adUserData: true, status: "won", days: 91 }, lead);
  });
  afterAll(() => t?.close());

  it("lists converting enquiries of the last 90 days whose visitor granted ad_user_data, hashed", async () => {
    // Ravi's client is worth its own value: the file sends it instead of the fixed one.
    await t.db.execute(
      sql`update contact_submissions set won_value = 250000, won_currency = 'INR'
          where email = 'ravi@client.example'`,
    );
    const conversions = await enhancedConversions(t.db, SETTINGS, now);
    expect(conversions).toEqual([
      {
        emailHash: sha256Hex("ravi@client.example"),
        phoneHash: null,
        gclid: null,
        convertedAt: new Date("2030-03-16T06:00:00Z"),
        won: { value: 250000, currency: "INR" },
      },
      {
        emailHash: sha256Hex("asharao@gmail.com"),
        phoneHash: sha256Hex("+919876543210"),
        gclid: "Cj0a",
        convertedAt: new Date("2030-03-17T06:00:00Z"),
        won: null,
      },
    ]);
    const csv = enhancedConversionsCsv(conversions, SETTINGS);
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toBe("Parameters:TimeZone=Asia/Kolkata");
    expect(lines[1]).toBe(ENHANCED_CONVERSIONS_HEADER.join(","));
    expect(lines[2]).toBe(
      `${sha256Hex("ravi@client.example")},,,Won enquiry,2030-03-16 11:30:00+05:30,250000,INR`,
    );
    expect(lines[3]).toBe(
      `${sha256Hex("asharao@gmail.com")},${sha256Hex("+919876543210")},Cj0a,Won enquiry,2030-03-17 11:30:00+05:30,1499,INR`,
    );
    expect(csv).not.toContain("asha");
  });
});
