/**
 * Money on the owner's pages (docs/money-report.md): won values and ad spend, in rupees or US
 * dollars, and the report's ratios. A ratio with nothing to divide by is null and reads "—",
 * never "Infinity" or "NaN".
 */
export const MONEY_CURRENCIES = ["INR", "USD"] as const;
export type MoneyCurrency = (typeof MONEY_CURRENCIES)[number];

export const isMoneyCurrency = (value: string): value is MoneyCurrency =>
  (MONEY_CURRENCIES as readonly string[]).includes(value);

/** What a won client is worth (null: not given). */
export type WonValue = { value: number; currency: MoneyCurrency };

/** A row's won_value (numeric, read as text) and won_currency as a value, or null. */
export function wonValueOf(row: {
  won_value: string | number | null;
  won_currency: string | null;
}): WonValue | null {
  if (row.won_value === null || row.won_currency === null) return null;
  return isMoneyCurrency(row.won_currency)
    ? { value: Number(row.won_value), currency: row.won_currency }
    : null;
}

export const NO_FIGURE = "—";

const formatters = new Map<string, Intl.NumberFormat>();
function formatter(currency: MoneyCurrency, fractionDigits: number): Intl.NumberFormat {
  const key = `${currency}:${fractionDigits}`;
  let format = formatters.get(key);
  if (!format) {
    // Rupees in lakhs and crores (₹1,50,000), dollars in thousands ($1,500).
    format = new Intl.NumberFormat(currency === "INR" ? "en-IN" : "en-US", {
      style: "currency",
      currency,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(key, format);
  }
  return format;
}

/** "₹1,50,000" (whole rupees unless paise are given), "$1,200.50"; "—" for no figure. */
export function formatMoney(
  amount: number | null | undefined,
  currency: MoneyCurrency = "INR",
): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return NO_FIGURE;
  const whole = Math.abs(amount - Math.round(amount)) < 0.005;
  return formatter(currency, whole ? 0 : 2).format(amount);
}

/** Whole rupees for the report's cells, where paise are noise. */
export function formatRupees(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return NO_FIGURE;
  return formatter("INR", 0).format(Math.round(amount));
}

/** Cost per enquiry or per client: null with nothing bought or nothing spent. */
export function costPer(spend: number, count: number): number | null {
  return count > 0 && spend > 0 ? spend / count : null;
}

/** Return on ad spend, won value ÷ spend: null with no spend. */
export function returnOnSpend(wonValue: number, spend: number): number | null {
  return spend > 0 ? wonValue / spend : null;
}

/** "3.2×"; "—" for no figure. */
export function formatMultiple(ratio: number | null): string {
  if (ratio === null || !Number.isFinite(ratio)) return NO_FIGURE;
  return `${ratio.toLocaleString("en-IN", { maximumFractionDigits: ratio < 10 ? 1 : 0 })}×`;
}

/** A group's counts in the money report (src/server/admin/reports/money.ts). */
export type MoneyCounts = {
  spend: number;
  /** Visits that started on the site from this group (consented first pages). */
  entries: number;
  enquiries: number;
  /** Discovery calls booked on the site for those enquiries (not cancelled). */
  calls: number;
  won: number;
  /** Won enquiries' values in rupees (USD at the report rate). */
  wonValue: number;
};

export type MoneyRatios = {
  costPerEnquiry: number | null;
  costPerCall: number | null;
  costPerWon: number | null;
  returnOnSpend: number | null;
};

export const ratiosOf = (counts: MoneyCounts): MoneyRatios => ({
  costPerEnquiry: costPer(counts.spend, counts.enquiries),
  costPerCall: costPer(counts.spend, counts.calls),
  costPerWon: costPer(counts.spend, counts.won),
  returnOnSpend: returnOnSpend(counts.wonValue, counts.spend),
});

export type MoneyFigure = keyof MoneyCounts | keyof MoneyRatios;

/**
 * The report's figures in order, for the page's table and its CSV alike. `short` is the table
 * header's visible text where the label would wrap (the full label stays its accessible name);
 * `group` heads the columns that share it ("Cost per": enquiry, call, client).
 */
export const MONEY_COLUMNS: readonly {
  key: MoneyFigure;
  label: string;
  kind: "money" | "count" | "multiple";
  short?: string;
  group?: "Cost per";
}[] = [
  { key: "spend", label: "Spend", kind: "money" },
  { key: "entries", label: "Entries", kind: "count" },
  { key: "enquiries", label: "Enquiries", kind: "count" },
  { key: "calls", label: "Calls booked", kind: "count", short: "Calls" },
  { key: "won", label: "Won clients", kind: "count", short: "Clients" },
  { key: "wonValue", label: "Won value", kind: "money" },
  {
    key: "costPerEnquiry",
    label: "Cost per enquiry",
    kind: "money",
    short: "Enquiry",
    group: "Cost per",
  },
  { key: "costPerCall", label: "Cost per call", kind: "money", short: "Call", group: "Cost per" },
  {
    key: "costPerWon",
    label: "Cost per won client",
    kind: "money",
    short: "Client",
    group: "Cost per",
  },
  { key: "returnOnSpend", label: "ROAS", kind: "multiple" },
];

export function moneyFigure(counts: MoneyCounts, key: MoneyFigure): number | null {
  return key in counts
    ? counts[key as keyof MoneyCounts]
    : ratiosOf(counts)[key as keyof MoneyRatios];
}

/** A figure as the page shows it: rupees, a count, or a multiple; "—" for none. */
export function formatMoneyFigure(
  value: number | null,
  kind: (typeof MONEY_COLUMNS)[number]["kind"],
): string {
  if (value === null || !Number.isFinite(value)) return NO_FIGURE;
  if (kind === "money") return formatRupees(value);
  if (kind === "multiple") return formatMultiple(value);
  return value.toLocaleString("en-IN");
}
