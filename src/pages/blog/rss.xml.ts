import type { APIRoute } from "astro";

import { siteConfig } from "@/config/site";
import { getPostSummaries } from "@/features/blog/posts";
import { buildRssFeed } from "@/features/blog/rss";

/** The blog's RSS 2.0 feed, written once at build (a static file, dist/client/blog/rss.xml). */
export const GET: APIRoute = async () => {
  const xml = buildRssFeed(
    {
      siteUrl: siteConfig.siteUrl,
      brandName: siteConfig.brand.name,
      contactEmail: siteConfig.emails.contact,
    },
    await getPostSummaries(),
  );
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
  });
};
