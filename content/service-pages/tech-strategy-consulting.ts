import type { Feature, Stat } from "./types";

/** /tech-strategy-consulting (docs/product.md §2 "Consulting page"). */

export type ImpactCase = {
  client: string;
  challenge: string;
  approach: string;
  result: string;
  stat: Stat;
};

export const consultingPage = {
  hero: {
    badge: "Tech Strategy Consulting",
    title: "Technology Decisions You Can Defend to Your Board",
    intro:
      "An experienced, independent view of your technology, team and roadmap, and a plan you can act on next Monday. No slideware: every recommendation comes with its cost, risk and order.",
    highlights: ["Technology audit", "Scaling strategies", "Team development", "Product roadmap"],
    primaryCta: "Book a Strategy Call",
    secondaryCta: "Send an Enquiry",
  },
  offerings: {
    heading: "What We Offer",
    intro: "Six engagements, each ending in written recommendations you own.",
    items: [
      {
        icon: "search",
        title: "Technology audit",
        description:
          "Code, architecture, infrastructure, security and delivery process reviewed in two weeks, with risks ranked and fixes costed.",
      },
      {
        icon: "trending-up",
        title: "Scaling strategy",
        description:
          "What breaks at 10x users or customers, and the order in which to strengthen it before it does.",
      },
      {
        icon: "users",
        title: "Team development",
        description:
          "Team structure, roles, hiring plans and engineering practices that let a team of 2-10 developers ship predictably.",
      },
      {
        icon: "map",
        title: "Product roadmap",
        description:
          "A roadmap tied to revenue and funding milestones, with the technical work that each milestone depends on.",
      },
      {
        icon: "sparkles",
        title: "AI adoption plan",
        description:
          "Where AI saves time or creates product value in your business, what it costs to run, and how to start safely.",
      },
      {
        icon: "file-text",
        title: "Technical due diligence",
        description:
          "An independent assessment of a product and team for investors or acquirers, written for non-technical readers.",
      },
    ] satisfies Feature[],
  },
  idealClients: {
    heading: "Ideal Clients",
    intro: "Who gets the most out of a strategy engagement.",
    items: [
      {
        icon: "rocket",
        title: "Funded startups",
        description: "You have raised and need to spend it on the right build, in the right order.",
      },
      {
        icon: "briefcase",
        title: "CEOs without a CTO",
        description:
          "You run a business on software and want someone senior to check the plans and the vendors.",
      },
      {
        icon: "piggy-bank",
        title: "Investors",
        description:
          "You want to de-risk execution in a portfolio company or before an investment.",
      },
      {
        icon: "building",
        title: "Enterprise innovation teams",
        description:
          "You need a new product line validated and planned outside the usual IT cycle.",
      },
    ] satisfies Feature[],
  },
  whyUs: {
    heading: "Why Us",
    intro:
      "Our consultants have built and run technology at large companies and at 15+ startups. We have sat on both sides of the table: the team that had to deliver the strategy, and the leaders who set it.",
    pastEmployersLabel: "Where our consultants have worked",
    points: [
      "20+ years of hands-on engineering and leadership",
      "6+ large technology companies and 15+ startups",
      "Projects in 5 countries, teams of 2-10 developers",
      "Independent: we do not resell software or hosting",
    ],
  },
  impact: {
    heading: "Impact Cases",
    intro: "Three engagements and what changed because of them.",
    items: [
      {
        client: "Laboratory software company",
        challenge: "A product that worked in 2 pilot labs kept failing in new installations.",
        approach:
          "Audited the release process and architecture, introduced configuration per lab and automated installation tests.",
        result:
          "Grew from 2 to 20+ pilot deployments across European laboratories, with 100% rollout.",
        stat: { value: "2 → 20+", label: "Pilot deployments" },
      },
      {
        client: "Decentralized commerce startup",
        challenge: "Investors doubted the platform could scale beyond the founders' demo.",
        approach:
          "Designed a modular commerce architecture and the technical narrative for the pitch, including a costed 12-month plan.",
        result: "The architecture and plan supported a $100K funding round.",
        stat: { value: "$100K", label: "Funding raised" },
      },
      {
        client: "AI safety startup",
        challenge:
          "A founder with a strong idea and no technical team needed to reach enterprise buyers fast.",
        approach:
          "Cut the first release to one alert type, chose a proven vision stack and planned a 30-day build.",
        result: "MVP in 27 days and the first enterprise client within 40 days of launch.",
        stat: { value: "40 days", label: "To first enterprise client" },
      },
    ] satisfies ImpactCase[],
  },
  closing: {
    heading: "Get a Second Opinion Before the Next Big Decision",
    text: "Book a 30-minute strategy call. You leave with at least one concrete recommendation, whether or not we work together.",
    primary: "Book a Strategy Call",
    secondary: "Send an Enquiry",
  },
} as const;
