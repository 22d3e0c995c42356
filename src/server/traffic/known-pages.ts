import { siteConfig } from "@/config/site";
import { loadPageRecords } from "@/features/pages/page-records";
import { pageRegistry } from "@/lib/page-registry";

import { processSingleton } from "../runtime";

/**
 * Every public page's address, for the visit counts: the page registry's, kept out of the
 * sitemap or not (landing pages only ads lead to, /thank-you, /cto-presentation).
 */
export async function knownPagePaths(): Promise<string[]> {
  return pageRegistry(siteConfig, await loadPageRecords()).map((page) => page.path);
}

/** The same, read once per process (content changes with a new build). */
export function knownPageSet(): Promise<ReadonlySet<string>> {
  return processSingleton("traffic.known-pages", async () => new Set(await knownPagePaths()));
}
