import type { LegalContext, LegalDocument } from "@content/legal";
import { legalDocumentSchema } from "@content/schemas/legal";
import { legalDocument } from "@/features/legal/legal-document";
import type { LegalPage } from "@content/schemas/legal-pages";

import { readContentBody, readContentFile } from "./content-files";

/**
 * A legal page read from its file outside Astro (unit and browser tests), the way the route
 * reads it (src/features/legal/legal-content.ts): frontmatter checked, text parsed, tokens filled.
 */
export function readLegalDocument(page: LegalPage, ctx: LegalContext): LegalDocument {
  const file = `content/legal/${page}.md`;
  return legalDocument(
    file,
    readContentFile(file, legalDocumentSchema),
    readContentBody(file),
    ctx,
  );
}
