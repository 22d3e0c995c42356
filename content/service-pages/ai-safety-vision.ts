import type { Feature, Stat } from "./types";

/** /ai-safety-vision (docs/product.md §2 "AI Safety page", §9 safety stats). */

export const aiSafetyPage = {
  hero: {
    badge: "Deploy in 7 Days",
    title: "AI Safety Monitoring on the CCTV You Already Have",
    intro:
      "Turn existing cameras into a safety system that spots hazards as they happen: missing PPE, unsafe zones, spills, smoke and vehicle near-misses, with alerts in seconds and no new hardware to install.",
    highlights: [
      "30+ industrial AI modules",
      "Works with existing CCTV",
      "Real-time alerts and analytics",
      "Live in 7 days",
    ],
    primaryCta: "Book a Free Site Assessment",
    secondaryCta: "Talk to Us",
    partnerNote:
      "Delivered with our AI vision technology partner; we handle assessment, rollout, integration and support.",
  },
  howItWorks: {
    heading: "How It Works",
    intro: "From your first call to live alerts in a week.",
    items: [
      {
        title: "Site assessment",
        description:
          "We review your camera layout, network and the hazards that matter most on your site, on a call or in person.",
      },
      {
        title: "Connect your cameras",
        description:
          "An edge device or secure cloud connector reads your existing CCTV streams. Nothing is replaced and footage stays under your control.",
      },
      {
        title: "Choose your AI modules",
        description:
          "Pick from 30+ modules (PPE, restricted zones, fire and smoke, spills, forklifts, falls) and set the rules for each camera.",
      },
      {
        title: "Real-time alerts",
        description:
          "Supervisors get alerts with a snapshot on WhatsApp, email or the dashboard within seconds of an event.",
      },
      {
        title: "Analytics and improvement",
        description:
          "Weekly reports show incidents by zone, shift and type, so safety teams fix causes, not just symptoms.",
      },
    ] satisfies Feature[],
  },
  idealFor: {
    heading: "Ideal For",
    intro: "Sites where people, machines and materials share the same floor.",
    items: [
      {
        icon: "factory",
        title: "Manufacturing plants",
        description: "PPE compliance, machine guarding zones and line-side hazards across shifts.",
        stat: "95% PPE compliance reached",
      },
      {
        icon: "warehouse",
        title: "Warehouses",
        description: "Forklift and pedestrian near-misses, blocked exits and racking zones.",
        stat: "80% fewer forklift near-misses",
      },
      {
        icon: "hard-hat",
        title: "Construction sites",
        description: "Helmets, harnesses and exclusion zones around cranes and excavations.",
        stat: "90% faster incident response",
      },
      {
        icon: "truck",
        title: "Logistics hubs",
        description: "Loading-dock safety, vehicle speed and restricted areas in yards.",
        stat: "85% fewer dock incidents",
      },
      {
        icon: "flask",
        title: "Chemical facilities",
        description: "Spills, smoke, fire and unauthorised entry into hazardous areas.",
        stat: "99% detection uptime",
      },
    ] satisfies Feature[],
  },
  benefits: {
    heading: "Key Benefits",
    items: [
      {
        icon: "camera",
        title: "No new cameras",
        description: "Runs on your existing CCTV, so the project starts without a hardware budget.",
      },
      {
        icon: "zap",
        title: "Alerts in seconds",
        description: "Hazards reach the right supervisor while they can still be stopped.",
      },
      {
        icon: "piggy-bank",
        title: "70% lower cost",
        description: "Up to 70% cost reduction against manual monitoring and new-hardware systems.",
      },
      {
        icon: "bar-chart",
        title: "Evidence for audits",
        description: "Every event logged with a snapshot and time, ready for compliance reviews.",
      },
      {
        icon: "lock",
        title: "Privacy by design",
        description:
          "Detection of behaviour and equipment, not identities; footage stays on your network.",
      },
    ] satisfies Feature[],
  },
  trusted: {
    heading: "A Trusted Solution",
    intro:
      "Built on a proven industrial vision platform and rolled out by engineers who have done it before.",
    items: [
      {
        icon: "shield",
        title: "Proven platform",
        description: "30+ industrial AI modules already running on live sites.",
      },
      {
        icon: "wrench",
        title: "Hands-on rollout",
        description: "We calibrate every camera and rule with your safety team on site.",
      },
      {
        icon: "settings",
        title: "Integrates with your systems",
        description: "Alerts into WhatsApp, email, your EHS software or your existing dashboards.",
      },
      {
        icon: "handshake",
        title: "Local support",
        description: "Support from our team in India, with a reply within 24 hours.",
      },
    ] satisfies Feature[],
    stats: [
      { value: "30+", label: "Industrial AI modules" },
      { value: "7 days", label: "To deploy" },
      { value: "99%", label: "Detection uptime" },
      { value: "70%", label: "Cost reduction" },
    ] satisfies Stat[],
  },
  demo: {
    heading: "See It on Your Own Site",
    intro: "Two ways to find out what AI safety monitoring would catch on your floor.",
    demoCard: {
      title: "Live demo",
      text: "A 30-minute video call: we run the modules on sample footage from sites like yours and answer your team's questions.",
      button: "Book a Live Demo",
    },
    consultationCard: {
      title: "Safety consultation",
      text: "Tell us about your site and hazards. We reply within 24 hours with the modules, camera coverage and a deployment plan.",
      button: "Request a Consultation",
    },
    preview: {
      title: "What the dashboard shows",
      caption:
        "Each detection is boxed and labelled on the live camera view, with the alert sent to the supervisor.",
    },
  },
  floatingButton: "Book a Demo",
} as const;
