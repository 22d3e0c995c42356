import type { OfferPrices } from "@/lib/offer-prices";

import type { Faq, Feature, Stat, TimelineStep } from "./types";

/** /cto-service: the free 5-day CTO pilot landing page (docs/product.md §2 "Service pages", §9). */

export const ctoPilotPage = {
  hero: {
    title: "A Senior CTO on Your Startup for 5 Days. Free.",
    intro:
      "Get two decades of product and engineering judgement on your idea, codebase or team before you spend another rupee on development. You keep every deliverable, whether or not we work together after.",
    highlights: [
      "Starts within 48 hours",
      "No commitment, no card",
      "You keep all deliverables",
      "Led personally by the founder",
    ],
    secondaryCta: "Book a 30-Minute Call",
  },
  fiveDays: {
    heading: "What You Get in 5 Days",
    intro:
      "Five working days, five deliverables. Each one is a document or diagram you can hand to a developer, an investor or your next CTO.",
    items: [
      {
        icon: "search",
        title: "Technical audit",
        description:
          "A plain-language review of your product, code and infrastructure (or your plan, if nothing is built yet): what is solid, what is risky, what to fix first.",
      },
      {
        icon: "layers",
        title: "Architecture blueprint",
        description:
          "The system you should build for the next 12 months: components, data, hosting and the build-versus-buy calls, with the reasons written down.",
      },
      {
        icon: "map",
        title: "90-day roadmap",
        description:
          "Milestones in the order that gets you to paying users and your next funding round fastest, with effort and cost ranges for each.",
      },
      {
        icon: "users",
        title: "Team and hiring plan",
        description:
          "Who to hire, contract or automate, in which order, and the interview tasks that separate a good developer from a good talker.",
      },
      {
        icon: "file-text",
        title: "Investor-ready tech narrative",
        description:
          "A one-page technology story and answers to the questions investors ask about scale, security and the team, ready for your deck.",
      },
    ] satisfies Feature[],
  },
  whyItWorks: {
    heading: "Why It Works",
    intro:
      "Most early products fail on decisions, not code. The pilot puts an experienced decision-maker in the room for the week when the decisions are cheapest to change.",
    items: [
      {
        icon: "zap",
        title: "AI-first delivery",
        description:
          "We plan around AI-assisted development from day one, which is how our clients reach the market 40% faster.",
      },
      {
        icon: "compass",
        title: "Experience, not theory",
        description:
          "20+ years of building products across 15+ startups and 6+ large technology companies, in 5 countries.",
      },
      {
        icon: "target",
        title: "Outcomes you can check",
        description:
          "Every day ends with a written deliverable. On day five you judge the work itself, not a sales pitch.",
      },
      {
        icon: "handshake",
        title: "No lock-in",
        description:
          "No contracts and no commitment. If you continue, it is month to month and you can cancel anytime.",
      },
    ] satisfies Feature[],
    stats: [
      { value: "40%", label: "Faster time to market" },
      { value: "30-45 days", label: "From vision to MVP" },
      { value: "48 hours", label: "To start your pilot" },
      { value: "95%", label: "Client satisfaction" },
    ] satisfies Stat[],
  },
  founder: {
    heading: "Meet Your CTO",
    eyebrow: "Founder profile",
    role: "Founder & Fractional CTO",
    bio: [
      "For twenty years he has built and rescued products: first as an engineer and architect at large technology companies, then as the technical lead behind 15+ startups in India, Europe, the Middle East, Southeast Asia and North America.",
      "He has taken a computer-vision MVP from idea to enterprise clients in 40 days, scaled laboratory software from 2 to 20+ pilot deployments, and designed the commerce platform that helped a founder raise $100K. He runs every pilot himself.",
    ],
    facts: [
      "20+ years building software products",
      "50+ projects delivered, since 2004",
      "Led teams of 2-10 developers",
      "Products used by 100K+ people",
    ],
    videoTitle: "How the free 5-day CTO pilot works",
    videoCaption: "A 3-minute walk through the five days and the deliverables.",
    experienceLink: "See the full experience",
  },
  experience: {
    heading: "Experience & Logos",
    intro:
      "The brand is new; the experience is not. These are the companies our founder built products for and with before 2024.",
    stats: [
      { value: "20+", label: "Years experience" },
      { value: "50+", label: "Projects delivered" },
      { value: "15+", label: "Startups" },
      { value: "6+", label: "Large companies" },
    ] satisfies Stat[],
    logosLabel: "Companies we have worked with",
  },
  readyToStart: {
    heading: "Ready to Start?",
    intro:
      "Three steps and your pilot is running. Most founders are on their first working session within 48 hours of the call.",
    steps: [
      {
        label: "Step 1",
        title: "Tell us about your project",
        description:
          "Send the enquiry form or book a 30-minute call. A few lines about your product and your deadline are enough.",
      },
      {
        label: "Step 2",
        title: "Agree the pilot's focus",
        description:
          "On the call we choose the two or three questions the five days must answer: build or buy, hire or outsource, what to cut from the MVP.",
      },
      {
        label: "Step 3",
        title: "Five days of work, five deliverables",
        description:
          "Daily check-ins of 30-60 minutes; the rest of the time we work on your documents. On day five you get everything, and you keep it.",
      },
    ] satisfies TimelineStep[],
    afterPilot: (p: OfferPrices) =>
      `After the pilot, if you want to continue: ${p.discounted} per month, ${p.discountPercentage}% off the standard ${p.standard}, for ${p.hoursPerMonth} hours a month. No contracts, cancel anytime.`,
  },
  whoItIsFor: {
    heading: "Who It's For",
    intro:
      "The pilot is built for people who need senior technical judgement but not a full-time hire yet.",
    items: [
      {
        icon: "lightbulb",
        title: "Non-technical founders",
        description:
          "You have the market insight and need someone to turn it into a product plan developers can build and investors can trust.",
      },
      {
        icon: "rocket",
        title: "Pre-seed and seed startups",
        description:
          "You are raising or have just raised, and every month and rupee of runway has to go into the right build.",
      },
      {
        icon: "briefcase",
        title: "CEOs who need a tech co-pilot",
        description:
          "Your business runs on software you do not fully see into. You want a trusted person to challenge vendors and estimates.",
      },
      {
        icon: "piggy-bank",
        title: "Investors de-risking execution",
        description:
          "You backed a strong team with a thin technical bench and want an independent plan before the money goes into code.",
      },
      {
        icon: "users",
        title: "Growing developer teams",
        description:
          "Your 2-10 developers ship, but architecture, process and priorities need an experienced hand.",
      },
      {
        icon: "user",
        title: "Solo entrepreneurs",
        description:
          "You are validating an idea alone and need to know what to build first, what it costs and what to leave out.",
      },
    ] satisfies Feature[],
  },
  faq: {
    heading: "Frequently Asked Questions",
  },
  finalCta: {
    heading: "See the Whole Pilot Before You Commit",
    text: "Walk through the pilot presentation: the problem it solves, the five days, the team, pricing after the pilot and who it is for.",
    presentationButton: "View the CTO Presentation",
  },
  floatingBanner: {
    subtitle: "Starts within 48 hours, no commitment",
  },
} as const;

