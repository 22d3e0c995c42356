import {
  caseStudiesPageSchema,
  caseStudySchema,
  type CaseStudy,
} from "../content/schemas/case-studies";
import { byPosition } from "../src/features/case-studies/case-studies";

import { readContentFile, readContentFolder } from "./content-files";

/**
 * The case studies as pages receive them (src/features/case-studies/case-studies-content.ts),
 * read from their files with the build's schema: in the lists' order, each with its address (the
 * file's name) as `slug`. An uploaded picture is left out: only the build makes it a file.
 */
export function readCaseStudies(): Array<Omit<CaseStudy, "image">> {
  return readContentFolder("content/case-studies/studies", caseStudySchema)
    .map(({ id, image: _image, ...study }) => ({ ...study, slug: id }))
    .sort(byPosition);
}

/** content/case-studies/page.yaml: the list page's copy and the words every study's page shares. */
export const readCaseStudiesPage = () =>
  readContentFile("content/case-studies/page.yaml", caseStudiesPageSchema);
