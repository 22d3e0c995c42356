export type {
  CaseStudiesPageCopy,
  CaseStudy,
  CaseStudyCard,
  CaseStudyCategory,
  CaseStudyImage,
  CaseStudyRecord,
  CaseStudyVisual,
} from "@content/schemas/case-studies";
export { caseStudyPath } from "@content/schemas/case-studies";

/**
 * The case study a page names by its address (`where`: the file and field that name it, for the
 * build's message when no such study exists: a story must never link to a different client).
 */
export function caseStudyNamed<T extends { slug: string }>(
  studies: readonly T[],
  slug: string,
  where: string,
): T {
  const study = studies.find((candidate) => candidate.slug === slug);
  if (!study) {
    throw new Error(
      `${where}: no case study at content/case-studies/studies/${slug}.yaml (one of: ${studies
        .map((candidate) => candidate.slug)
        .join(", ")})`,
    );
  }
  return study;
}

/** By position, then by client: the order of the lists (home, /case-studies, the sitemap). */
export function byPosition<T extends { position: number; client: string }>(a: T, b: T): number {
  return a.position - b.position || a.client.localeCompare(b.client);
}
