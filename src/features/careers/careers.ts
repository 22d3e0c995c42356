import type { Compensation, Opening } from "@content/schemas/careers";

export type { CareersPageCopy, Compensation, Opening } from "@content/schemas/careers";

/** Mailto subjects of the application links (docs/product.md §2 "Careers"). */
export const applicationSubjects = {
  position: (title: string) => `Application for Position: ${title}`,
  internship: (track: string) => `Internship Application: ${track}`,
  custom: "Custom Role Inquiry",
  general: "Application",
} as const;

export const employmentLabels: Record<Opening["employmentType"], string> = {
  FULL_TIME: "Full-time",
  PART_TIME: "Part-time",
  CONTRACTOR: "Contract",
  INTERN: "Internship",
};

const numberWords: Record<number, string> = {
  2: "Two",
  3: "Three",
  4: "Four",
  5: "Five",
  6: "Six",
};

/** "One role open now." / "Four roles open now.": the count is the build's open openings. */
export function openRolesSentence(count: number): string {
  return `${count === 1 ? "One role" : `${numberWords[count] ?? count} roles`} open now.`;
}

/** "₹6,00,000 – ₹9,00,000 per year" (Indian grouping for rupees). */
export function formatCompensation(c: Compensation): string {
  const locale = c.currency === "INR" ? "en-IN" : "en-US";
  const money = (value: number) =>
    new Intl.NumberFormat(locale, {
      style: "currency",
      currency: c.currency,
      maximumFractionDigits: 0,
    }).format(value);
  return `${money(c.min)} – ${money(c.max)} per ${c.period === "YEAR" ? "year" : "month"}`;
}

/** Newest posting first; the same day, by title. */
export function byNewest(a: Opening, b: Opening): number {
  return b.datePosted.localeCompare(a.datePosted) || a.title.localeCompare(b.title);
}
