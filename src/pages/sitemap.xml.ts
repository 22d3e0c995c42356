import { siteConfig } from "@/config/site";
import { loadPageRecords } from "@/features/pages/page-records";
import { pageRegistry, sitemapEntries } from "@/lib/page-registry";
import { renderSitemap } from "@/lib/sitemap";

/** /sitemap.xml, written at build time: every page of the registry not kept out of search. */
export async function GET() {
  const entries = sitemapEntries(pageRegistry(siteConfig, await loadPageRecords()));
  return new Response(renderSitemap(siteConfig.siteUrl, entries), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
