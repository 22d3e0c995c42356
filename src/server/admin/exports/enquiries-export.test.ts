import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";

import { seedEnquiry } from "../../../../test/enquiries";
import { createTestDb, describeEachDatabase, type TestDb } from "../../../../test/db";
import { csvStream } from "../csv";
import { ENQUIRY_CSV_HEADER, enquiryCsvRows } from "./enquiries-export";
import { parseEnquiryFilters } from "../inbox/enquiry-filters";

describeEachDatabase("enquiries CSV export", (url) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(url);
    // Seven enquiries within one millisecond (microseconds apart) and two more.
    for (let index = 0; index < 7; index += 1) {
      await seedEnquiry(t.db, { name: `Same ms ${index}`, serviceType: "AI Automation" });
    }
    await t.db.execute(
      sql`update contact_submissions
          set created_at = '2030-01-01T10:00:00.000000Z'::timestamptz + (random() * interval '900 microseconds')`,
    );
    await seedEnquiry(t.db, {
      name: "=cmd|' /C calc'!A0",
      company: 'Rao, "Foods"',
      requirements: "line one\nline two",
      createdAt: new Date("2030-01-02T10:00:00Z"),
    });
    await seedEnquiry(t.db, { name: "अनन्या शर्मा", createdAt: new Date("2030-01-03T10:00:00Z") });
  });
  afterAll(async () => {
    await t.close();
  });

  const collect = async (query: string, batchSize: number) => {
    const rows = [];
    for await (const batch of enquiryCsvRows(
      t.db,
      parseEnquiryFilters(new URLSearchParams(query)),
      batchSize,
    )) {
      rows.push(...batch);
    }
    return rows;
  };

  it("exports every row of the filter once, newest first, across batches", async () => {
    const all = await collect("", 2);
    expect(all).toHaveLength(9);
    const id = ENQUIRY_CSV_HEADER.indexOf("Enquiry id");
    expect(new Set(all.map((row) => row[id])).size).toBe(9);
    expect(all[0]![1]).toBe("अनन्या शर्मा");
    const ai = await collect("service=AI+Automation&page=3", 3);
    // The export ignores the page: it is the whole filter.
    expect(ai).toHaveLength(7);
    expect(ai.every((row) => row[6] === "AI Automation")).toBe(true);
  });

  it("writes a spreadsheet-safe file", async () => {
    const stream = await csvStream(
      ENQUIRY_CSV_HEADER,
      enquiryCsvRows(t.db, parseEnquiryFilters(new URLSearchParams("q=calc"))),
    );
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(
      await new Response(stream).arrayBuffer(),
    );
    const lines = text.split("\r\n");
    expect(lines[0]).toBe(`\uFEFF${ENQUIRY_CSV_HEADER.join(",")}`);
    expect(lines[1]).toContain(`,'=cmd|' /C calc'!A0,`);
    expect(lines[1]).toContain(`"Rao, ""Foods"""`);
    expect(lines[1]).toContain(`"line one\nline two"`);
    expect(lines[1]).toContain(",'+91 98765 43210,");
  });

  it("filters and exports the sixth service, and older enquiries keep the value they came with", async () => {
    await seedEnquiry(t.db, {
      name: "Site safety lead",
      serviceType: "AI Safety & Vision Systems",
      createdAt: new Date("2030-01-04T10:00:00Z"),
    });
    const filters = parseEnquiryFilters(
      new URLSearchParams("service=AI+Safety+%26+Vision+Systems"),
    );
    expect(filters.service).toBe("AI Safety & Vision Systems");
    const safety = await collect("service=AI+Safety+%26+Vision+Systems", 5);
    expect(safety.map((row) => [row[1], row[6]])).toEqual([
      ["Site safety lead", "AI Safety & Vision Systems"],
    ]);
    // Nothing was rewritten: the seven earlier AI Automation enquiries are still filed as such.
    expect(await collect("service=AI+Automation", 5)).toHaveLength(7);
  });

  it("has the assignee and the first reply time", async () => {
    const firstReply = new Date("2030-01-03T11:15:00Z");
    await t.db.execute(
      sql`update contact_submissions set assignee = 'asha@team.example',
            first_reply_at = ${firstReply.toISOString()}
          where name = 'अनन्या शर्मा'`,
    );
    const [row] = await collect("q=शर्मा", 10);
    expect(row![ENQUIRY_CSV_HEADER.indexOf("Assignee")]).toBe("asha@team.example");
    expect(row![ENQUIRY_CSV_HEADER.indexOf("First reply (UTC)")]).toEqual(firstReply);
    const [other] = await collect("q=calc", 10);
    expect(other![ENQUIRY_CSV_HEADER.indexOf("First reply (UTC)")]).toBeNull();
  });
});
