/**
 * Record types shared by the service pages' content (docs/product.md §3 "Static content records").
 * Pages compose these with the sections in src/components/sections/.
 */

/** Icons a content record may name; src/components/sections/content-icon.tsx draws them. */
export type ContentIconName =
  | "bar-chart"
  | "bot"
  | "brain"
  | "briefcase"
  | "building"
  | "calendar"
  | "camera"
  | "check"
  | "clock"
  | "code"
  | "compass"
  | "factory"
  | "file-text"
  | "flask"
  | "gauge"
  | "globe"
  | "graduation"
  | "hard-hat"
  | "handshake"
  | "layers"
  | "lightbulb"
  | "line-chart"
  | "lock"
  | "mail"
  | "map"
  | "megaphone"
  | "message"
  | "pen"
  | "piggy-bank"
  | "rocket"
  | "search"
  | "settings"
  | "shield"
  | "shopping-cart"
  | "sparkles"
  | "target"
  | "trending-up"
  | "truck"
  | "user"
  | "users"
  | "warehouse"
  | "wrench"
  | "zap";

export type Stat = { value: string; label: string };

export type Feature = {
  title: string;
  description: string;
  icon?: ContentIconName;
  /** Short bullet points under the description. */
  points?: readonly string[];
  /** A figure shown on the card ("95% fewer missed incidents"). */
  stat?: string;
};

export type TimelineStep = {
  /** "Days 1-2", "Week 1", "01"… */
  label: string;
  title: string;
  description: string;
  points?: readonly string[];
};

export type Faq = { question: string; answer: string };

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
