/**
 * Case-study cards (docs/product.md §3 "case study card"). Client names are fictional (docs/product.md §10.8).
 * The detail pages at /case-studies/{slug} read their stories from here too.
 */

export type CaseStudyCategory = "Startup" | "Enterprise" | "Funded MVP";

/** Which drawing src/components/sections/case-study-visual.tsx shows on the card. */
export type CaseStudyVisual = "detection" | "rollout" | "architecture";

export type CaseStudyCard = {
  slug: string;
  visual: CaseStudyVisual;
  client: string;
  title: string;
  description: string;
  category: CaseStudyCategory;
  tags: string[];
  stats: { value: string; label: string }[];
};

/** A case study's full story for its page (docs/product.md §2 "Case studies"). */
export type CaseStudy = CaseStudyCard & {
  /** The page's lead paragraph. */
  summary: string;
  /** The search-result title reads "<client> Case Study: <shortTitle> | <brand>", 60 at most. */
  shortTitle: string;
  /** The meta description, 50-160 characters. */
  metaDescription: string;
  industry: string;
  engagement: string;
  challenge: string[];
  /** Exactly four points (docs/product.md: "Solution (4 points)"). */
  solution: readonly [SolutionPoint, SolutionPoint, SolutionPoint, SolutionPoint];
  /** Exactly two metrics (docs/product.md: "Impact (two metrics)"). */
  impact: readonly [ImpactMetric, ImpactMetric];
  techStack: string[];
};

export type SolutionPoint = { title: string; text: string };
export type ImpactMetric = { value: string; label: string; detail: string };

