/** Copy of /our-process (docs/product.md §2 "Process"): six steps, six service workflows, why it works. */

export type ProcessStep = { number: string; title: string; text: string; duration: string };
export type WorkflowStep = { title: string; text: string };
export type Workflow = {
  /** The tab's id, kept in the address as ?tab=… */
  id: "cto" | "mvp" | "ads" | "ai" | "safety" | "consulting";
  label: string;
  summary: string;
  steps: [WorkflowStep, WorkflowStep, WorkflowStep, WorkflowStep];
};

export const processHero = {
  eyebrow: "Our Process",
  title: "From first call to launch, in six clear steps",
  intro:
    "The same disciplined path behind 50+ projects: short feedback loops, weekly demos and no surprises on scope or price. Here is what happens at each step, and how it differs by service.",
  pdfButton: "Download Process PDF",
  pdfHint: "Opens your browser's print dialog; choose “Save as PDF”.",
} as const;

export const processSteps = {
  heading: "How every engagement runs",
  items: [
    {
      number: "01",
      title: "Discovery Call",
      text: "A free 30-minute call with our founder. We learn your goals, users, budget and deadline, and tell you honestly whether we are the right fit.",
      duration: "30 minutes",
    },
    {
      number: "02",
      title: "Feasibility & Scope",
      text: "We check the idea against the technology, the market and your budget, then write a one-page scope with milestones and a fixed price or monthly rate.",
      duration: "2-3 days",
    },
    {
      number: "03",
      title: "Team Onboarding",
      text: "The right people join: your fractional CTO, developers or marketers. Shared Slack channel, repository and board set up in your accounts, owned by you.",
      duration: "1-2 days",
    },
    {
      number: "04",
      title: "Weekly Sprints",
      text: "One-week sprints, each ending in a live demo and a written update: what shipped, what is next, what needs your decision.",
      duration: "Ongoing",
    },
    {
      number: "05",
      title: "Launch & Iterate",
      text: "We release to real users, watch the numbers and fix what they reveal. Every MVP includes one month of post-launch support.",
      duration: "From day 30",
    },
    {
      number: "06",
      title: "Scale or Exit",
      text: "Grow with us at a monthly rate, hand over to your own team with full documentation, or stop. No long-term contract, cancel anytime.",
      duration: "Your choice",
    },
  ],
} as const satisfies { heading: string; items: readonly ProcessStep[] };

