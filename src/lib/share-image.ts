/**
 * Each page's share image (og:image, twitter:image): a 1200×630 PNG at a path derived from the
 * page's own path, drawn at build from the page's title and section (scripts/lib/share-images.mjs
 * reads both back from the built HTML). Pages kept out of search (noindex) use the default card.
 */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** "/" → "/og/home.png"; "/blog/a-post" → "/og/blog/a-post.png". */
export function shareImagePath(pagePath: string): string {
  const clean = pagePath.split(/[?#]/)[0]!.replace(/\/+$/, "");
  if (clean === "") return "/og/home.png";
  if (!/^(\/[a-z0-9][a-z0-9-]*)+$/.test(clean)) {
    throw new Error(`No share image path for "${pagePath}": expected lowercase slug segments`);
  }
  return `/og${clean}.png`;
}

const SERVICE_PATHS = new Set([
  "/cto-service",
  "/cto-services",
  "/mvp-development",
  "/google-ads-marketing",
  "/ai-automation",
  "/ai-safety-vision",
  "/tech-strategy-consulting",
]);

/** The label above the title: which part of the site the page belongs to. Null on the home page. */
export function shareSection(pagePath: string): string | null {
  const path = pagePath.split(/[?#]/)[0]!.replace(/\/+$/, "") || "/";
  if (path === "/") return null;
  if (SERVICE_PATHS.has(path)) return "Services";
  if (path === "/blog" || path.startsWith("/blog/")) return "Blog";
  if (path === "/case-studies") return "Case studies";
  if (path.startsWith("/case-studies/")) return "Case study";
  if (/^\/ctos\/[^/]+\/experience$/.test(path)) return "Founder";
  if (["/about-us", "/our-process", "/careers"].includes(path)) return "Company";
  if (["/contact", "/onboarding"].includes(path)) return "Get started";
  if (["/privacy-policy", "/terms-of-service", "/cookie-policy"].includes(path)) return "Legal";
  return null;
}

/** The image's text alternative: what the card shows. */
export function shareImageAlt(brand: string, title: string, pagePath: string): string {
  const section = shareSection(pagePath);
  return section ? `${brand} · ${section}: ${title}` : `${brand}: ${title}`;
}
