/** Copy and records of /careers (docs/product.md §2 "Careers", §3 "opening"). */

export type Compensation = {
  currency: "INR" | "USD";
  min: number;
  max: number;
  period: "YEAR" | "MONTH";
};

export type Opening = {
  id: string;
  title: string;
  employmentType: "FULL_TIME" | "PART_TIME" | "CONTRACTOR" | "INTERN";
  location: string;
  /** Work from anywhere in India (TELECOMMUTE in JobPosting) or from the Bangalore office. */
  remote: boolean;
  description: string;
  requirements: readonly string[];
  compensation: Compensation;
  /** Calendar dates (YYYY-MM-DD, Bangalore time). Past validThrough, the opening leaves /careers
   * and its JobPosting at the next build (src/features/careers/open-openings.ts). */
  datePosted: string;
  validThrough: string;
};

export type Perk = { title: string; description: string };
export type InternshipTrack = {
  id: string;
  title: string;
  text: string;
  skills: readonly string[];
};

export const careersHero = {
  eyebrow: "Careers",
  title: "Build products that founders bet their company on",
  intro:
    "We are a small, senior team in Bangalore working with startups in India and abroad. If you want real responsibility, direct access to clients and mentors with 20+ years of experience, look at our openings.",
  button: "View Open Positions",
} as const;

export const perks = {
  heading: "Why work with us",
  items: [
    {
      title: "Learn from senior people",
      description:
        "Weekly one-to-ones and code reviews with a founder who has led teams at startups and large companies.",
    },
    {
      title: "Flexible and remote-first",
      description:
        "Work from home anywhere in India, or from our Bangalore co-working space; core hours 11:00-16:00 IST.",
    },
    {
      title: "Real ownership",
      description:
        "You ship to real clients from your first month and your name is on what you build.",
    },
    {
      title: "Learning budget",
      description: "₹40,000 a year for courses, books, conferences and AI tools of your choice.",
    },
    {
      title: "Health cover",
      description: "Medical insurance for you, your partner and your children for full-time roles.",
    },
    {
      title: "Time off",
      description:
        "24 days of paid leave plus public holidays, and a week off between Christmas and New Year.",
    },
  ],
} as const satisfies { heading: string; items: readonly Perk[] };

const numberWords: Record<number, string> = {
  2: "Two",
  3: "Three",
  4: "Four",
  5: "Five",
  6: "Six",
};

export const openingsCopy = {
  heading: "Open Positions",
  /** The count is the openings still open when the page was built. */
  intro: (count: number) =>
    `${count === 1 ? "One role" : `${numberWords[count] ?? count} roles`} open now. Apply by email: a short note and a link to your work are enough.`,
  applyButton: "Apply Now",
  requirementsLabel: "What you bring",
  compensationLabel: "Compensation",
} as const;

