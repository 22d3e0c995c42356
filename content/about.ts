/** Copy of /about-us (docs/product.md §2 "About"). */

export type Belief = { title: string; description: string };
export type Audience = { title: string; description: string };
export type Partner = { title: string; description: string };

export const aboutHero = {
  eyebrow: "About Us",
  title: "A new company built on twenty years of shipping",
  intro:
    "We started in 2024 to give founders what we wished we had when we were founders ourselves: a senior technologist who is in the room for the hard decisions, without the cost of a full-time hire.",
} as const;

export const aboutStory = {
  heading: "Our story",
  paragraphs: [
    "Before this company existed, our founder spent two decades writing code, leading engineering teams and serving as CTO for startups and large companies in five countries. Across 50+ projects one pattern kept repeating: non-technical founders lost months and money because nobody senior was looking after the technology. The wrong agency, an architecture that could not scale, a first hire who built the wrong thing.",
    "So in 2024 we turned that experience into a company. We are a new brand, and we say so plainly, but the people here are not new to this work. We have taken products from idea to funded launch, scaled pilots from 2 to 20+ deployments, and helped founders raise money with technology plans investors believed.",
    "We are deliberately small. You talk to the people who do the work, and every engagement starts with a free 5-day CTO pilot so you can judge us on results before you pay anything.",
  ],
} as const;

/** The company at a glance, beside the story (the hero already shows the big numbers). */
export const storyFacts = {
  label: "Company facts",
  items: [
    { label: "Founded", value: "2024, in Bangalore" },
    { label: "Clients", value: "Founders and teams in India and abroad" },
    { label: "Every engagement starts with", value: "A free 5-day CTO pilot" },
    { label: "Contracts", value: "None long-term: cancel any month" },
    { label: "What you own", value: "The code, the accounts and the documents" },
  ],
} as const satisfies { label: string; items: readonly { label: string; value: string }[] };

export const beliefs = {
  heading: "What we believe",
  items: [
    {
      title: "Ship, then polish",
      description:
        "A product in front of real users in 30 days teaches more than six months of planning. We build the smallest thing that proves the idea, then improve it with evidence.",
    },
    {
      title: "Senior judgement is the scarce part",
      description:
        "Code is getting cheaper with AI-assisted tools; knowing what to build, what to skip and what will break at scale is not. That judgement is what we sell.",
    },
    {
      title: "No lock-in",
      description:
        "You own the code, the accounts and the documents from day one. No long-term contracts; you can cancel any month and keep everything we made.",
    },
    {
      title: "Plain language",
      description:
        "Every decision is explained so a non-technical founder can defend it in front of an investor. If we cannot explain it simply, we have not understood it yet.",
    },
  ],
} as const satisfies { heading: string; items: readonly Belief[] };

export const audiences = {
  heading: "Who we work with",
  intro: "Most of our clients fall into one of these groups; many are in two at once.",
  items: [
    {
      title: "Non-technical founders",
      description:
        "Pre-seed and seed founders who need a technical partner to turn an idea into a product and a credible roadmap.",
    },
    {
      title: "Funded startups",
      description:
        "Teams that raised a round and now have to hire engineers, pick an architecture and hit milestones on a deadline.",
    },
    {
      title: "CEOs and investors",
      description:
        "Leaders who want a tech co-pilot to review plans, vendors and teams, and investors who want execution de-risked.",
    },
    {
      title: "Growing developer teams",
      description:
        "Teams of 2-10 developers who need engineering management, code review and a senior voice on architecture.",
    },
    {
      title: "Business owners and enterprise innovation teams",
      description:
        "Owners validating a new line of business and innovation teams running pilots that must pass enterprise scrutiny.",
    },
    {
      title: "Industrial sites",
      description:
        "Manufacturing, warehouse, construction, logistics and chemical sites adding AI safety monitoring to the CCTV they already run.",
    },
  ],
} as const satisfies { heading: string; intro: string; items: readonly Audience[] };

export const office = {
  heading: "Office and ecosystem",
  intro:
    "We work from a co-working space in Bangalore, India, with clients in India and abroad. Bangalore gives us the deepest pool of engineers and founders in the country within a short ride.",
  partners: [
    {
      title: "Co-working base in Bangalore",
      description:
        "Meeting rooms for workshops with clients who are in town, and a community of founders and investors next door.",
    },
    {
      title: "Marketing partners",
      description:
        "A specialist performance-marketing partner runs creative production and large-budget campaigns alongside our Google Ads work.",
    },
    {
      title: "AI vision partner",
      description:
        "Our AI safety and vision systems are resold from a partner AI vision company with 30+ industrial modules; we handle the assessment, rollout and support.",
    },
  ],
} as const satisfies { heading: string; intro: string; partners: readonly Partner[] };

export const mission = {
  heading: "Our mission",
  text: "Give every founder with a serious idea access to senior technology leadership, so that good products are not lost to bad technical decisions.",
} as const;

export const discoveryCall = {
  heading: "Book a discovery call",
  text: "Thirty minutes with our founder: tell us what you are building, and leave with an honest view of what it needs, even if that is not us.",
  button: "Book a 30-Minute Call",
} as const;

export const joinNetwork = {
  heading: "Join Our Network",
  text: "Are you a senior engineer, designer or marketer who likes working with early-stage founders? We bring in trusted specialists when a project needs them. Write to our founder with what you do best.",
  button: "Join Our Network",
  /** Subject of the mailto to the founder. */
  subject: "Join Your Network",
} as const;
