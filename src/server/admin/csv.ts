/**
 * CSV for spreadsheets (issue 14): RFC 4180 (CRLF rows; fields with a comma, quote, CR or LF
 * quoted, quotes doubled), UTF-8 with a byte-order mark so Excel reads Indian scripts, and safe
 * from formula injection: a text cell starting with = + - @, a tab or a carriage return gets a
 * leading single quote (OWASP "CSV Injection"), so a spreadsheet shows it as text.
 */
export const CSV_BOM = "\uFEFF";
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export type CsvValue = string | number | boolean | Date | null | undefined;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  let text = value instanceof Date ? value.toISOString() : value;
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

/**
 * A CSV download as a stream: the BOM and header first, then each chunk of rows as `rows`
 * yields it, so a large export never sits in memory whole. The first chunk is read before the
 * stream is returned, so a query that fails at once becomes the caller's error answer (500, 503)
 * instead of a 200 with a file that stops after its header. A failure later errors the stream,
 * and the server then cuts the connection: a download that ends early is seen to fail, never
 * passed off as a whole file.
 */
export async function csvStream(
  header: readonly string[],
  rows: AsyncIterable<readonly CsvValue[][]>,
): Promise<ReadableStream<Uint8Array>> {
  const encoder = new TextEncoder();
  const iterator = rows[Symbol.asyncIterator]();
  const first = await iterator.next();
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(CSV_BOM + csvRow(header)));
        if (first.done) controller.close();
        else controller.enqueue(encoder.encode(first.value.map(csvRow).join("")));
        return;
      }
      try {
        const next = await iterator.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value.map(csvRow).join("")));
      } catch (error) {
        controller.error(error);
      }
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}

/** `enquiries-2030-03-13.csv`: the download's name, from the day in India. */
export function csvFileName(prefix: string, now: Date): string {
  const day = new Date(now.getTime() + (5 * 60 + 30) * 60_000).toISOString().slice(0, 10);
  return `${prefix}-${day}.csv`;
}

export function csvResponse(body: ReadableStream<Uint8Array> | string, fileName: string): Response {
  return new Response(body, {
    status: 200,
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
    },
  });
}