/** The pilot FAQ; answers that quote prices read them from the offer configuration. */
export function ctoPilotFaqs(prices: OfferPrices): Faq[] {
  return [
    {
      question: "Is the 5-day pilot really free?",
      answer:
        "Yes. There is no fee, no card and no commitment. You keep every deliverable from the five days whether or not you continue with us.",
    },
    {
      question: "How soon can we start?",
      answer:
        "Within 48 hours of our first call. We agree the pilot's focus on that call and begin on the next working day that suits you.",
    },
    {
      question: "Who does the work?",
      answer:
        "Our founder handles every pilot personally. You work directly with the person who has 20+ years of experience, not a junior consultant.",
    },
    {
      question: "What happens after the five days?",
      answer: `Nothing, unless you want it to. If you continue, ongoing CTO service is ${prices.discounted} per month (${prices.discountPercentage}% off the standard ${prices.standard}) for ${prices.hoursPerMonth} hours a month, with no contract and cancel anytime.`,
    },
    {
      question: "Can the pilot be refunded?",
      answer:
        "There is nothing to refund: the pilot is free. The paid monthly service that may follow is billed month by month, so you can stop at the end of any month.",
    },
    {
      question: "Do I need a technical background or existing code?",
      answer:
        "No. Many of our founders are non-technical and start with an idea and a slide deck. If you already have code, the pilot includes a review of it.",
    },
  ];
}
