import type { Feature, Stat, SuccessSnapshot } from "./types";

/** /google-ads-marketing (docs/product.md §2 "Google Ads page", §9 Google Ads cases and stats). */

export const googleAdsPage = {
  hero: {
    badge: "Google Ads Performance Marketing",
    title: "Google Ads That Pay for Themselves",
    intro:
      "We run campaigns for leads, sales and revenue, not impressions. Every rupee is tracked from the search to the sale, and you see the numbers every week.",
    highlights: [
      "Campaign setup & management",
      "Landing page optimization",
      "Conversion tracking",
      "ROI maximization",
    ],
    primaryCta: "Get a Free Ads Audit",
    secondaryCta: "Book a 30-Minute Call",
  },
  snapshots: {
    heading: "Success Snapshots",
    intro: "Four campaigns, four industries: what was spent, what came back and how fast.",
    items: [
      {
        icon: "user",
        industry: "Healthcare",
        client: "ClearPath Dental Studios",
        investment: "₹80K",
        result: "200+ leads",
        timeframe: "30 days",
        description:
          "A three-clinic dental group relied on walk-ins. We built location campaigns around treatment searches, added call tracking and a booking page per clinic; 200+ qualified appointment requests arrived in the first month.",
      },
      {
        icon: "building",
        industry: "Home Interiors",
        client: "UrbanNest Interiors",
        investment: "₹1.2L",
        result: "350% ROI",
        timeframe: "45 days",
        description:
          "Broad keywords were eating the budget. We rebuilt the account around high-intent searches, added negative keywords and offline conversion import from the sales team's CRM, reaching 350% ROI in 45 days.",
      },
      {
        icon: "graduation",
        industry: "Online Education",
        client: "SkillForge Academy",
        investment: "₹60K",
        result: "500+ course sales",
        timeframe: "60 days",
        description:
          "A cohort-based coding course with a slow checkout. We shortened the landing page, tested three offers and used remarketing for visitors who watched the preview: 500+ course sales in 60 days.",
      },
      {
        icon: "shopping-cart",
        industry: "D2C Ecommerce",
        client: "Mitti Home Goods",
        investment: "₹2L",
        result: "₹12L revenue",
        timeframe: "90 days",
        description:
          "A handmade-homeware brand launched Shopping and Performance Max campaigns with a clean product feed and margin-based bidding, turning ₹2L of spend into ₹12L of revenue in 90 days.",
      },
    ] satisfies SuccessSnapshot[],
  },
  whyUs: {
    heading: "Why Choose Us",
    intro: "Four things we do differently from agencies that bill on spend.",
    items: [
      {
        icon: "target",
        title: "Paid on results, not spend",
        description:
          "We plan and report in leads, sales and cost per acquisition. Raising your budget never raises our incentive.",
      },
      {
        icon: "gauge",
        title: "Tracking before bidding",
        description:
          "Conversion tracking, call tracking and CRM imports are set up first, so every optimisation is based on real outcomes.",
      },
      {
        icon: "pen",
        title: "Landing pages included",
        description:
          "We build and test the pages your ads send people to. A better page often does more for ROI than a better bid.",
      },
      {
        icon: "file-text",
        title: "Weekly, plain-language reports",
        description:
          "One page every week: what we spent, what it returned, what we changed and what we will test next.",
      },
    ] satisfies Feature[],
    stats: [
      { value: "95%", label: "Client retention" },
      { value: "3.5x", label: "Average ROI improvement" },
      { value: "50+", label: "Campaigns managed" },
      { value: "24h", label: "Audit turnaround" },
    ] satisfies Stat[],
  },
  testimonials: {
    heading: "What Our Clients Say",
  },
  closing: {
    heading: "Get Your Free Google Ads Audit",
    text: "Send us access to your account (or your plan, if you have not started). Within 24 hours you get a written audit: wasted spend, missing tracking and the three changes that will matter most.",
    points: [
      "Wasted-spend report",
      "Conversion tracking check",
      "Keyword and bidding review",
      "Landing page recommendations",
    ],
    primary: "Get My Free Audit",
    secondary: "Book a 30-Minute Call",
  },
  help: "Questions about your ads?",
} as const;
