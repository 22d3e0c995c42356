/**
 * The words of the CTO presentation's 12 slides (docs/product.md "CTO presentation"; figures from docs/product.md §1
 * and §9). Rendered on the server only, for a visitor with a valid deck session: a locked
 * visitor's HTML and JavaScript never contain them (docs/product.md §10.4). Values that come from the
 * site configuration (brand, founder, prices) arrive as `DeckFacts`.
 */

export type DeckFacts = {
  brand: string;
  tagline: string;
  founder: string;
  founderFirstName: string;
  founderEmail: string;
  phone: string;
  /** The discounted monthly price, formatted ("$7,000"). */
  monthlyPrice: string;
  /** The standard monthly price it replaces ("$10,000"). */
  standardPrice: string;
  hoursPerMonth: number;
  discountPercentage: number;
  slotsRemaining: number;
  pilotOffer: string;
};

export type DeckText = string | ((facts: DeckFacts) => string);
type Text = DeckText;
type Stat = { value: string; label: string };
type Card = { title: string; body: Text };

/** Every slide has a short title (the counter's and screen readers' name), an eyebrow and a heading. */
type SlideWords = { title: Text; eyebrow: Text; heading: Text; lead?: Text };

export const deckCopy = {
  cover: {
    title: (f) => `${f.brand}: your fractional CTO`,
    eyebrow: (f) => f.tagline,
    heading: (f) => `${f.brand}: a senior CTO for your startup, from day one`,
    lead: (f) =>
      `CTO-as-a-Service for founders who need technology leadership before they can hire it. Presented by ${f.founder}, founder and fractional CTO.`,
    stats: [
      { value: "20+", label: "years building software" },
      { value: "50+", label: "projects delivered previously" },
      { value: "5", label: "countries worked in" },
      { value: "FREE", label: "5-day CTO pilot to start" },
    ],
  },

  problem: {
    title: "The problem",
    eyebrow: "The problem",
    heading: "Great founders still stall on technology",
    lead: "Most early teams do not fail for lack of ideas. They lose months to decisions nobody on the team was equipped to make.",
    cards: [
      {
        title: "A full-time CTO is out of reach",
        body: "An experienced CTO costs $120K+ a year and months to hire, before a single line of the product is written.",
      },
      {
        title: "Nobody can judge the builders",
        body: "Non-technical founders choose agencies and freelancers on price and promises, and find out what they bought only after launch.",
      },
      {
        title: "Early shortcuts become rewrites",
        body: "An architecture picked in a hurry holds for the demo, then buckles under the first hundred real customers.",
      },
      {
        title: "Investors ask who owns the tech",
        body: "At pre-seed and seed, “who is your technical lead?” is a question a founder must answer with a name and a plan.",
      },
    ],
  },

  solution: {
    title: "The solution",
    eyebrow: "The solution",
    heading: (f) => `A seasoned CTO, ${f.hoursPerMonth} hours a month, without the full-time cost`,
    lead: "We own your technology decisions so you can spend your time with customers and investors.",
    cards: [
      {
        title: "Tech strategy and roadmap",
        body: "A build plan tied to your milestones and your runway, revisited every month.",
      },
      {
        title: "Team building and management",
        body: "We hire, onboard and lead developers in teams of 2-10, in-house or outsourced.",
      },
      {
        title: "Architecture decisions",
        body: "Choices that ship fast now and scale later, written down so your next hire understands them.",
      },
      {
        title: "Investor presentations",
        body: "The technical story, due-diligence answers and a credible plan in the room with you.",
      },
    ],
    stats: [
      { value: "40%", label: "faster time to market" },
      { value: "30-45 days", label: "from vision to MVP" },
      { value: "24h", label: "response time" },
      { value: "95%", label: "client retention" },
    ],
  },

  aiFirst: {
    title: "AI-first delivery compared",
    eyebrow: "AI-first delivery",
    heading: "Why an AI-first CTO ships more with less",
    lead: "We use AI-assisted coding, testing and automation on every project, and keep senior judgement where it matters.",
    tableLabel: "Comparison table",
    caption: "Traditional development compared with AI-first",
    columns: {
      area: "Area",
      before: "Traditional development",
      after: (f: DeckFacts) => `AI-first with ${f.brand}`,
    },
    rows: [
      {
        area: "First release",
        before: "Months of specs before a demo",
        after: "MVP in 30 days on average",
      },
      {
        area: "Team size",
        before: "A large team hired up front",
        after: "2-10 developers with AI tools",
      },
      {
        area: "Technical leadership",
        before: "$120K+ a year for a full-time CTO",
        after: (f: DeckFacts) => `${f.monthlyPrice} a month, ${f.hoursPerMonth} hours`,
      },
      {
        area: "Getting to market",
        before: "Slow feedback, late pivots",
        after: "40% faster time to market",
      },
      { area: "Commitment", before: "Long contracts", after: "No contracts, cancel anytime" },
    ] satisfies { area: string; before: string; after: Text }[],
  },

  pilot: {
    title: "What the free pilot contains",
    eyebrow: (f) => f.pilotOffer,
    heading: "Five days of CTO work, free, and you keep everything",
    lead: (f) =>
      `${f.founder} does the work personally. We can start within 48 hours, with no commitment.`,
    cards: [
      {
        title: "Days 1-2: Discovery",
        body: "Your goals, users and constraints; a technical audit of whatever exists today.",
      },
      {
        title: "Days 3-4: Architecture",
        body: "Stack, architecture and build-versus-buy decisions, with costs and trade-offs.",
      },
      {
        title: "Day 5: Roadmap",
        body: "A 90-day plan and team shape, walked through with you and your co-founders.",
      },
    ],
    deliverables: [
      "Technology audit report",
      "Architecture recommendation",
      "90-day product and build roadmap",
      "Team and hiring plan",
      "Investor-ready technical summary",
      "Yours to keep, whether or not we continue",
    ],
  },

  testimonials: {
    title: "What founders say",
    eyebrow: "Testimonials",
    heading: "What founders and product leaders say",
    lead: "Work our team led at previous companies, before this brand existed.",
    quotes: [
      {
        quote:
          "We had a CCTV idea and no engineering team. Twenty-seven days later we had an MVP, and our first enterprise client signed within forty.",
        name: "Kavya Menon",
        role: "Co-founder & CEO, SafeSight",
      },
      {
        quote:
          "Our product went from 2 pilot labs to more than 20 across Europe, and every pilot rolled out. The delivery process is what changed.",
        name: "Lukas Brandt",
        role: "Head of Product, LabSphere",
      },
      {
        quote:
          "Investors stopped asking whether the architecture could work once they saw the prototype. We closed $100K on the back of it.",
        name: "Rahul Iyer",
        role: "Founder, TradeWeave",
      },
    ],
    rating: "Rated 5 out of 5 by each founder quoted.",
  },

  team: {
    title: "Who you work with",
    eyebrow: "The team",
    heading: (f) => `${f.founder} leads your technology personally`,
    lead: "Since 2004: engineer, architect and CTO for startups and for large companies, across five countries.",
    stats: [
      { value: "15+", label: "startups as technical lead" },
      { value: "6+", label: "large companies" },
      { value: "$50M+", label: "raised by products we built" },
      { value: "100K+", label: "users on shipped products" },
    ],
    cards: [
      {
        title: "Your fractional CTO",
        body: (f) =>
          `${f.founder} sets the strategy, makes the architecture calls and joins your investor meetings.`,
      },
      {
        title: "Delivery team",
        body: "Developers in teams of 2-10, AI-assisted, working in weekly sprints you can see.",
      },
      {
        title: "Partners",
        body: "Performance-marketing specialists and an AI vision partner with 30+ industrial AI modules, when your product needs them.",
      },
    ],
  },

  pricing: {
    title: "Pricing",
    eyebrow: "Pricing",
    heading: "Start free. Continue only if it works.",
    lead: "A traditional CTO costs $120K+ a year. Ours costs a fraction, with no long-term contract.",
    pilot: {
      name: "5-day CTO pilot",
      price: "FREE",
      terms: "No commitment. Starts within 48 hours. You keep every deliverable.",
    },
    ongoing: {
      name: "Ongoing CTO partnership",
      period: "per month",
      was: (f: DeckFacts) => `was ${f.standardPrice}`,
      terms: (f: DeckFacts) =>
        `${f.discountPercentage}% off during launch · ${f.hoursPerMonth} hours a month · no contracts, cancel anytime`,
      slots: (f: DeckFacts) => `Only ${f.slotsRemaining} slots remaining`,
    },
  },

  timeline: {
    title: "Timeline",
    eyebrow: "Timeline",
    heading: "From first call to launched MVP in about 30 days",
    lead: "The same plan delivered a previous MVP in 27 days and its first client in 40.",
    steps: [
      { when: "Week 0", what: "Free 5-day pilot: audit, architecture and roadmap" },
      { when: "Days 1-3", what: "Discovery: scope, users and success measures" },
      { when: "Days 4-8", what: "Design: flows, screens and the technical blueprint" },
      { when: "Days 9-25", what: "Build: weekly sprints with AI-assisted development" },
      { when: "Days 26-30", what: "QA and deploy: tested, monitored, launch ready" },
      { when: "Month 2", what: "One month of post-launch support included" },
    ],
  },

  idealFounders: {
    title: "Who it is for",
    eyebrow: "Ideal founders",
    heading: "Built for founders who need a CTO before they can hire one",
    founders: [
      "Non-technical founders raising pre-seed or seed funding",
      "Funded startups that must ship and scale at the same time",
      "CEOs who want a technology co-pilot at the leadership table",
      "Investors who want to de-risk a portfolio company's execution",
      "Growing developer teams that need senior architecture and process",
      "Solo entrepreneurs and business owners validating an idea quickly",
    ],
  },

  callToAction: {
    title: "Start your pilot",
    eyebrow: "Next step",
    heading: "Start your FREE 5-day CTO pilot this week",
    lead: (f) =>
      `List your project and we reply within 24 hours. Prefer to talk first? Book a free consultation and ${f.founderFirstName} will call you.`,
    promises: [
      "No commitment and no payment details",
      "Work starts within 48 hours",
      (f: DeckFacts) => `Only ${f.slotsRemaining} launch-price slots remaining`,
      "You keep every deliverable",
    ] satisfies Text[],
    consultation: "Book a Free Consultation",
  },

  closing: {
    title: "Thank you",
    eyebrow: (f) => f.tagline,
    heading: "Thank you. Let's build your product together.",
    lead: (f) => `${f.founder} · ${f.founderEmail} · ${f.phone}`,
    pilotDetails: "See the free pilot in detail",
    booking: "Or book a 30-minute discovery call:",
    bookingLink: "choose a time",
  },
} satisfies {
  cover: SlideWords & { stats: Stat[] };
  problem: SlideWords & { cards: Card[] };
  solution: SlideWords & { cards: Card[]; stats: Stat[] };
  aiFirst: SlideWords & Record<string, unknown>;
  pilot: SlideWords & { cards: Card[]; deliverables: string[] };
  testimonials: SlideWords & {
    quotes: { quote: string; name: string; role: string }[];
    rating: string;
  };
  team: SlideWords & { stats: Stat[]; cards: Card[] };
  pricing: SlideWords & Record<string, unknown>;
  timeline: SlideWords & { steps: { when: string; what: string }[] };
  idealFounders: SlideWords & { founders: string[] };
  callToAction: SlideWords & { promises: Text[]; consultation: string };
  closing: SlideWords & { pilotDetails: string; booking: string; bookingLink: string };
};

/** A word that may depend on the facts. */
export function say(text: Text, facts: DeckFacts): string {
  return typeof text === "function" ? text(facts) : text;
}
