import { getImage } from "astro:assets";
import { getCollection, getEntry } from "astro:content";

import { byPosition, type CaseStudiesPageCopy, type CaseStudy } from "./case-studies";

/**
 * An uploaded picture's size in the build: the drawings' 16:9, wide enough for the case study's
 * page on a large phone at 2× (src/pages/case-studies/_components/).
 */
export const CASE_STUDY_IMAGE = { width: 1200, height: 675, widths: [480, 800, 1200] } as const;

/**
 * Every case study (content/case-studies/studies/*.yaml) in the lists' order, each with its
 * address (the file's name) and, when one is uploaded, its picture made into what the pages
 * need: a drawing (SVG) as it is; a photo cropped to 16:9 and made AVIF at three widths, so a
 * 4 MB upload becomes files of a few tens of kilobytes.
 */
export async function loadCaseStudies(): Promise<CaseStudy[]> {
  const entries = (await getCollection("caseStudies")).sort((a, b) => byPosition(a.data, b.data));
  return Promise.all(
    entries.map(async ({ id, data: { image, ...study } }) => {
      if (!image) return { ...study, slug: id };
      const { width, height, widths } = CASE_STUDY_IMAGE;
      const drawing = image.format === "svg";
      const optimised = await getImage({
        src: image,
        width,
        height,
        ...(drawing ? { format: "svg" } : { format: "avif", fit: "cover", widths: [...widths] }),
      });
      return {
        ...study,
        slug: id,
        image: {
          src: optimised.src,
          srcSet: optimised.srcSet.attribute || undefined,
          width,
          height,
        },
      };
    }),
  );
}

/** /case-studies' own copy and the words every case study's page shares. */
export async function loadCaseStudiesPage(): Promise<CaseStudiesPageCopy> {
  const page = await getEntry("caseStudiesPage", "page");
  if (!page) throw new Error("content/case-studies/page.yaml is missing");
  return page.data;
}
