import { sql } from "drizzle-orm";

import { isMoneyCurrency, wonValueOf, type WonValue } from "@/features/admin/money";

import { queryRows, type Db } from "../../db/client";
import type { EnquiryStatus } from "../../db/schema";
import { isEnquiryId, type ChangeResult } from "./enquiries";

/**
 * What a won client is worth (docs/money-report.md): asked when an enquiry is marked won and
 * editable later, each change kept in its activity log (kind "value", `detail` "150000.00 INR",
 * empty when cleared). The money report and the Google Ads upload files read it.
 */
/** The largest value the column holds (numeric(14, 2)). */
export const WON_VALUE_MAX = 999_999_999_999.99;

/**
 * The form's amount: digits with Indian ("1,50,000") or international ("150,000") grouping and
 * up to two decimals; "" is no value. Null when it is no amount.
 */
export function parseWonValue(
  amount: string,
  currency: string,
): { ok: true; value: WonValue | null } | { ok: false } {
  const clean = amount.trim().replace(/^(₹|rs\.?|inr|\$|usd)\s*/i, "");
  if (clean === "") return { ok: true, value: null };
  if (!isMoneyCurrency(currency)) return { ok: false };
  if (!/^\d{1,3}(,\d{2,3})*(\.\d{1,2})?$|^\d+(\.\d{1,2})?$/.test(clean)) return { ok: false };
  const value = Number(clean.replace(/,/g, ""));
  if (!Number.isFinite(value) || value <= 0 || value > WON_VALUE_MAX) return { ok: false };
  return { ok: true, value: { value, currency } };
}

/** The log's wording of a value: "150000.00 INR", "" for none. */
export const wonValueDetail = (won: WonValue | null) =>
  won ? `${won.value.toFixed(2)} ${won.currency}` : "";

/**
 * Mark an enquiry won (if it is not yet) and set its value, in one transaction: the status change
 * and the value each logged with who and when. The same value again is no change.
 */
export async function setWonValue(
  db: Db,
  input: { id: string; amount: string; currency: string; actor: string; now?: Date },
): Promise<ChangeResult> {
  const parsed = parseWonValue(input.amount, input.currency);
  if (!parsed.ok) return "invalid";
  if (!isEnquiryId(input.id)) return "not-found";
  const won = parsed.value;
  const now = (input.now ?? new Date()).toISOString();
  return db.transaction(async (tx) => {
    const [row] = await queryRows<{
      status: EnquiryStatus;
      won_value: string | null;
      won_currency: string | null;
    }>(
      tx as unknown as Db,
      sql`select status, won_value, won_currency from contact_submissions
          where id = ${input.id} for update`,
    );
    if (!row) return "not-found";
    const before = wonValueDetail(wonValueOf(row));
    const after = wonValueDetail(won);
    if (row.status === "won" && before === after) return "unchanged";
    await tx.execute(
      sql`update contact_submissions set status = 'won',
            first_reply_at = coalesce(first_reply_at, ${now}),
            won_value = ${won ? won.value.toFixed(2) : null},
            won_currency = ${won ? won.currency : null}
          where id = ${input.id}`,
    );
    if (row.status !== "won") {
      await tx.execute(
        sql`insert into enquiry_events (enquiry_id, created_at, actor, kind, from_status, to_status)
            values (${input.id}, ${now}, ${input.actor}, 'status', ${row.status}, 'won')`,
      );
    }
    if (before !== after) {
      await tx.execute(
        sql`insert into enquiry_events (enquiry_id, created_at, actor, kind, detail)
            values (${input.id}, ${now}, ${input.actor}, 'value', ${after})`,
      );
    }
    return "done";
  });
}