export const workflows = {
  heading: "How it works for each service",
  intro: "Choose a service to see its four steps.",
  items: [
    {
      id: "cto",
      label: "CTO-As-A-Service",
      summary: "A fractional CTO, 20 hours a month, starting with a free 5-day pilot.",
      steps: [
        {
          title: "Free 5-day pilot",
          text: "Days 1-2 audit your product and team, days 3-4 draft the roadmap and architecture, day 5 presents it. You keep every deliverable.",
        },
        {
          title: "Technology roadmap",
          text: "A 90-day plan tied to your business milestones and funding runway, with the build-versus-buy calls made.",
        },
        {
          title: "Team and vendors",
          text: "We write the job descriptions, interview candidates, review agencies and set up code review and delivery rituals.",
        },
        {
          title: "Monthly leadership",
          text: "Architecture decisions, sprint reviews and investor-ready technical narratives, with a monthly report to founders.",
        },
      ],
    },
    {
      id: "mvp",
      label: "MVP Development",
      summary: "A launch-ready product in 30 days, with one month of support after launch.",
      steps: [
        {
          title: "Discovery (days 1-3)",
          text: "User journeys, the one metric that proves the idea, and a feature list cut to what the first users need.",
        },
        {
          title: "Design (days 4-8)",
          text: "Clickable screens tested with five target users before any production code is written.",
        },
        {
          title: "Build (days 9-25)",
          text: "AI-assisted development in weekly sprints, with a demo you can click every Friday.",
        },
        {
          title: "QA and deploy (days 26-30)",
          text: "Testing on real devices, analytics, launch to the stores or the web, and hand-over of every account.",
        },
      ],
    },
    {
      id: "ads",
      label: "Google Ads Marketing",
      summary: "Campaigns measured in leads and return on spend, not clicks.",
      steps: [
        {
          title: "Audit and tracking",
          text: "We review your account and landing pages, then set up conversion tracking so every rupee is attributed.",
        },
        {
          title: "Campaign build",
          text: "Keyword research, ad groups, copy variants and landing-page fixes aimed at your cost per lead.",
        },
        {
          title: "Optimise weekly",
          text: "Bids, negatives and creatives adjusted every week against leads and revenue, not impressions.",
        },
        {
          title: "Report and scale",
          text: "A monthly report in plain numbers; budgets move to what returns the most, typically 3.5x average ROI improvement.",
        },
      ],
    },
    {
      id: "ai",
      label: "AI Automation",
      summary: "Workflows that take repetitive work off your team.",
      steps: [
        {
          title: "Map the work",
          text: "We shadow your marketing, sales and operations to find the repetitive tasks worth automating first.",
        },
        {
          title: "Prototype",
          text: "A working automation on your real data within a week: lead qualification, content drafts or a support bot.",
        },
        {
          title: "Integrate",
          text: "Connected to your CRM, inbox and tools, with human review where mistakes would be costly.",
        },
        {
          title: "Measure and extend",
          text: "Hours saved and error rates tracked; the next workflow is chosen by the numbers.",
        },
      ],
    },
    {
      id: "safety",
      label: "AI Safety & Vision",
      summary: "AI safety monitoring on the CCTV you already have, deployed in 7 days.",
      steps: [
        {
          title: "Site assessment",
          text: "A free review of your cameras, layout and risks: PPE, restricted zones, vehicles, fire and smoke.",
        },
        {
          title: "Module selection",
          text: "We choose from 30+ industrial AI modules and configure zones and alert rules for your site.",
        },
        {
          title: "Deploy in 7 days",
          text: "Edge or cloud installation on existing CCTV, with alerts to the supervisors who act on them.",
        },
        {
          title: "Tune and report",
          text: "False alarms tuned out in the first weeks; monthly safety analytics for management.",
        },
      ],
    },
    {
      id: "consulting",
      label: "Tech Strategy Consulting",
      summary: "An outside senior view of your technology, team and roadmap.",
      steps: [
        {
          title: "Technology audit",
          text: "Code, architecture, cloud costs, security and delivery practices reviewed against your goals.",
        },
        {
          title: "Findings workshop",
          text: "A half-day session with leadership: what is working, what is at risk, and what it will cost to fix.",
        },
        {
          title: "Strategy and roadmap",
          text: "A written scaling strategy, team plan and product roadmap with priorities and owners.",
        },
        {
          title: "Follow-through",
          text: "Monthly check-ins to keep the plan on track, or a hand-over to your own CTO.",
        },
      ],
    },
  ],
} as const satisfies { heading: string; intro: string; items: readonly Workflow[] };

export type WorkflowId = Workflow["id"];
export const WORKFLOW_IDS = workflows.items.map((item) => item.id) as readonly WorkflowId[];
export const DEFAULT_WORKFLOW: WorkflowId = "cto";

export const whyItWorks = {
  heading: "Why it works",
  items: [
    {
      title: "Senior people on every project",
      text: "The person who scopes your project is the person who leads it. No hand-off to juniors after the sale.",
    },
    {
      title: "Weekly proof of progress",
      text: "A demo every week means problems surface in days, not at the end of a quarter.",
    },
    {
      title: "AI-assisted delivery",
      text: "Modern tooling lets a small senior team ship in 30 days what used to take a quarter: 40% faster time to market.",
    },
    {
      title: "You own everything",
      text: "Code, designs, accounts and documentation live in your accounts from day one.",
    },
  ],
} as const;

export const trustedGlobally = {
  heading: "Trusted globally",
  intro:
    "Our team's experience spans startups and large companies across India, Europe, North America, the Middle East and South-East Asia.",
  stats: [
    { value: "50+", label: "Projects delivered" },
    { value: "5", label: "Countries" },
    { value: "20+", label: "Years of experience" },
    { value: "95%", label: "Client retention" },
  ],
} as const;
