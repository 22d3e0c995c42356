export type {
  CaseStudiesPageCopy,
  CaseStudy,
  CaseStudyCard,
  CaseStudyCategory,
  CaseStudyImage,
  CaseStudyRecord,
  CaseStudyVisual,
} from "@content/schemas/case-studies";

/** A case study's address: its file's name (content/case-studies/studies/<slug>.yaml). */
export const caseStudyPath = (slug: string) => `/case-studies/${slug}`;

/** By position, then by client: the order of the lists (home, /case-studies, the sitemap). */
export function byPosition<T extends { position: number; client: string }>(a: T, b: T): number {
  return a.position - b.position || a.client.localeCompare(b.client);
}
