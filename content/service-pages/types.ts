import type { ContentIconName } from "../schemas/blocks";

/**
 * Record types shared by the service pages' content (docs/product.md §3 "Static content records").
 * Pages compose these with the sections in src/components/sections/. Cards, figures, timelines
 * and questions are the shared blocks of the service pages' data files (content/schemas/blocks.ts).
 */
export type { ContentIconName, Faq, Feature, Stat, TimelineStep } from "../schemas/blocks";

/** A Google Ads result (docs/product.md §3 "success snapshot"). */
export type SuccessSnapshot = {
  icon: ContentIconName;
  industry: string;
  client: string;
  investment: string;
  result: string;
  timeframe: string;
  description: string;
};

/** docs/product.md §3 "company logo": name, url (a local SVG), alt. */
export type CompanyLogo = { name: string; url: string; alt: string };

/** docs/product.md §3 "use case". */
export type UseCase = {
  company: string;
  role: string;
  challenge: string;
  solution: string;
  impact: string;
  technologies: readonly string[];
};

/** docs/product.md §3 "experience entry". */
export type ExperienceEntry = {
  year: string;
  company: string;
  role: string;
  location: string;
  description: string;
  impact: string;
};

/** docs/product.md §3 "startup project". */
export type StartupProject = {
  year: string;
  company: string;
  role: string;
  location: string;
  description: string;
  type: string;
};
