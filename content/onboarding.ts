import type { ServiceIcon } from "./schemas/services";

/** Copy of /onboarding, "List Your Project" (docs/product.md §2 "Onboarding", §3 "Project form"). */

export type OnboardingServiceId = "mvp" | "cto" | "ai" | "marketing";
export type OnboardingTimelineId = "asap" | "month" | "quarter" | "flexible";

export type OnboardingService = {
  id: OnboardingServiceId;
  title: string;
  description: string;
  icon: ServiceIcon;
  features: string[];
};

export const onboardingCopy = {
  title: "List Your Project",
  metaDescription:
    "Tell us what you want to build, pick a service and a timeline, and get matched with an experienced CTO, MVP team or growth expert within 24 hours.",
  eyebrow: "List Your Project",
  heading: "Get Matched with the Right Experts",
  intro:
    "Three quick steps: choose what you need, describe your project in a sentence or two, and tell us when you want to start.",
  serviceLegend: "1. What do you need help with?",
  detailsLabel: "2. Tell us about your project",
  detailsHint: "(optional)",
  detailsPlaceholder:
    "e.g. A booking app for physiotherapy clinics; we have designs and need a first version for 20 pilot clinics.",
  timelineLegend: "3. When do you want to start?",
  submit: "Get Matched with Experts",
  noServiceAlert: "Please select a service",
  notes: ["Free consultation", "No commitment", "Response within 24 hours"],
  services: [
    {
      id: "mvp",
      title: "MVP Development",
      description: "A launch-ready product in 30 days, built to grow rather than be thrown away.",
      icon: "rocket",
      features: ["30-day delivery", "AI-assisted coding", "1 month post-launch support"],
    },
    {
      id: "cto",
      title: "CTO-As-A-Service",
      description:
        "A fractional CTO for strategy, architecture, hiring and investor conversations.",
      icon: "compass",
      features: ["Free 5-day pilot", "20 hours a month", "Cancel anytime"],
    },
    {
      id: "ai",
      title: "AI Automation",
      description: "Workflows that qualify leads, write content and answer customers for you.",
      icon: "bot",
      features: ["Lead qualification", "Support bots", "Content generation"],
    },
    {
      id: "marketing",
      title: "Google Ads Marketing",
      description: "Performance campaigns measured in leads, sales and return on ad spend.",
      icon: "megaphone",
      features: ["Campaign setup", "Landing page optimisation", "Conversion tracking"],
    },
  ],
  timelines: [
    { id: "asap", label: "As soon as possible", detail: "Within 2 weeks" },
    { id: "month", label: "Within a month", detail: "Start in the next 30 days" },
    { id: "quarter", label: "This quarter", detail: "Within 3 months" },
    { id: "flexible", label: "Flexible", detail: "No fixed date yet" },
  ],
} as const satisfies {
  services: readonly OnboardingService[];
  timelines: readonly { id: OnboardingTimelineId; label: string; detail: string }[];
  [key: string]: unknown;
};
