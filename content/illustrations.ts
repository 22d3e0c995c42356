/**
 * The words inside the hero illustrations (src/components/illustrations/). Each visual is one
 * image to assistive technology: `label` is its accessible name, the rest is drawn text.
 */

export const pilotBoard = {
  label:
    "The free 5-day CTO pilot as a project board: discovery, audit, architecture, roadmap and hiring plan, one day each, with the deliverables you keep",
  title: "CTO pilot",
  subtitle: "Week 1 · your startup",
  progress: "Day 4 of 5",
  days: [
    { day: "Day 1", title: "Discovery call", state: "done" },
    { day: "Day 2", title: "Tech audit", state: "done" },
    { day: "Day 3", title: "Architecture", state: "done" },
    { day: "Day 4", title: "90-day roadmap", state: "active" },
    { day: "Day 5", title: "Hiring plan", state: "next" },
  ],
  deliverablesTitle: "You keep",
  deliverables: ["Audit report", "Architecture", "Roadmap", "Investor summary"],
  architectureTitle: "Proposed architecture",
  architecture: ["Web app", "API", "Postgres", "AI jobs"],
  reviewer: "Reviewed by your CTO",
} as const;

export const ctoRoadmap = {
  label: "A CTO's 90-day roadmap in three phases above the system architecture it delivers",
  title: "90-day technology roadmap",
  weeks: ["W1", "W4", "W8", "W12"],
  phases: [
    { name: "Stabilise", weeks: "Weeks 1-4", milestone: "Audit + CI" },
    { name: "Build", weeks: "Weeks 5-8", milestone: "Core API" },
    { name: "Scale", weeks: "Weeks 9-12", milestone: "Investor demo" },
  ],
  architectureTitle: "Target architecture",
  architecture: {
    clients: ["Web", "Mobile"],
    gateway: "Gateway",
    services: ["Auth", "Billing", "Core"],
    data: ["Postgres", "Queue"],
  },
  badge: "Decisions logged",
} as const;

export const mvpTimeline = {
  label: "The 30-day MVP timeline: discovery, design, build, QA and deploy, ending in launch",
  title: "MVP · 30 days",
  scale: ["Day 1", "10", "20", "30"],
  phases: [
    { name: "Discovery", days: "Days 1-3", start: 1, end: 3 },
    { name: "Design", days: "Days 4-8", start: 4, end: 8 },
    { name: "Build", days: "Days 9-25", start: 9, end: 25 },
    { name: "QA + deploy", days: "Days 26-30", start: 26, end: 30 },
  ],
  todayDay: 18,
  today: "Day 18",
  launch: "Launch",
  demo: "Friday demo",
  metric: "Sprint 3 · 42 of 56 stories done",
} as const;

export const adsFunnel = {
  label:
    "A Google Ads funnel from impressions to clicks, leads and sales, with the return on ad spend",
  title: "Campaign funnel · last 30 days",
  stages: [
    { name: "Impressions", value: "184K" },
    { name: "Clicks", value: "9.2K" },
    { name: "Leads", value: "612" },
    { name: "Sales", value: "148" },
  ],
  roiLabel: "ROI",
  roi: "350%",
  cplLabel: "Cost per lead",
  cpl: "−42%",
} as const;

export const aiWorkflow = {
  label:
    "An AI automation workflow: a new lead is enriched, scored by AI, routed to sales and followed up automatically",
  title: "Lead follow-up workflow",
  steps: [
    { name: "New lead", detail: "Web form" },
    { name: "Enrich", detail: "Company data" },
    { name: "AI scoring", detail: "Score 87 / 100" },
    { name: "Route", detail: "Hot → sales" },
    { name: "Follow-up", detail: "Email in 2 min" },
  ],
  status: "Running",
  saved: "11 h saved this week",
} as const;

export const safetyDetection = {
  label:
    "A CCTV camera view with AI detections: a worker with helmet and vest checked, a second worker flagged for a missing helmet in a restricted zone",
  camera: "CAM 04 · Loading bay",
  live: "LIVE",
  detections: [
    { name: "Person", tags: ["Helmet ✓", "Vest ✓"], ok: true },
    { name: "Person", tags: ["No helmet"], ok: false },
  ],
  zone: "Restricted zone",
  alert: "Alert sent · 2 s",
  alertDetail: "PPE: helmet missing",
} as const;

export const auditScorecard = {
  label:
    "A technology audit scorecard rating architecture, security, delivery, team and cost, with an overall grade",
  title: "Technology audit",
  areas: [
    { name: "Architecture", score: 72 },
    { name: "Security", score: 58 },
    { name: "Delivery", score: 81 },
    { name: "Team", score: 66 },
    { name: "Cloud cost", score: 44 },
  ],
  overallLabel: "Overall",
  overall: "B−",
  action: "3 actions for Monday",
} as const;

export const founderCard = {
  label: "The founder's illustrated portrait with the places and years of his career",
  since: "Building since 2004",
  milestones: ["Engineering lead", "CTO for 15+ startups", "Founder, 2024"],
  countries: "5 countries",
} as const;

export const aboutVisual = {
  label:
    "The company's story on one line: building software since 2004, at 6+ large companies, as CTO for 15+ startups across 50+ projects, and this company founded in 2024 by the two people you work with",
  title: "Twenty years of shipping",
  milestones: [
    { value: "2004", label: "first product shipped" },
    { value: "6+", label: "large companies" },
    { value: "15+", label: "startups, 50+ projects" },
    { value: "2024", label: "this company founded" },
  ],
  people: "The two people you work with",
  peopleDetail: "Founder-led, from the first call",
} as const;

export const careersVisual = {
  label: "A small remote-first team at work: code review, a sprint board and a video call",
  review: "PR #128 approved",
  sprint: "Sprint 14",
  call: "Friday demo",
  /**
   * The sprint board's columns: short task titles, a tag and the owner's initials. No word longer
   * than seven letters, so a 320 px phone's column never breaks one (e2e/company-layout.spec.ts).
   */
  columns: [
    {
      title: "To do",
      cards: [
        { title: "Pricing page", tag: "Web", owner: "AK" },
        { title: "CSV export", tag: "API", owner: "RS" },
        { title: "Push alerts", tag: "iOS", owner: "MP" },
      ],
    },
    {
      title: "Doing",
      cards: [
        { title: "Pay with Stripe", tag: "API", owner: "RS" },
        { title: "Sign-up flow", tag: "Web", owner: "AK" },
      ],
    },
    {
      title: "Done",
      cards: [
        { title: "Login with Google", tag: "Web", owner: "MP" },
        { title: "Search index", tag: "API", owner: "RS" },
        { title: "Dark mode", tag: "iOS", owner: "AK" },
      ],
    },
  ],
} as const;

export const processVisual = {
  label:
    "The six-step engagement flow from a 30-minute discovery call to launch from day 30, then scale or exit, with a demo every week",
  title: "From first call to launch",
  steps: ["Discovery", "Scope", "Onboard", "Sprints", "Launch", "Scale"],
  demo: "A live demo every week",
} as const;
