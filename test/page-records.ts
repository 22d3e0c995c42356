import { blockPages } from "../content/block-pages";
import { blogCategories } from "../content/blog-copy";
import type { SiteConfig } from "../src/config/load-site-config";
import { legalContext } from "../src/lib/legal-context";
import type { PageRecords } from "../src/lib/page-registry";

import { readPostFiles } from "../e2e/support/blog-posts";
import { readCaseStudies } from "./case-study-files";
import { readLegalDocument } from "./legal-files";

/**
 * The page registry's records as the build reads them (src/features/pages/page-records.ts), from
 * the files themselves: for unit tests (Vite's loader, which block pages need).
 */
export function readPageRecords(config: SiteConfig): PageRecords {
  const legal = legalContext(config);
  return {
    blockPages,
    posts: readPostFiles(),
    categories: blogCategories,
    caseStudies: readCaseStudies(),
    legalPages: {
      "privacy-policy": readLegalDocument("privacy-policy", legal),
      "terms-of-service": readLegalDocument("terms-of-service", legal),
      "cookie-policy": readLegalDocument("cookie-policy", legal),
    },
  };
}