export const caseStudies = [
  {
    slug: "safesight-ai-safety",
    visual: "detection",
    client: "SafeSight",
    title: "AI computer-vision safety platform wins enterprise clients in 40 days",
    description:
      "An AI safety startup turned existing CCTV into real-time hazard alerts. We shipped the MVP in 27 days, and the first enterprise clients signed within 40 days of launch.",
    category: "Startup",
    tags: ["Computer Vision", "AI Safety", "MVP"],
    stats: [
      { value: "27 days", label: "to MVP" },
      { value: "40 days", label: "to first enterprise client" },
    ],
    shortTitle: "Enterprise in 40 Days",
    metaDescription:
      "An AI safety MVP on existing CCTV, shipped in 27 days, signed its first enterprise clients 40 days after launch. How our team scoped, built and sold it.",
    summary:
      "SafeSight wanted to sell AI safety monitoring to factories and warehouses without asking them to buy a single new camera. Our team led the product and engineering from a blank page to a paid enterprise pilot: MVP in 27 days, first enterprise clients within 40 days of launch.",
    industry: "Industrial safety / computer vision",
    engagement: "Fractional CTO and MVP build, 10 weeks",
    challenge: [
      "SafeSight's founders had deep domain knowledge from years of running safety audits on manufacturing floors, a handful of interested plant managers, and no engineering team. Every competitor they had met sold proprietary cameras and edge boxes, with six-month installations and capital budgets to match.",
      "Their bet was that the cameras were already on the walls. Most sites had dozens of CCTV feeds that nobody watched in real time. The product had to read those existing streams, spot missing helmets, vests and people inside forklift zones, and raise an alert fast enough to matter, while running on the hardware a mid-sized plant already owned and keeping video inside the customer's network.",
      "They had a runway of months, not years, and a pilot site that would only say yes to something it could see working on its own footage.",
    ],
    solution: [
      {
        title: "A scope cut to one sellable alert",
        text: "In the first three days we cut the feature list to what a plant manager would pay for: PPE detection and restricted-zone intrusion on existing RTSP feeds, with an alert on a dashboard and on WhatsApp. Dashboards, reporting and more detectors were parked behind a clear roadmap.",
      },
      {
        title: "Edge inference on hardware the site already had",
        text: "Detection ran on a single on-premise GPU box per site, reading the CCTV streams locally. Only alert snapshots and metadata left the building, which answered the IT and privacy questions before they were asked.",
      },
      {
        title: "Accuracy measured on the customer's own footage",
        text: "We built an evaluation set from the pilot site's recorded video, labelled the hard cases (night shifts, glare, partial occlusion) and published precision and recall per camera, so every threshold change was a measured decision rather than a guess.",
      },
      {
        title: "A pilot designed to convert",
        text: "The pilot had agreed success criteria from day one: alert latency, false alarms per camera per shift, and the number of near-misses caught. The weekly report the site received was the same document that later justified the purchase order.",
      },
    ],
    impact: [
      {
        value: "27 days",
        label: "from kick-off to a working MVP",
        detail: "Live on the pilot site's cameras, with alerts reaching supervisors in seconds.",
      },
      {
        value: "40 days",
        label: "from MVP launch to the first enterprise clients",
        detail:
          "The pilot's weekly reports became the business case that closed the first contracts.",
      },
    ],
    techStack: ["Python", "PyTorch", "YOLO", "OpenCV", "FastAPI", "PostgreSQL", "React", "Docker"],
  },
  {
    slug: "labsphere-enterprise-rollout",
    visual: "rollout",
    client: "LabSphere",
    title: "Enterprise lab software scales from 2 to 20+ pilot deployments",
    description:
      "A laboratory software company needed its product to survive real labs. We rebuilt its delivery and grew it from 2 to 20+ pilot deployments across European laboratories, with 100% rollout.",
    category: "Enterprise",
    tags: ["Enterprise SaaS", "Scale-up", "Europe"],
    stats: [
      { value: "2 → 20+", label: "pilot deployments" },
      { value: "100%", label: "pilots rolled out" },
    ],
    shortTitle: "2 to 20+ Deployments",
    metaDescription:
      "How we rebuilt configuration, deployment and support so LabSphere's lab software grew from 2 to 20+ pilot deployments across European laboratories.",
    summary:
      "LabSphere's laboratory software worked beautifully in two friendly labs and nowhere else. We rebuilt how it was configured, deployed and supported, and it grew from 2 to 20+ pilot deployments across European laboratories, every one of them rolled out.",
    industry: "Laboratory software / enterprise SaaS",
    engagement: "Fractional CTO, delivery and team leadership, 9 months",
    challenge: [
      "LabSphere sold sample-tracking and instrument-scheduling software to research and testing laboratories. The first two customers loved it, largely because the founding engineers had configured it by hand, on site, around each lab's quirks.",
      "That did not scale. Each new lab meant weeks of bespoke setup, a different language and data-protection officer, a validation pack for its quality team, and an on-premise IT department with its own ideas about upgrades. Sales had a pipeline of interested labs across Europe; engineering could onboard perhaps one a quarter.",
      "The board wanted to know whether the product could become a product, rather than a consultancy with software attached, before the next funding round.",
    ],
    solution: [
      {
        title: "Configuration instead of custom code",
        text: "We turned the hand-made changes into a configuration model: workflows, sample types, instrument integrations and label templates became data that an implementation lead could set up in days, reviewed in a pull request like any other change.",
      },
      {
        title: "One deployment, many environments",
        text: "Cloud tenants and on-premise installs were built from the same versioned release, with automated migrations and a rollback path. Upgrades stopped being projects and became a maintenance window.",
      },
      {
        title: "Validation evidence generated with every release",
        text: "Automated test runs produced the traceability and validation documents laboratory quality teams ask for, so a new lab's sign-off took a review meeting instead of a month of paperwork.",
      },
      {
        title: "A team shaped for rollouts",
        text: "We hired and coached a small implementation team, wrote the onboarding playbook, and set up a support rota with clear escalation, so the founding engineers could return to building the product.",
      },
    ],
    impact: [
      {
        value: "2 → 20+",
        label: "pilot deployments across European laboratories",
        detail: "New labs went from weeks of bespoke work to a repeatable onboarding.",
      },
      {
        value: "100%",
        label: "of pilots rolled out to production",
        detail: "Every pilot lab kept the software and moved to a full rollout.",
      },
    ],
    techStack: [
      "TypeScript",
      "Node.js",
      "React",
      "PostgreSQL",
      "Kubernetes",
      "Terraform",
      "GitHub Actions",
      "Keycloak",
    ],
  },
  {
    slug: "tradeweave-commerce-architecture",
    visual: "architecture",
    client: "TradeWeave",
    title: "Decentralized eCommerce architecture that unlocked $100K of funding",
    description:
      "A founder with a marketplace idea needed an architecture investors could believe in. The decentralized commerce design and working prototype helped raise $100K.",
    category: "Funded MVP",
    tags: ["Architecture", "eCommerce", "Fundraising"],
    stats: [
      { value: "$100K", label: "funding raised" },
      { value: "30 days", label: "to investor demo" },
    ],
    shortTitle: "a $100K Funded MVP",
    metaDescription:
      "A decentralized commerce architecture and a working prototype in 30 days answered the investors' questions, and TradeWeave's round closed at $100K.",
    summary:
      "TradeWeave's founder had a marketplace idea and a pitch deck, but investors kept asking the same question: how would it actually work? We designed a decentralized commerce architecture, built a working prototype in 30 days, and the round closed at $100K.",
    industry: "eCommerce / marketplaces",
    engagement: "Architecture and funded MVP, 6 weeks",
    challenge: [
      "TradeWeave wanted independent sellers to run their own storefronts while sharing one discovery layer, one checkout and one reputation system, so no single platform could lock them in or change the fees overnight.",
      "The founder was non-technical. Early investor meetings ended with polite interest and hard questions: who holds the money, what happens when a seller disappears, how do you stop fake reviews, and what does any of it cost to run? Without credible answers and something that worked, the round was stuck.",
      "There was also a trap to avoid: building a blockchain product because it sounded decentralized, when most of the problem was ordinary commerce done well.",
    ],
    solution: [
      {
        title: "Decentralized where it mattered, boring everywhere else",
        text: "Seller catalogues and storefronts stayed independent and portable through an open product-feed format, while payments, escrow and disputes ran on a conventional, regulated payment provider. Only seller reputation was written to a tamper-evident, append-only log.",
      },
      {
        title: "An architecture document investors could read",
        text: "A twelve-page design explained the system in plain language, with the money flow, failure cases and running costs per thousand orders, and a one-page diagram that became a slide in the deck.",
      },
      {
        title: "A working prototype in 30 days",
        text: "Two sample storefronts, shared search and a single checkout with escrow ran end to end with test payments, so investors could buy something from one seller and watch the order reach another system.",
      },
      {
        title: "A 90-day plan after the money",
        text: "We turned the prototype into a costed plan: the first hires, the build order, the metrics for the first 100 sellers, so investors knew exactly what their cheque would buy.",
      },
    ],
    impact: [
      {
        value: "$100K",
        label: "funding raised",
        detail: "The round closed within weeks of the first demo of the working prototype.",
      },
      {
        value: "30 days",
        label: "from first call to investor demo",
        detail: "Architecture, documentation and prototype delivered inside one month.",
      },
    ],
    techStack: [
      "Next.js",
      "TypeScript",
      "Node.js",
      "PostgreSQL",
      "Stripe Connect",
      "Meilisearch",
      "Redis",
      "AWS",
    ],
  },
] as const satisfies readonly CaseStudy[];

