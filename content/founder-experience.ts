import type { Faq, Feature, Stat, TimelineStep } from "./schemas/blocks";

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

/**
 * The founder experience page, /ctos/{founder-slug}/experience (docs/product.md §2, §9 track record).
 * The founder's name comes from the site configuration; companies are fictional
 * (docs/product.md §10.8).
 */

export const founderExperienceMeta = {
  titleSuffix: "Fractional CTO Experience",
  description:
    "20+ years, 5 countries, 50+ projects since 2004: the experience behind our fractional CTO service, with use cases, results and a free 5-day pilot.",
  keywords: ["fractional CTO experience", "startup CTO portfolio", "CTO case studies"],
} as const;

export const founderExperiencePage = {
  banner: {
    /** Follows the offer's pilot message: "FREE 5-Day CTO Pilot: only 2 slots remaining". */
    slots: (count: number) => `only ${count} slots remaining this month`,
    button: "Start FREE Pilot",
  },
  hero: {
    badge: "Fractional CTO",
    intro:
      "Two decades of building software for large companies and startups, across five countries. Now available to founders as a part-time CTO, starting with a free 5-day pilot.",
    stats: [
      { value: "20+", label: "Years experience" },
      { value: "5", label: "Countries" },
      { value: "50+", label: "Projects" },
      { value: "2004", label: "Building since" },
    ] satisfies Stat[],
    primaryCta: "Start FREE Pilot",
    secondaryCta: "Book a 30-Minute Call",
  },
  regions: {
    heading: "Global Experience",
    intro: "Products built for users and teams in five regions.",
    items: [
      {
        icon: "globe",
        title: "India",
        description:
          "Startups in Bangalore, Pune and Delhi: marketplaces, fintech tools and AI products from first commit to funding.",
        stat: "25+ projects",
      },
      {
        icon: "globe",
        title: "Europe",
        description:
          "Laboratory software rolled out across European labs, with the data-protection and validation work that requires.",
        stat: "20+ pilot deployments",
      },
      {
        icon: "globe",
        title: "North America",
        description:
          "Enterprise SaaS platforms and integrations for distributed product teams on US time zones.",
        stat: "6+ enterprise products",
      },
      {
        icon: "globe",
        title: "Middle East",
        description:
          "Commerce and logistics platforms for regional retailers, built for Arabic and English users.",
        stat: "100K+ users served",
      },
      {
        icon: "globe",
        title: "Southeast Asia",
        description:
          "Computer-vision and safety systems for industrial sites, running on existing CCTV.",
        stat: "30+ AI modules rolled out",
      },
    ] satisfies Feature[],
  },
  enterprise: {
    heading: "Enterprise Projects",
    intro:
      "Years at large technology companies, where the habits of building at scale were learned.",
    items: [
      {
        year: "2004-2009",
        company: "Orbitel Systems",
        role: "Software Engineer, then Senior Engineer",
        location: "Bangalore, India",
        description: "Billing and provisioning software for telecom operators.",
        impact: "Cut a nightly billing run from 9 hours to 2 by redesigning its data pipeline.",
      },
      {
        year: "2009-2013",
        company: "Meridian Software",
        role: "Technical Architect",
        location: "Pune, India and London, UK",
        description: "An enterprise document platform used by banks and insurers.",
        impact: "Led the move to a service architecture that let four teams release independently.",
      },
      {
        year: "2013-2016",
        company: "Helix Data",
        role: "Engineering Manager",
        location: "Singapore",
        description: "Analytics products for retail and logistics companies across Southeast Asia.",
        impact: "Grew the team from 3 to 10 developers and shipped two products to 40 clients.",
      },
      {
        year: "2016-2019",
        company: "Kestrel Cloud",
        role: "Principal Engineer",
        location: "Remote, with teams in the US and India",
        description: "Cloud infrastructure tools for mid-size software companies.",
        impact: "Designed the multi-tenant platform behind the company's fastest-growing product.",
      },
    ] satisfies ExperienceEntry[],
  },
  startups: {
    heading: "Startup Projects",
    intro: "15+ startups as CTO, technical co-founder or fractional CTO. Some of them:",
    items: [
      {
        year: "2019-2021",
        company: "TradeWeave",
        role: "Fractional CTO",
        location: "Dubai, UAE",
        description:
          "Designed a decentralized commerce architecture and the technical pitch that helped raise $100K.",
        type: "Funded MVP",
      },
      {
        year: "2020-2023",
        company: "LabSphere",
        role: "Interim CTO",
        location: "Munich, Germany",
        description:
          "Scaled laboratory software from 2 to 20+ pilot deployments across Europe, with 100% rollout.",
        type: "Enterprise scale-up",
      },
      {
        year: "2022-2023",
        company: "SafeSight",
        role: "Technical Co-founder",
        location: "Bangalore, India",
        description:
          "Built a computer-vision safety MVP in 27 days; first enterprise client within 40 days of launch.",
        type: "AI startup",
      },
      {
        year: "2021-2022",
        company: "Quantora",
        role: "Fractional CTO",
        location: "Pune, India",
        description:
          "Rebuilt a lending app's onboarding for 100K+ users and prepared it for a seed round.",
        type: "Fintech",
      },
    ] satisfies StartupProject[],
  },
  testimonial: {
    heading: "What Founders Say",
  },
  useCases: {
    heading: "Use Cases",
    intro: "Three problems founders brought, and what happened next.",
    items: [
      {
        company: "SafeSight",
        role: "Technical Co-founder",
        challenge:
          "A non-technical founder had a computer-vision safety idea, a pilot customer waiting and no engineering team.",
        solution:
          "Scoped the MVP to one alert type on existing CCTV, chose a proven vision stack and built it with two developers using AI-assisted coding.",
        impact: "MVP in 27 days; first enterprise client within 40 days of launch.",
        technologies: ["Python", "Computer vision", "Edge devices", "React dashboard"],
      },
      {
        company: "LabSphere",
        role: "Interim CTO",
        challenge:
          "Laboratory software worked in two pilot labs but every new installation needed weeks of custom fixes.",
        solution:
          "Introduced per-lab configuration, automated installation tests and a release train the team could follow without heroics.",
        impact: "From 2 to 20+ pilot deployments across European laboratories, with 100% rollout.",
        technologies: ["TypeScript", "PostgreSQL", "Docker", "CI/CD"],
      },
      {
        company: "TradeWeave",
        role: "Fractional CTO",
        challenge:
          "Investors liked the market but doubted a two-person team could build a decentralized commerce platform.",
        solution:
          "Designed a modular architecture that launched with one marketplace and a costed 12-month plan to add more, and presented it to investors.",
        impact: "$100K funding raised on the strength of the plan and the first release.",
        technologies: ["Node.js", "Smart contracts", "Payments", "Cloud hosting"],
      },
    ] satisfies UseCase[],
  },
  faq: {
    heading: "Questions About Working Together",
    items: [
      {
        question: "Will I work with you directly?",
        answer:
          "Yes. The founder leads every pilot and every part-time CTO engagement personally; nothing is handed to a junior consultant.",
      },
      {
        question: "What kinds of companies do you work with?",
        answer:
          "Mostly pre-seed and seed startups, funded startups without a CTO, and business owners launching a digital product. Some enterprise innovation teams too.",
      },
      {
        question: "Which technologies do you know?",
        answer:
          "Web and mobile products, cloud infrastructure, data platforms and applied AI, including computer vision. More important than any stack: choosing the one your team can run.",
      },
      {
        question: "How does the free 5-day pilot work?",
        answer:
          "Days 1-2 are discovery and a technical audit, days 3-4 architecture and roadmap, day 5 the hand-over. It starts within 48 hours and there is no commitment.",
      },
    ] satisfies Faq[],
  },
  impactSummary: {
    heading: "Impact Summary",
    stats: [
      { value: "$50M+", label: "Funding raised by teams we built for" },
      { value: "100K+", label: "Users on products we built" },
      { value: "15+", label: "Startups" },
      { value: "6+", label: "Large companies" },
    ] satisfies Stat[],
  },
  pilot: {
    heading: "Your 5-Day Pilot",
    intro: "A week that ends with a plan, a roadmap and a clear decision, at no cost.",
    steps: [
      {
        label: "Days 1-2",
        title: "Discovery and technical audit",
        description:
          "Your goals, users and constraints; a review of what exists (code, vendors, plans) and the risks in it.",
      },
      {
        label: "Days 3-4",
        title: "Architecture and roadmap",
        description:
          "The system to build, the build-versus-buy calls, and a 90-day roadmap with cost ranges and a hiring plan.",
      },
      {
        label: "Day 5",
        title: "Hand-over and next steps",
        description:
          "A walk-through of every deliverable, an investor-ready tech summary, and an honest view on whether you need us.",
      },
    ] satisfies TimelineStep[],
    primary: "Start FREE Pilot",
    secondary: "Send an Enquiry",
  },
} as const;
