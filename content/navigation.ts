/** Header, footer and legal links (docs/product.md §2 "Shared elements"). */
import type { ServiceIcon } from "./schemas/services";

export type NavLink = { name: string; href: string };
export type ServiceMenuItem = NavLink & {
  description: string;
  icon: ServiceIcon;
  /** Behind a password: the menu says so beside the name. */
  locked?: boolean;
};

/**
 * The header's Services menu: the six services with their icons and short descriptions, in the
 * product's order (the home page's cards).
 */
export const serviceMenu = [
  {
    name: "CTO Services",
    href: "/cto-services",
    icon: "compass",
    description: "A part-time CTO for strategy, team and architecture",
  },
  {
    name: "MVP Development",
    href: "/mvp-development",
    icon: "rocket",
    description: "A launch-ready product in 30 days",
  },
  {
    name: "Google Ads Marketing",
    href: "/google-ads-marketing",
    icon: "megaphone",
    description: "Performance campaigns measured in leads and ROI",
  },
  {
    name: "AI Automation",
    href: "/ai-automation",
    icon: "bot",
    description: "Workflows that run your marketing, sales and support",
  },
  {
    name: "AI Safety & Vision",
    href: "/ai-safety-vision",
    icon: "shield",
    description: "Safety monitoring on the CCTV you already have",
  },
  {
    name: "Tech Strategy",
    href: "/tech-strategy-consulting",
    icon: "lightbulb",
    description: "Audits, scaling plans and product roadmaps",
  },
] as const satisfies readonly ServiceMenuItem[];

/**
 * The menu's second group: not a service but the sales deck, behind its password, for founders
 * we have spoken with; shown as locked so nobody takes it for a seventh service.
 */
export const serviceMenuLocked = {
  heading: "For founders we have met",
  items: [
    {
      name: "CTO Presentation",
      href: "/cto-presentation",
      icon: "presentation",
      description: "The pilot deck, with the password we gave you",
      locked: true,
    },
  ],
} as const satisfies { heading: string; items: readonly ServiceMenuItem[] };

export const mainNav = [
  { name: "About Us", href: "/about-us" },
  { name: "Our Process", href: "/our-process" },
  { name: "Blog", href: "/blog" },
  { name: "Careers", href: "/careers" },
  { name: "Contact", href: "/contact" },
] as const satisfies readonly NavLink[];

export const footerServices = [
  { name: "CTO-As-A-Service", href: "/cto-services" },
  { name: "Free 5-Day CTO Pilot", href: "/cto-service" },
  { name: "MVP Development", href: "/mvp-development" },
  { name: "Google Ads Marketing", href: "/google-ads-marketing" },
  { name: "AI Automation", href: "/ai-automation" },
  { name: "AI Safety & Vision", href: "/ai-safety-vision" },
  { name: "Tech Strategy Consulting", href: "/tech-strategy-consulting" },
] as const satisfies readonly NavLink[];

export const footerCompany = [
  { name: "About Us", href: "/about-us" },
  { name: "Our Process", href: "/our-process" },
  { name: "Careers", href: "/careers" },
  { name: "Case Studies", href: "/case-studies" },
  { name: "Contact", href: "/contact" },
] as const satisfies readonly NavLink[];

export const legalLinks = [
  { name: "Privacy Policy", href: "/privacy-policy" },
  { name: "Terms of Service", href: "/terms-of-service" },
  { name: "Cookie Policy", href: "/cookie-policy" },
] as const satisfies readonly NavLink[];
