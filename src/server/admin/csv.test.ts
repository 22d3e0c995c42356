import { describe, expect, it } from "vitest";

import { CSV_BOM, csvCell, csvFileName, csvRow, csvStream } from "./csv";

async function* chunks<T>(...parts: T[]) {
  for (const part of parts) yield part;
}

describe("csvCell", () => {
  it("leaves plain text, numbers, booleans and dates as they are", () => {
    expect(csvCell("Asha Rao")).toBe("Asha Rao");
    expect(csvCell(42)).toBe("42");
    expect(csvCell(-3)).toBe("-3");
    expect(csvCell(true)).toBe("true");
    expect(csvCell(new Date("2030-01-02T03:04:05Z"))).toBe("2030-01-02T03:04:05.000Z");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });

  it("quotes commas, quotes and line breaks (RFC 4180)", () => {
    expect(csvCell("Rao, Asha")).toBe('"Rao, Asha"');
    expect(csvCell('The "best" app')).toBe('"The ""best"" app"');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(csvCell("a\r\nb")).toBe('"a\r\nb"');
  });

  it("prefixes cells a spreadsheet would run as a formula", () => {
    expect(csvCell('=HYPERLINK("http://evil.example")')).toBe(
      '"\'=HYPERLINK(""http://evil.example"")"',
    );
    expect(csvCell("+91 98765 43210")).toBe("'+91 98765 43210");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\t=1")).toBe("'\t=1");
    expect(csvCell("\r=1")).toBe('"\'\r=1"');
    // Only the first character matters.
    expect(csvCell("a=b")).toBe("a=b");
  });

  it("keeps non-Latin names intact", () => {
    expect(csvCell("अनन्या शर्मा")).toBe("अनन्या शर्मा");
    expect(csvCell("ராஜேஷ், சென்னை")).toBe('"ராஜேஷ், சென்னை"');
  });
});

describe("csvRow and csvStream", () => {
  it("ends each row with CRLF", () => {
    expect(csvRow(["a", "b,c", null])).toBe('a,"b,c",\r\n');
  });

  it("streams the BOM, the header and every chunk of rows as UTF-8", async () => {
    const stream = await csvStream(
      ["Name", "City"],
      chunks([["प्रिया", "Pune"]], [["=cmd", 'a"b']]),
    );
    const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    expect(text).toBe(`${CSV_BOM}Name,City\r\nप्रिया,Pune\r\n'=cmd,"a""b"\r\n`);
  });

  it("throws before answering when the first rows cannot be read, so no 200 is sent", async () => {
    async function* failing(): AsyncGenerator<string[][]> {
      throw new Error("date/time field value out of range");
    }
    await expect(csvStream(["Name"], failing())).rejects.toThrow(/out of range/);
  });

  it("errors the stream when a later chunk fails, rather than ending a shorter file", async () => {
    async function* failsLater(): AsyncGenerator<string[][]> {
      yield [["first"]];
      throw new Error("connection lost");
    }
    const stream = await csvStream(["Name"], failsLater());
    await expect(new Response(stream).text()).rejects.toThrow();
  });

  it("streams the header alone for an empty export", async () => {
    const stream = await csvStream(["Name"], chunks());
    expect(await new Response(stream).text()).toBe("Name\r\n");
  });

  it("names the file after the day in India", () => {
    expect(csvFileName("enquiries", new Date("2030-03-12T19:00:00Z"))).toBe(
      "enquiries-2030-03-13.csv",
    );
  });
});
