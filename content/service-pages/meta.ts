import type { ServiceType } from "../schemas/service-types";

/**
 * What each service page tells search engines and the enquiry modal: its address, title,
 * description, keywords, the service's name (Service JSON-LD, breadcrumb) and the enquiry form's
 * preset. Still TypeScript: src/lib/site-pages.ts reads every page's metadata synchronously (the
 * sitemap, each page's head and src/lib/site-pages.test.ts's bounds), which a content collection
 * cannot give. Everything visible on the pages is data: content/service-pages/<page>.yaml.
 */

export type ServicePageMeta = {
  path: string;
  /** Unique page title (the brand is appended). */
  title: string;
  description: string;
  keywords: readonly string[];
  /** Name in the Service JSON-LD and the breadcrumb. */
  serviceName: string;
  /** The enquiry modal's preset (docs/product.md §3). */
  leadService: ServiceType;
};

/** /cto-service: the free 5-day CTO pilot landing page (docs/product.md §2 "Service pages", §9). */
export const ctoPilotMeta = {
  path: "/cto-service",
  title: "Free 5-Day CTO Pilot for Startup Founders",
  description:
    "A senior fractional CTO for five days, free: a technical audit, architecture plan, 90-day roadmap and hiring plan you keep. Starts within 48 hours.",
  keywords: ["free CTO pilot", "fractional CTO trial", "startup CTO India", "technical co-founder"],
  serviceName: "Free 5-Day CTO Pilot",
  leadService: "CTO-As-A-Service",
} as const satisfies ServicePageMeta;

/** /cto-services: the part-time CTO page (docs/product.md §2 "Service pages", §9 pricing). */
export const ctoServicesMeta = {
  path: "/cto-services",
  title: "Part-Time CTO Services for Startups",
  description:
    "A part-time CTO, month to month: strategy, architecture, hiring and investor support from a leader with 20+ years of experience. No contracts, cancel anytime.",
  keywords: ["part-time CTO", "fractional CTO services", "CTO as a service India", "virtual CTO"],
  serviceName: "CTO-As-A-Service",
  leadService: "CTO-As-A-Service",
} as const satisfies ServicePageMeta;

/** /mvp-development (docs/product.md §2 "MVP page", §9 MVP timeline and success story). */
export const mvpMeta = {
  path: "/mvp-development",
  title: "MVP Development in 30 Days",
  description:
    "A launch-ready MVP in 30 days: discovery, design, AI-assisted build, QA and deployment, plus a month of post-launch support, from a team with 50+ projects.",
  keywords: ["MVP development", "MVP in 30 days", "startup app development", "AI-assisted coding"],
  serviceName: "MVP Development in 30 Days",
  leadService: "MVP Development",
} as const satisfies ServicePageMeta;

/** /google-ads-marketing (docs/product.md §2 "Google Ads page", §9 Google Ads cases and stats). */
export const googleAdsMeta = {
  path: "/google-ads-marketing",
  title: "Google Ads Performance Marketing",
  description:
    "Google Ads measured in leads and revenue: setup, landing pages, conversion tracking and ROI optimisation. 3.5x average ROI gain, 95% client retention.",
  keywords: [
    "Google Ads agency India",
    "performance marketing",
    "PPC management",
    "Google Ads audit",
  ],
  serviceName: "Google Ads Performance Marketing",
  leadService: "Google Ads Marketing",
} as const satisfies ServicePageMeta;

/** /ai-automation (docs/product.md §2 "AI Automation page"). */
export const aiAutomationMeta = {
  path: "/ai-automation",
  title: "AI Automation for Marketing, Sales and Ops",
  description:
    "AI automation that takes repetitive work off your team: landing pages, content, lead qualification, support bots and workflows, built and run for you.",
  keywords: [
    "AI automation agency",
    "business process automation",
    "AI chatbot",
    "lead qualification AI",
  ],
  serviceName: "AI-Powered Automation",
  leadService: "AI Automation",
} as const satisfies ServicePageMeta;

/** /ai-safety-vision (docs/product.md §2 "AI Safety page", §9 safety stats). */
export const aiSafetyMeta = {
  path: "/ai-safety-vision",
  title: "AI Safety Monitoring on Your Existing CCTV",
  description:
    "AI safety monitoring on the CCTV you already have: 30+ industrial AI modules, real-time alerts and analytics for factories, warehouses and sites.",
  keywords: [
    "AI safety monitoring",
    "CCTV analytics",
    "PPE detection",
    "industrial computer vision",
  ],
  serviceName: "AI Safety & Vision Systems",
  leadService: "General Consultation",
} as const satisfies ServicePageMeta;

/** /tech-strategy-consulting (docs/product.md §2 "Consulting page"). */
export const consultingMeta = {
  path: "/tech-strategy-consulting",
  title: "Tech Strategy Consulting",
  description:
    "An outside view of your technology, team and roadmap: tech audits, scaling strategy, team growth and product roadmaps from consultants with 20+ years.",
  keywords: [
    "technology strategy consulting",
    "technology audit",
    "scaling strategy",
    "product roadmap consulting",
  ],
  serviceName: "Tech Strategy Consulting",
  leadService: "Tech Strategy Consulting",
} as const satisfies ServicePageMeta;

/** Every service page, in the order the sitemap lists them. */
export const servicePagesMeta = [
  ctoPilotMeta,
  ctoServicesMeta,
  mvpMeta,
  googleAdsMeta,
  aiAutomationMeta,
  aiSafetyMeta,
  consultingMeta,
] as const satisfies readonly ServicePageMeta[];

/** The pages a service card may link to, by address, with what the editor calls them. */
export const SERVICE_PAGE_LINKS = Object.fromEntries(
  servicePagesMeta.map((meta) => [meta.path, `${meta.serviceName} (${meta.path})`]),
) as Record<(typeof servicePagesMeta)[number]["path"], string>;