export const openings = [
  {
    id: "junior-developer",
    title: "Junior Developer",
    employmentType: "FULL_TIME",
    location: "Bangalore, India",
    remote: true,
    description:
      "Build client MVPs with TypeScript, React, Next.js and Node under the review of our senior engineers. You will write features end to end, from database to screen, and join client demos every week.",
    requirements: [
      "0-2 years of professional experience, or a strong portfolio of projects",
      "Comfortable with JavaScript or TypeScript and one web framework",
      "Understands Git, pull requests and basic SQL",
      "Writes clear English in tickets and code reviews",
    ],
    compensation: { currency: "INR", min: 600000, max: 900000, period: "YEAR" },
    datePosted: "2026-11-16",
    validThrough: "2027-02-28",
  },
  {
    id: "automation-engineer",
    title: "Automation Engineer",
    employmentType: "FULL_TIME",
    location: "Bangalore, India",
    remote: true,
    description:
      "Design and ship AI automation for clients: lead qualification, content pipelines, support bots and integrations between CRMs, inboxes and internal tools. You own each workflow from discovery to measurement.",
    requirements: [
      "2+ years building integrations or backend services (Python or TypeScript)",
      "Hands-on work with LLM APIs, prompt design and evaluation",
      "Experience with REST APIs, webhooks and queue-based jobs",
      "Can explain a workflow to a non-technical client",
    ],
    compensation: { currency: "INR", min: 1200000, max: 1800000, period: "YEAR" },
    datePosted: "2026-11-16",
    validThrough: "2027-02-28",
  },
  {
    id: "performance-marketer",
    title: "Performance Marketer",
    employmentType: "FULL_TIME",
    location: "Bangalore, India",
    remote: true,
    description:
      "Run Google Ads accounts for startups and small businesses: keyword research, campaign builds, landing-page tests and weekly optimisation against cost per lead and return on ad spend.",
    requirements: [
      "2+ years managing Google Ads search and Performance Max campaigns",
      "Sets up conversion tracking with Google Tag Manager",
      "Reads funnels and cohorts in Google Analytics 4 and spreadsheets",
      "Google Ads certification, or willingness to earn it in the first month",
    ],
    compensation: { currency: "INR", min: 800000, max: 1400000, period: "YEAR" },
    datePosted: "2026-11-09",
    validThrough: "2027-01-31",
  },
  {
    id: "project-manager-client-success",
    title: "Project Manager/Client Success",
    employmentType: "CONTRACTOR",
    location: "Remote",
    remote: true,
    description:
      "Keep client projects on time and clients happy: run sprint planning and demos, write weekly updates, manage scope changes and be the first call for our international clients.",
    requirements: [
      "3+ years managing software projects or client accounts",
      "Runs Scrum or Kanban with Jira or a similar board",
      "Excellent written and spoken English; overlap with European or US mornings",
      "Calm under deadlines and direct about risks",
    ],
    compensation: { currency: "USD", min: 2000, max: 3000, period: "MONTH" },
    datePosted: "2026-11-02",
    validThrough: "2027-01-31",
  },
] as const satisfies readonly Opening[];

export const culture = {
  heading: "Our culture",
  items: [
    {
      title: "Write it down",
      description:
        "Decisions, designs and hand-overs are written, so anyone can pick up where someone else left off.",
    },
    {
      title: "Demo, don't describe",
      description: "We show working software every week, to clients and to each other.",
    },
    {
      title: "Honest by default",
      description:
        "We tell clients when an idea will not work and each other when code is not ready.",
    },
    {
      title: "Small team, big trust",
      description: "No layers of approval: the person closest to the problem makes the call.",
    },
  ],
} as const satisfies { heading: string; items: readonly Perk[] };

export const internship = {
  heading: "Internship Program",
  intro:
    "A paid six-month internship for 3rd- and 4th-year students in engineering, computer science, business or design. You work on live client projects with a mentor, two days a week during term and full time in the holidays.",
  stipend: "Stipend ₹25,000 a month; a full-time offer for interns who finish strongly.",
  applyButton: "Apply for Internship",
  tracks: [
    {
      id: "development",
      title: "Development",
      text: "Build features for client MVPs with React, Next.js and Node, with code review on every change.",
      skills: ["TypeScript", "React", "SQL"],
    },
    {
      id: "growth",
      title: "Growth",
      text: "Help run Google Ads campaigns, landing-page tests and reporting for startup clients.",
      skills: ["Google Ads", "Analytics", "Copywriting"],
    },
    {
      id: "ai",
      title: "AI",
      text: "Prototype automations and evaluate AI models for lead qualification, content and vision use cases.",
      skills: ["Python", "LLM APIs", "Evaluation"],
    },
  ],
} as const satisfies {
  heading: string;
  intro: string;
  stipend: string;
  applyButton: string;
  tracks: readonly InternshipTrack[];
};

export const pitchYourRole = {
  heading: "Don't see your role?",
  text: "If you are great at something a young company like ours needs, pitch us the role. Tell us what you would do in your first 90 days.",
  button: "Pitch Your Role",
  generalButton: "Send a General Application",
} as const;

/** Mailto subjects (docs/product.md §2 "Careers"). */
export const applicationSubjects = {
  position: (title: string) => `Application for Position: ${title}`,
  internship: (track: string) => `Internship Application: ${track}`,
  custom: "Custom Role Inquiry",
  general: "Application",
} as const;

export function formatCompensation(c: Compensation): string {
  const locale = c.currency === "INR" ? "en-IN" : "en-US";
  const money = (value: number) =>
    new Intl.NumberFormat(locale, {
      style: "currency",
      currency: c.currency,
      maximumFractionDigits: 0,
    }).format(value);
  return `${money(c.min)} – ${money(c.max)} per ${c.period === "YEAR" ? "year" : "month"}`;
}
