import type { SiteConfig } from "@/config/load-site-config";

import { shareSection } from "./share-section";
import { SHARE_IMAGE_SIZE, shareImageAlt, shareImagePath } from "./share-image";

/** Brand phrases appended to every page's keywords (docs/product.md §2 "Page metadata"). */
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
  /** The line the page's share image shows (its title when absent). */
  shareText?: string;
  article?: ArticleFields;
  /** Pages that must stay out of search results (thank-you, the deck). */
  noindex?: boolean;
  /** Feeds announced with <link rel="alternate">, e.g. the blog's RSS. */
  feeds?: { path: string; title: string; type?: "application/rss+xml" | "application/atom+xml" }[];
};

/** docs/product.md: "50+ startups" in descriptions reads as the team's prior experience, not the brand's. */
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

export type ShareImage = { url: string; width: number; height: number; alt: string };

/** What a page says about itself in its <head>: framework-free, printed by the page layout. */
export type PageMeta = {
  title: string;
  description: string;
  keywords: string[];
  author: string;
  publisher: string;
  canonical: string;
  noindex: boolean;
  openGraph: {
    type: "website" | "article";
    title: string;
    description: string;
    url: string;
    siteName: string;
    locale: string;
    image: ShareImage;
    article?: ArticleFields;
  };
  twitter: { card: "summary_large_image"; title: string; description: string; image: ShareImage };
  feeds: { url: string; title: string; type: string }[];
};

/** The one way pages describe themselves to search engines and link previews. */
export function buildMetadata(config: SiteConfig, input: PageMetadataInput): PageMeta {
  const title = input.absoluteTitle ? input.title : `${input.title} | ${config.brand.name}`;
  const description = rewriteDescription(input.description);
  const url = absoluteUrl(config.siteUrl, input.path);
  // Every indexable page shares its own card (src/lib/share-image.ts); noindex pages the default.
  const image =
    input.image ??
    (input.noindex
      ? DEFAULT_SHARE_IMAGE
      : {
          path: shareImagePath(input.path),
          ...SHARE_IMAGE_SIZE,
          alt: shareImageAlt(
            config.brand.name,
            input.shareText ?? input.title,
            shareSection(input.path),
          ),
        });
  const alt = ("alt" in image && image.alt) || `${config.brand.name}: ${config.brand.tagline}`;
  const shareImage = {
    url: absoluteUrl(config.siteUrl, image.path),
    width: image.width,
    height: image.height,
    alt,
  };
  return {
    title,
    description,
    keywords: mergeKeywords(input.keywords),
    author: input.article?.author ?? config.founder.name,
    publisher: config.brand.name,
    canonical: url,
    noindex: Boolean(input.noindex),
    openGraph: {
      type: input.article ? "article" : "website",
      title,
      description,
      url,
      siteName: config.brand.name,
      locale: "en_IN",
      image: shareImage,
      ...(input.article ? { article: input.article } : {}),
    },
    twitter: { card: "summary_large_image", title, description, image: shareImage },
    feeds: (input.feeds ?? []).map((feed) => ({
      url: absoluteUrl(config.siteUrl, feed.path),
      title: feed.title,
      type: feed.type ?? "application/rss+xml",
    })),
  };
}

export type HeadTag =
  { tag: "meta"; attrs: Record<string, string> } | { tag: "link"; attrs: Record<string, string> };

/** The <meta> and <link> elements for a page, in the order they are printed. */
export function headTags(meta: PageMeta): HeadTag[] {
  const named = (name: string, content: string): HeadTag => ({
    tag: "meta",
    attrs: { name, content },
  });
  const property = (name: string, content: string): HeadTag => ({
    tag: "meta",
    attrs: { property: name, content },
  });
  const og = meta.openGraph;
  const article = og.article;
  return [
    named("description", meta.description),
    named("keywords", meta.keywords.join(", ")),
    named("author", meta.author),
    named("creator", meta.publisher),
    named("publisher", meta.publisher),
    named("robots", meta.noindex ? "noindex, nofollow" : "index, follow"),
    ...(meta.noindex ? [named("googlebot", "noindex, nofollow")] : []),
    { tag: "link", attrs: { rel: "canonical", href: meta.canonical } },
    ...meta.feeds.map((feed): HeadTag => ({
      tag: "link",
      attrs: { rel: "alternate", type: feed.type, title: feed.title, href: feed.url },
    })),
    property("og:title", og.title),
    property("og:description", og.description),
    property("og:url", og.url),
    property("og:site_name", og.siteName),
    property("og:locale", og.locale),
    property("og:image", og.image.url),
    property("og:image:width", String(og.image.width)),
    property("og:image:height", String(og.image.height)),
    property("og:image:alt", og.image.alt),
    property("og:type", og.type),
    ...(article
      ? [
          property("article:published_time", article.publishedTime),
          property("article:modified_time", article.modifiedTime ?? article.publishedTime),
          property("article:author", article.author),
          property("article:section", article.section),
          ...(article.tags ?? []).map((tag) => property("article:tag", tag)),
        ]
      : []),
    named("twitter:card", meta.twitter.card),
    named("twitter:title", meta.twitter.title),
    named("twitter:description", meta.twitter.description),
    named("twitter:image", meta.twitter.image.url),
    named("twitter:image:alt", meta.twitter.image.alt),
  ];
}
