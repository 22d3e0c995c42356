import { sql } from "drizzle-orm";

import { queryRows, type Db } from "../../db/client";
import {
  ATTRIBUTION_CSV_HEADER,
  ATTRIBUTION_SQL_COLUMNS,
  attributionCsvValues,
  attributionFromRow,
  type AttributionRow,
} from "../../attribution";
import type { CsvValue } from "../csv";
import { enquiryWhere, MAIL_STATE, type EnquiryFilters } from "../inbox/enquiry-filters";

/** The columns of the enquiries CSV, in order. */
export const ENQUIRY_CSV_HEADER = [
  "Received (UTC)",
  "Name",
  "Email",
  "Phone",
  "Company",
  "Location",
  "Service",
  "Requirements",
  "Status",
  "Won value",
  "Won currency",
  "Assignee",
  "First reply (UTC)",
  "Notification",
  "Enquiry id",
  ...ATTRIBUTION_CSV_HEADER,
] as const;

type ExportRow = AttributionRow & {
  id: string;
  cursor_at: string;
  created_at: Date | string;
  name: string;
  email: string;
  phone: string;
  company: string | null;
  location: string | null;
  service_type: string;
  requirements: string | null;
  status: string;
  won_value: string | null;
  won_currency: string | null;
  assignee: string | null;
  first_reply_at: Date | string | null;
  mail: string;
};

/**
 * Every enquiry `filters` selects (all pages), newest first, `batchSize` rows at a time. Keyset
 * on (created_at, id), with the timestamp carried as text so no microsecond is lost between
 * batches: rows are neither skipped nor repeated, however many there are.
 */
export async function* enquiryCsvRows(
  db: Db,
  filters: EnquiryFilters,
  batchSize = 1000,
): AsyncGenerator<CsvValue[][]> {
  const where = enquiryWhere(filters);
  let after: { at: string; id: string } | null = null;
  for (;;) {
    const page: ExportRow[] = await queryRows<ExportRow>(
      db,
      sql`select cs.id, cs.created_at::text as cursor_at, cs.created_at, cs.name, cs.email,
            cs.phone, cs.company, cs.location, cs.service_type, cs.requirements, cs.status,
            cs.won_value, cs.won_currency, cs.assignee, cs.first_reply_at, ${MAIL_STATE} as mail, ${ATTRIBUTION_SQL_COLUMNS}
          from contact_submissions cs
          where ${where}
            ${after ? sql`and (cs.created_at, cs.id) < (${after.at}::timestamptz, ${after.id}::uuid)` : sql``}
          order by cs.created_at desc, cs.id desc
          limit ${batchSize}`,
    );
    if (page.length === 0) return;
    yield page.map((row) => [
      new Date(row.created_at),
      row.name,
      row.email,
      row.phone,
      row.company,
      row.location,
      row.service_type,
      row.requirements,
      row.status,
      row.won_value === null ? null : Number(row.won_value),
      row.won_currency,
      row.assignee,
      row.first_reply_at === null ? null : new Date(row.first_reply_at),
      row.mail,
      row.id,
      ...attributionCsvValues(attributionFromRow(row)),
    ]);
    if (page.length < batchSize) return;
    const last = page.at(-1)!;
    after = { at: last.cursor_at, id: last.id };
  }
}
