import type { Metadata } from "next";

import type { SiteConfig } from "@/config/load-site-config";

/** Brand phrases appended to every page's keywords (SPEC §2 "Page metadata"). */
export const BRAND_KEYWORDS = [
  "New Brand Proven Experience",
  "fractional CTO India",
  "CTO as a service",
  "startup technology partner",
] as const;

export const DEFAULT_SHARE_IMAGE = {
  path: "/og/default.png",
  width: 1200,
  height: 630,
} as const;

export type ArticleFields = {
  publishedTime: string;
  modifiedTime?: string;
  author: string;
  section: string;
  tags?: string[];
};

export type PageMetadataInput = {
  /** Page title; the brand is appended unless `absoluteTitle` is set. */
  title: string;
  absoluteTitle?: boolean;
  description: string;
  /** Path on this site starting with "/", used for the canonical URL. */
  path: string;
  keywords?: string[];
  image?: { path: string; width: number; height: number; alt?: string };
  article?: ArticleFields;
  /** Pages that must stay out of search results (thank-you, the deck). */
  noindex?: boolean;
  /** Feeds announced with <link rel="alternate">, e.g. the blog's RSS. */
  feeds?: { path: string; title: string; type?: "application/rss+xml" | "application/atom+xml" }[];
};

/** SPEC: "50+ startups" in descriptions reads as the team's prior experience, not the brand's. */
export function rewriteDescription(description: string): string {
  return description.replace(
    /50\+ startups/gi,
    "startup-seasoned professionals with 50+ startup experience",
  );
}

export function absoluteUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  const base = siteUrl.replace(/\/+$/, "");
  if (path === "/" || path === "") return `${base}/`;
  return `${base}${path.startsWith("/") ? path : `/${path}`}`;
}

export function mergeKeywords(keywords: readonly string[] = []): string[] {
  const seen = new Set<string>();
  const merged: string[] = [];
  for (const keyword of [...keywords, ...BRAND_KEYWORDS]) {
    const key = keyword.trim().toLowerCase();
    if (key && !seen.has(key)) {
      seen.add(key);
      merged.push(keyword.trim());
    }
  }
  return merged;
}

type AlternateTypes = NonNullable<NonNullable<Metadata["alternates"]>["types"]>;

/** Groups feeds by MIME type, as Next's `alternates.types` expects. */
function feedTypes(siteUrl: string, feeds: NonNullable<PageMetadataInput["feeds"]>) {
  const types: Record<string, { url: string; title: string }[]> = {};
  for (const feed of feeds) {
    const type = feed.type ?? "application/rss+xml";
    (types[type] ??= []).push({ url: absoluteUrl(siteUrl, feed.path), title: feed.title });
  }
  return types as AlternateTypes;
}

/** The one way pages describe themselves to search engines and link previews. */
export function buildMetadata(config: SiteConfig, input: PageMetadataInput): Metadata {
  const title = input.absoluteTitle ? input.title : `${input.title} | ${config.brand.name}`;
  const description = rewriteDescription(input.description);
  const url = absoluteUrl(config.siteUrl, input.path);
  const image = input.image ?? DEFAULT_SHARE_IMAGE;
  const imageUrl = absoluteUrl(config.siteUrl, image.path);
  const imageAlt = ("alt" in image && image.alt) || `${config.brand.name}: ${config.brand.tagline}`;
  const author = input.article?.author ?? config.founder.name;
  const images = [{ url: imageUrl, width: image.width, height: image.height, alt: imageAlt }];

  const openGraph: Metadata["openGraph"] = input.article
    ? {
        type: "article",
        title,
        description,
        url,
        siteName: config.brand.name,
        locale: "en_IN",
        images,
        publishedTime: input.article.publishedTime,
        modifiedTime: input.article.modifiedTime ?? input.article.publishedTime,
        authors: [input.article.author],
        section: input.article.section,
        tags: input.article.tags,
      }
    : {
        type: "website",
        title,
        description,
        url,
        siteName: config.brand.name,
        locale: "en_IN",
        images,
      };

  return {
    title: { absolute: title },
    description,
    keywords: mergeKeywords(input.keywords),
    authors: [{ name: author }],
    creator: config.brand.name,
    publisher: config.brand.name,
    alternates: input.feeds?.length
      ? {
          canonical: url,
          types: feedTypes(config.siteUrl, input.feeds),
        }
      : { canonical: url },
    robots: input.noindex
      ? { index: false, follow: false, googleBot: { index: false, follow: false } }
      : { index: true, follow: true },
    openGraph,
    twitter: {
      card: "summary_large_image",
      title,
      description,
      images: [{ url: imageUrl, alt: imageAlt }],
    },
  };
}
