import type { Feature, Stat } from "./types";

/** /cto-services: the part-time CTO page (docs/product.md §2 "Service pages", §9 pricing). */

export const ctoServicesPage = {
  hero: {
    badge: "CTO-As-A-Service",
    title: "A Part-Time CTO Who Owns Your Technology",
    intro:
      "Senior technical leadership for the hours you actually need it: the decisions, the team and the roadmap, without a full-time executive salary or a long contract.",
    highlights: [
      "Tech strategy & roadmap",
      "Team building & management",
      "Architecture decisions",
      "Investor presentations",
    ],
    primaryCta: "Start FREE Pilot",
    secondaryCta: "Book a 30-Minute Call",
  },
  deliverables: {
    heading: "What You Get Every Month",
    intro:
      "A fixed block of senior CTO hours each month, spent where it moves your business most. These are the deliverables founders rely on month after month.",
    items: [
      {
        icon: "map",
        title: "A living technology roadmap",
        description:
          "Quarterly goals broken into monthly milestones, reviewed with you every month and adjusted to what customers and investors tell you.",
      },
      {
        icon: "layers",
        title: "Architecture decisions, written down",
        description:
          "Every significant choice (stack, hosting, data, third-party services) recorded with its reasons, so your team never re-argues it.",
      },
      {
        icon: "users",
        title: "Hiring and team leadership",
        description:
          "Job descriptions, interview tasks and interviews for your developers, plus one-to-ones and sprint reviews with the team you have.",
      },
      {
        icon: "shield",
        title: "Code and security reviews",
        description:
          "Regular reviews of the code, infrastructure and access your product depends on, with fixes prioritised by risk.",
      },
      {
        icon: "line-chart",
        title: "Investor and board support",
        description:
          "The technology slides of your deck, answers for due diligence, and a CTO in the room for the investor calls that need one.",
      },
      {
        icon: "handshake",
        title: "Vendor and agency oversight",
        description:
          "Estimates checked, contracts reviewed and deliveries accepted only when they work, so outside teams build what you paid for.",
      },
    ] satisfies Feature[],
  },
  whyPartTime: {
    heading: "Why a Part-Time CTO",
    intro:
      "A full-time CTO costs $120K+ a year before equity, and early-stage companies rarely have forty hours of CTO work a week. A part-time CTO gives you the judgement without the overhead.",
    items: [
      {
        icon: "piggy-bank",
        title: "A fraction of the cost",
        description:
          "Senior leadership for less than a mid-level developer's salary, with no recruitment fee, notice period or equity grant.",
      },
      {
        icon: "zap",
        title: "From day one, not month three",
        description:
          "No six-month search. Your part-time CTO starts with a free 5-day pilot and is productive in the first week.",
      },
      {
        icon: "trending-up",
        title: "Scales with you",
        description:
          "Start part-time. When you are ready for a full-time CTO, we help you hire them and hand over cleanly.",
      },
      {
        icon: "compass",
        title: "Experience across companies",
        description:
          "Patterns from 15+ startups and 6+ large companies: you get the mistakes already made elsewhere, not on your budget.",
      },
    ] satisfies Feature[],
  },
  proof: {
    heading: "Trusted by Founders and Enterprises",
    intro:
      "Before this brand was founded in 2024, our founder led technology at these companies and at dozens more.",
    stats: [
      { value: "50+", label: "Projects delivered" },
      { value: "95%", label: "Client retention" },
      { value: "3.5x", label: "Average ROI improvement" },
      { value: "24h", label: "Response time" },
    ] satisfies Stat[],
    logosLabel: "Companies our founder has worked with",
  },
  founder: {
    heading: "Your CTO",
    role: "Founder & Fractional CTO",
    text: "Twenty years of building software: engineer and architect at large technology companies, then technical lead for 15+ startups across five countries. You work with the founder directly; nothing is handed down to a junior.",
    link: "See the full experience",
  },
  pricing: {
    heading: "Ongoing Partnership Pricing",
    intro:
      "One plan, month to month. Start with the free 5-day pilot; continue only if the pilot proved its worth.",
    planName: "Part-Time CTO",
    perMonth: "per month",
    insteadOf: "instead of",
    discount: (percent: number) => `${percent}% off`,
    slots: (count: number) => `Only ${count} slots remaining`,
    hours: (hours: number) => `${hours} hours of CTO time a month`,
    includes: [
      "Strategy, roadmap and architecture",
      "Hiring, team leadership and code reviews",
      "Investor and board support",
      "Reply within 24 hours on working days",
      "No long-term contract",
      "Cancel anytime",
    ],
    traditionalLabel: "A full-time CTO costs",
    traditionalCost: "$120K+ a year",
    cta: "Start FREE Pilot",
  },
  closing: {
    heading: "Get a CTO This Week, Not Next Quarter",
    text: "Tell us where your product is and where it needs to be. Your free 5-day pilot can start within 48 hours.",
    secondary: "Book a 30-Minute Call",
  },
} as const;
