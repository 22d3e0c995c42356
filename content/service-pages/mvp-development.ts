import type { Faq, Feature, Stat, TimelineStep } from "./types";

/** /mvp-development (docs/product.md §2 "MVP page", §9 MVP timeline and success story). */

export const mvpPage = {
  hero: {
    badge: "MVP Development in 30 Days",
    title: "From Idea to a Launch-Ready MVP in 30 Days",
    intro:
      "We turn your idea into a product real users can sign up for and pay for, in 30 days, built on an architecture that grows with you instead of being thrown away after the first round.",
    highlights: ["Rapid prototyping", "AI-assisted coding", "User testing", "Market-launch ready"],
    primaryCta: "Get Your MVP Plan",
    secondaryCta: "Book a 30-Minute Call",
    stats: [
      { value: "30 days", label: "Average MVP delivery" },
      { value: "50+", label: "Projects delivered" },
      { value: "1 month", label: "Post-launch support" },
      { value: "100K+", label: "Users on products we built" },
    ] satisfies Stat[],
  },
  why: {
    heading: "Why Build Your MVP With Us",
    intro:
      "Speed only matters if what you launch can be sold, measured and extended. That is what our process is built around.",
    items: [
      {
        icon: "zap",
        title: "AI-assisted, senior-reviewed",
        description:
          "AI tools write the routine code; experienced engineers design the system and review every change. You get speed without a fragile codebase.",
      },
      {
        icon: "target",
        title: "Scope that fits 30 days",
        description:
          "We cut features with you on day one until what is left proves or disproves your idea. Everything else goes on a clear next-phase list.",
      },
      {
        icon: "layers",
        title: "Built to grow",
        description:
          "Standard, well-documented technology your next developers will recognise, so the MVP becomes version one rather than a rewrite.",
      },
      {
        icon: "line-chart",
        title: "Measurable from launch",
        description:
          "Analytics, sign-up funnels and error tracking are in place on launch day, so your first users tell you what to build next.",
      },
    ] satisfies Feature[],
  },
  whoFor: {
    heading: "Who It's For",
    intro: "Founders and teams who need a real product in front of real users, quickly.",
    items: [
      {
        icon: "lightbulb",
        title: "Non-technical founders",
        description:
          "You know the problem and the customer. We bring the product, design and engineering team.",
      },
      {
        icon: "rocket",
        title: "Startups raising pre-seed or seed",
        description:
          "Investors want traction, not slides. A working MVP with early users makes the conversation different.",
      },
      {
        icon: "briefcase",
        title: "Business owners validating an idea",
        description:
          "Test a new product line or digital service with paying customers before committing a full budget.",
      },
      {
        icon: "building",
        title: "Enterprise innovation teams",
        description:
          "Prove an internal idea in a month, outside the slow path of the main IT roadmap, then hand it over.",
      },
    ] satisfies Feature[],
  },
  included: {
    heading: "What's Included",
    intro:
      "Everything from the first workshop to a month of support after launch, on a fixed 30-day timeline.",
    steps: [
      {
        label: "Days 1-3",
        title: "Discovery",
        description:
          "Workshops on your users, the problem and the one journey the MVP must nail. We agree the scope and the success measures.",
        points: ["User journeys and scope", "Technical architecture", "Success metrics"],
      },
      {
        label: "Days 4-8",
        title: "Design",
        description:
          "Clickable prototypes of every screen, tested with five real users from your market before a line of production code.",
        points: ["Clickable prototype", "User testing sessions", "Design system"],
      },
      {
        label: "Days 9-25",
        title: "Build",
        description:
          "AI-assisted development in weekly sprints. You see a working version every Friday and can change priorities at every review.",
        points: ["Weekly demos", "Payments, sign-up and admin", "Analytics built in"],
      },
      {
        label: "Days 26-30",
        title: "QA and deploy",
        description:
          "Testing on real phones and browsers, security checks, then launch on your own cloud account and app-store accounts.",
        points: ["Device and browser testing", "Security review", "Production launch"],
      },
      {
        label: "Month 2",
        title: "Post-launch support",
        description:
          "One month of fixes, small improvements and advice while your first users arrive, and a roadmap for version two.",
        points: ["Bug fixes included", "Usage review", "Version-two roadmap"],
      },
    ] satisfies TimelineStep[],
  },
  successStory: {
    heading: "Success Story",
    eyebrow: "AI safety startup",
    title: "MVP in 27 days, first enterprise client in 40",
    text: "A founder with a computer-vision idea and no engineering team wanted to turn existing CCTV into real-time safety alerts for factories. We scoped the MVP to one alert type, built it in 27 days with AI-assisted development, and the startup signed its first enterprise client within 40 days of launch.",
    stats: [
      { value: "27 days", label: "Idea to working MVP" },
      { value: "40 days", label: "To first enterprise client" },
      { value: "1", label: "Alert type at launch, five within a quarter" },
    ] satisfies Stat[],
    link: "Read the case study",
  },
  trustedBy: {
    heading: "Trusted By",
    intro: "Startups and enterprises our team has built products for.",
    logosLabel: "Companies our team has built for",
  },
  faq: {
    heading: "MVP Questions, Answered",
    items: [
      {
        question: "Can you really build an MVP in 30 days?",
        answer:
          "Yes, when the scope is agreed on day one and held to. Discovery takes days 1-3, design 4-8, build 9-25, and QA and deployment 26-30. Our average delivery is 30 days.",
      },
      {
        question: "Who owns the code?",
        answer:
          "You do, from the first commit. The code lives in your repository and runs on your cloud account.",
      },
      {
        question: "What happens after launch?",
        answer:
          "One month of post-launch support is included. After that, you can continue with us on a monthly plan or hand over to your own team with full documentation.",
      },
    ] satisfies Faq[],
  },
  help: "Need help with your MVP?",
} as const;
