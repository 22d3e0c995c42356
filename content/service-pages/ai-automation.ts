import type { Feature, Stat } from "./types";

/** /ai-automation (docs/product.md §2 "AI Automation page"). */

export type TechnologyGroup = { name: string; description: string; tools: readonly string[] };
export type SampleUseCase = { title: string; department: string; before: string; after: string };
export type SuccessStory = {
  client: string;
  industry: string;
  summary: string;
  stats: readonly Stat[];
};

export const aiAutomationPage = {
  hero: {
    badge: "AI-Powered Automation",
    title: "Put Your Repetitive Work on Autopilot",
    intro:
      "We find the tasks your team repeats every day, automate them with AI and proven workflow tools, and keep the automations running as your business changes.",
    highlights: [
      "Landing page automation",
      "Content generation",
      "Lead qualification",
      "Customer support bots",
    ],
    primaryCta: "Book a Free Consultation",
    secondaryCta: "Book a 30-Minute Call",
  },
  categories: {
    heading: "What We Automate",
    intro: "Five areas where automation pays back fastest.",
    items: [
      {
        icon: "megaphone",
        title: "Marketing",
        description:
          "Landing pages generated per campaign, audience segments kept up to date and reports assembled without spreadsheets.",
      },
      {
        icon: "target",
        title: "Sales",
        description:
          "Every inbound lead scored, enriched and routed to the right person within minutes, with follow-ups that send themselves.",
      },
      {
        icon: "settings",
        title: "Operations",
        description:
          "Invoices read, orders synced between systems and approvals moved along, so people only handle the exceptions.",
      },
      {
        icon: "pen",
        title: "Content",
        description:
          "Blog drafts, product descriptions and social posts written in your voice, checked by a person before they go out.",
      },
      {
        icon: "brain",
        title: "AI Integration",
        description:
          "Language models connected to your own documents and systems: internal assistants, search and support that know your business.",
      },
    ] satisfies Feature[],
  },
  technology: {
    heading: "Technology We Use",
    intro:
      "We pick the simplest tool that does the job reliably and that your team can look after. Nothing proprietary locks you in.",
    groups: [
      {
        name: "Language models",
        description: "Hosted and open models for writing, summarising, classifying and answering.",
        tools: ["GPT-class APIs", "Claude-class APIs", "Open-weight models", "Embeddings"],
      },
      {
        name: "Workflow automation",
        description: "The glue between your apps, with retries, logs and alerts.",
        tools: ["n8n", "Make", "Zapier", "Custom Node.js workers"],
      },
      {
        name: "Data and search",
        description: "Where your knowledge lives so assistants can find it.",
        tools: ["PostgreSQL", "Vector search", "Google Sheets", "Airtable"],
      },
      {
        name: "Channels",
        description: "Where your customers and team already are.",
        tools: ["WhatsApp Business", "Website chat", "Email", "Slack"],
      },
    ] satisfies TechnologyGroup[],
  },
  useCases: {
    heading: "Sample Use Cases",
    intro: "Five automations we build often, and what changes when they are in place.",
    items: [
      {
        title: "Lead qualification on WhatsApp",
        department: "Sales",
        before: "Sales reps spend mornings calling leads who were never going to buy.",
        after:
          "An assistant asks four qualifying questions, scores the answer and books calls only with serious buyers.",
      },
      {
        title: "Landing pages per ad group",
        department: "Marketing",
        before: "Every campaign sends traffic to the same generic home page.",
        after:
          "A matching landing page is generated for each ad group, reviewed once and published in minutes.",
      },
      {
        title: "Support answers from your documents",
        department: "Customer support",
        before: "The same twenty questions fill the inbox every week.",
        after:
          "A support bot answers them from your help articles, day and night, and hands the rest to a person with context.",
      },
      {
        title: "Invoice and order processing",
        department: "Operations",
        before: "Someone types supplier invoices into accounting software by hand.",
        after: "Invoices are read, matched to orders and queued for one-click approval.",
      },
      {
        title: "Weekly content calendar",
        department: "Content",
        before: "Posting stops whenever the team gets busy.",
        after:
          "Drafts for the week's blog and social posts arrive every Monday, in your voice, ready to edit and schedule.",
      },
    ] satisfies SampleUseCase[],
  },
  successStories: {
    heading: "Success Stories",
    intro: "Automations our team built and still runs for clients.",
    items: [
      {
        client: "A coaching institute with 12 centres",
        industry: "Education",
        summary:
          "Enquiries from ads, the website and walk-ins landed in three different inboxes. A single WhatsApp qualification flow now scores every enquiry and books counselling slots directly into each centre's calendar.",
        stats: [
          { value: "4 min", label: "Average first response, down from 6 hours" },
          { value: "2x", label: "Counselling sessions booked per week" },
        ],
      },
      {
        client: "A B2B spare-parts distributor",
        industry: "Distribution",
        summary:
          "Two staff members re-typed purchase orders from email into the ERP. An AI reader now extracts each order, checks stock and prices, and queues it for approval; people handle only the exceptions.",
        stats: [
          { value: "70%", label: "Less manual data entry" },
          { value: "Same day", label: "Order confirmation, from two days" },
        ],
      },
      {
        client: "A D2C skincare brand",
        industry: "Ecommerce",
        summary:
          "Support tickets doubled after every sale. A support assistant trained on the brand's product guides answers order and ingredient questions, and passes refunds to the team with the order attached.",
        stats: [
          { value: "60%", label: "Of tickets resolved without a person" },
          { value: "24/7", label: "Answers, including sale nights" },
        ],
      },
    ] satisfies SuccessStory[],
  },
  consultation: {
    heading: "Book Your Free Automation Consultation",
    text: "In a 30-minute call we look at how your team works today and leave you with a concrete plan, whether or not you build it with us.",
    points: [
      "A map of your automation opportunities",
      "Estimated hours saved for each",
      "Recommended tools and costs",
      "A step-by-step rollout plan",
    ],
    primary: "Get My Automation Plan",
    secondary: "Book a 30-Minute Call",
  },
} as const;
