/**
 * Every indexable static route; src/pages/sitemap.xml.ts prints these plus the records (posts,
 * categories, case studies) and the founder's experience page from the site configuration.
 * A route goes here when its page exists; noindex pages (/thank-you, /cto-presentation) never do.
 */
export type ChangeFrequency =
  "always" | "hourly" | "daily" | "weekly" | "monthly" | "yearly" | "never";

export type IndexableRoute = {
  path: string;
  changeFrequency: ChangeFrequency;
  priority: number;
};

export const indexableRoutes: IndexableRoute[] = [
  { path: "/", changeFrequency: "weekly", priority: 1 },
  { path: "/contact", changeFrequency: "monthly", priority: 0.8 },
  { path: "/onboarding", changeFrequency: "monthly", priority: 0.9 },
  { path: "/blog", changeFrequency: "weekly", priority: 0.8 },
  { path: "/case-studies", changeFrequency: "monthly", priority: 0.8 },
  { path: "/about-us", changeFrequency: "monthly", priority: 0.7 },
  { path: "/our-process", changeFrequency: "monthly", priority: 0.7 },
  { path: "/careers", changeFrequency: "weekly", priority: 0.6 },
  { path: "/privacy-policy", changeFrequency: "yearly", priority: 0.3 },
  { path: "/terms-of-service", changeFrequency: "yearly", priority: 0.3 },
  { path: "/cookie-policy", changeFrequency: "yearly", priority: 0.3 },
  // Service landing pages (the founder's experience page is added from the site configuration).
  { path: "/cto-service", changeFrequency: "monthly", priority: 0.9 },
  { path: "/cto-services", changeFrequency: "monthly", priority: 0.9 },
  { path: "/mvp-development", changeFrequency: "monthly", priority: 0.8 },
  { path: "/google-ads-marketing", changeFrequency: "monthly", priority: 0.8 },
  { path: "/ai-automation", changeFrequency: "monthly", priority: 0.8 },
  { path: "/ai-safety-vision", changeFrequency: "monthly", priority: 0.8 },
  { path: "/tech-strategy-consulting", changeFrequency: "monthly", priority: 0.8 },
];
