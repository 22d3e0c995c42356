/**
 * The six services (docs/product.md §1). `label` is the value the enquiry form's service select uses
 * for the service (docs/product.md §3 serviceType options); `href` is the service's own page.
 */

import type { OnboardingChoice } from "@/features/leads/onboarding-preset";

export type ServiceIcon =
  "compass" | "rocket" | "megaphone" | "bot" | "shield" | "lightbulb" | "presentation";

export type ServiceLabel =
  | "CTO-As-A-Service"
  | "MVP Development"
  | "AI Automation"
  | "Google Ads Marketing"
  | "Tech Strategy Consulting"
  | "General Consultation";

export type Service = {
  id: string;
  icon: ServiceIcon;
  title: string;
  description: string;
  features: [string, string, string, string];
  buttonLabel: string;
  /** Tailwind gradient stops for the card's icon tile. */
  gradient: { from: string; to: string };
  href: string;
  label: ServiceLabel;
  /**
   * The onboarding card "List Your Project" preselects; null where onboarding has no card for
   * the service (docs/product.md lists four), and the enquiry form opens preset to `label` instead.
   */
  onboarding: OnboardingChoice | null;
};

export const services = [
  {
    id: "cto",
    icon: "compass",
    title: "CTO-As-A-Service",
    description:
      "A seasoned fractional CTO who owns your technology decisions, so you can focus on customers and investors.",
    features: [
      "Tech strategy & roadmap",
      "Team building & management",
      "Architecture decisions",
      "Investor presentations",
    ],
    buttonLabel: "List Your Project",
    gradient: { from: "#1d4ed8", to: "#0e7490" },
    href: "/cto-services",
    label: "CTO-As-A-Service",
    onboarding: "cto",
  },
  {
    id: "mvp",
    icon: "rocket",
    title: "MVP Development in 30 Days",
    description:
      "From idea to a product real users can pay for in 30 days, built to grow rather than to be thrown away.",
    features: ["Rapid prototyping", "AI-assisted coding", "User testing", "Market-launch ready"],
    buttonLabel: "List Your Project",
    gradient: { from: "#7c3aed", to: "#c026d3" },
    href: "/mvp-development",
    label: "MVP Development",
    onboarding: "mvp",
  },
  {
    id: "ads",
    icon: "megaphone",
    title: "Google Ads Performance Marketing",
    description:
      "Campaigns measured in leads and revenue, not clicks, with every rupee traced to a result.",
    features: [
      "Campaign setup & management",
      "Landing page optimization",
      "Conversion tracking",
      "ROI maximization",
    ],
    buttonLabel: "List Your Project",
    gradient: { from: "#b45309", to: "#dc2626" },
    href: "/google-ads-marketing",
    label: "Google Ads Marketing",
    onboarding: "marketing",
  },
  {
    id: "ai",
    icon: "bot",
    title: "AI-Powered Automation",
    description:
      "Automations that take repetitive work off your team: pages, content, lead follow-up and support.",
    features: [
      "Landing page automation",
      "Content generation",
      "Lead qualification",
      "Customer support bots",
    ],
    buttonLabel: "List Your Project",
    gradient: { from: "#047857", to: "#0f766e" },
    href: "/ai-automation",
    label: "AI Automation",
    onboarding: "ai",
  },
  {
    id: "safety",
    icon: "shield",
    title: "AI Safety & Vision Systems",
    description:
      "AI safety monitoring on the CCTV you already have, with alerts in real time and 30+ industrial modules.",
    features: [
      "Computer vision APIs",
      "Safety monitoring",
      "Real-time analytics",
      "Custom AI models",
    ],
    buttonLabel: "List Your Project",
    gradient: { from: "#be123c", to: "#9333ea" },
    href: "/ai-safety-vision",
    label: "General Consultation",
    onboarding: null,
  },
  {
    id: "consulting",
    icon: "lightbulb",
    title: "Tech Strategy Consulting",
    description:
      "An outside view of your technology, team and roadmap, with a plan you can act on the next Monday.",
    features: ["Technology audit", "Scaling strategies", "Team development", "Product roadmap"],
    buttonLabel: "List Your Project",
    gradient: { from: "#334155", to: "#1e40af" },
    href: "/tech-strategy-consulting",
    label: "Tech Strategy Consulting",
    onboarding: null,
  },
] as const satisfies readonly Service[];