export const caseStudyPath = (slug: string) => `/case-studies/${slug}`;

export function caseStudyBySlug(slug: string) {
  return caseStudies.find((study) => study.slug === slug);
}

/** Copy for /case-studies and the three detail pages. */
export const caseStudiesPage = {
  title: "Case Studies: AI Safety to Funded MVPs",
  eyebrow: "Proof, not promises",
  heading: "Case studies",
  intro:
    "Three projects our team led before this brand existed. New brand, proven experience: the same people, the same way of working, now available to you.",
  description:
    "How our team took an AI safety MVP live in 27 days, grew lab software from 2 to 20+ pilot deployments and designed the architecture behind a $100K raise.",
  readCaseStudy: "Read Case Study",
  bookPilot: "Book $1,499 Pilot",
  meetCto: {
    title: "Meet Your Fractional CTO",
    text: "20+ years of building products across 5 countries: enterprise platforms, 15+ startups and 50+ projects. See the experience behind these results.",
    button: "See the experience",
  },
  pilot: {
    title: "Want results like these?",
    text: "The $1,499 pilot gives you a senior CTO for five days: an architecture review, a prioritised roadmap and a delivery plan you keep, whatever you decide next.",
  },
  linkedIn: "Follow us on LinkedIn",
  sections: {
    challenge: "The challenge",
    solution: "The solution",
    impact: "The impact",
    techStack: "Tech stack",
  },
  backToAll: "All case studies",
} as const;
