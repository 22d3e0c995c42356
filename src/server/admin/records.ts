import { sql } from "drizzle-orm";

import { RECORDS_PAGE_SIZE } from "@/features/admin/page-sizes";

import {
  ATTRIBUTION_CSV_HEADER,
  ATTRIBUTION_SQL_COLUMNS,
  attributionCsvValues,
  attributionFromRow,
  type AttributionRow,
} from "../attribution";
import { queryRows, type Db } from "../db/client";
import type { CsvValue } from "./csv";
import { isEnquiryId } from "./inbox/enquiries";

/**
 * The owner's other records (issue 14): newsletter subscribers (list, export, remove) and the
 * deck's access log (read only). Newest first, offset pages; both tables stay small next to the
 * enquiries, so an exact count is cheap.
 */

export type Page<T> = { rows: T[]; total: number; page: number; pageCount: number };

export function parsePage(params: URLSearchParams): number {
  const page = Number(params.get("page"));
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

export type Subscriber = { id: string; email: string; createdAt: Date };

export async function listSubscribers(db: Db, page: number): Promise<Page<Subscriber>> {
  const [rows, [count]] = await Promise.all([
    queryRows<{ id: string; email: string; created_at: Date | string }>(
      db,
      sql`select id, email, created_at from newsletter_subscribers
          order by created_at desc, id desc
          limit ${RECORDS_PAGE_SIZE} offset ${(page - 1) * RECORDS_PAGE_SIZE}`,
    ),
    queryRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from newsletter_subscribers`,
    ),
  ]);
  const total = count?.total ?? 0;
  return {
    rows: rows.map((row) => ({
      id: row.id,
      email: row.email,
      createdAt: new Date(row.created_at),
    })),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / RECORDS_PAGE_SIZE)),
  };
}

export const SUBSCRIBER_CSV_HEADER = [
  "Email",
  "Subscribed (UTC)",
  ...ATTRIBUTION_CSV_HEADER,
] as const;

/** Every subscriber, newest first, in one batch: the list is small (addresses and sources). */
export async function* subscriberCsvRows(db: Db): AsyncGenerator<CsvValue[][]> {
  const rows = await queryRows<AttributionRow & { email: string; created_at: Date | string }>(
    db,
    sql`select email, created_at, ${ATTRIBUTION_SQL_COLUMNS} from newsletter_subscribers
        order by created_at desc, id desc`,
  );
  if (rows.length > 0) {
    yield rows.map((row) => [
      row.email,
      new Date(row.created_at),
      ...attributionCsvValues(attributionFromRow(row)),
    ]);
  }
}

/** Remove a subscriber (and the welcome mail queued for that address); false when unknown. */
export async function removeSubscriber(db: Db, id: string): Promise<boolean> {
  if (!isEnquiryId(id)) return false;
  return db.transaction(async (tx) => {
    const [row] = await queryRows<{ email: string }>(
      tx as unknown as Db,
      sql`delete from newsletter_subscribers where id = ${id} returning email`,
    );
    if (!row) return false;
    await tx.execute(
      sql`delete from email_outbox where kind = 'newsletter-welcome' and recipient = ${row.email}`,
    );
    return true;
  });
}

export type DeckAccess = {
  id: number;
  createdAt: Date;
  clientIp: string;
  userAgent: string | null;
  success: boolean;
};

export async function listDeckAccess(db: Db, page: number): Promise<Page<DeckAccess>> {
  const [rows, [count]] = await Promise.all([
    queryRows<{
      id: number | string;
      created_at: Date | string;
      client_ip: string;
      user_agent: string | null;
      success: boolean;
    }>(
      db,
      sql`select id, created_at, client_ip, user_agent, success from presentation_access_log
          order by created_at desc, id desc
          limit ${RECORDS_PAGE_SIZE} offset ${(page - 1) * RECORDS_PAGE_SIZE}`,
    ),
    queryRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from presentation_access_log`,
    ),
  ]);
  const total = count?.total ?? 0;
  return {
    rows: rows.map((row) => ({
      id: Number(row.id),
      createdAt: new Date(row.created_at),
      clientIp: row.client_ip,
      userAgent: row.user_agent,
      success: row.success,
    })),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / RECORDS_PAGE_SIZE)),
  };
}
