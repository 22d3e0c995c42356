import { getEntry } from "astro:content";

import type { LegalContext, LegalDocument } from "@content/legal";
import type { LegalPage } from "@content/schemas/legal-pages";

import { legalDocument } from "./legal-document";

/** What a legal page shows: its file (content/legal/<page>.md), with the site's values filled in. */
export async function loadLegalDocument(
  page: LegalPage,
  ctx: LegalContext,
): Promise<LegalDocument> {
  const entry = await getEntry("legal", page);
  if (!entry) throw new Error(`content/legal/${page}.md is missing`);
  return legalDocument(
    entry.filePath ?? `content/legal/${page}.md`,
    entry.data,
    entry.body ?? "",
    ctx,
  );
}
