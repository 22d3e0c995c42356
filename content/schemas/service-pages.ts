import "./zod-config";

import { z } from "zod";

import {
  contentIcon,
  faqs,
  featureCards,
  offerText,
  stats,
  statSchema,
  ticks,
  timeline,
} from "./blocks";
import { assetImage, line, lines, paragraph, titledItemList } from "./fields";

/**
 * The seven service pages' own copy, one file each: content/service-pages/<page>.yaml (the file
 * is named after the page's address). Their search titles and descriptions stay in
 * content/service-pages/meta.ts. Cards, figures, timelines and questions are the shared blocks of
 * ./blocks.ts.
 *
 * Not here, on purpose: the offer's prices, its "FREE 5-Day CTO Pilot" badge and the pilot's
 * button labels (the offer, content/site/offer.json, shared with the
 * presentation and the home page; texts here quote the prices as {discounted}…), the company
 * logos (content/logos/), the founder's name and links (the site's settings), and
 * where each button leads (the pages' code).
 */

export const heading = () => line(2, 80).meta({ title: "Heading" });
export const intro = () => paragraph(10, 500).meta({ title: "Introduction" });
export const button = (title: string, description?: string) =>
  line(2, 40).meta({ title, description });

/** A band of the page: its heading, the line under it, and what the band holds. */
export const section = <Shape extends z.ZodRawShape>(title: string, shape: Shape) =>
  z.object({ heading: heading(), intro: intro(), ...shape }).meta({ title });

/** The top of a service page: title, introduction, ticks and what else the page shows there. */
const hero = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z
    .object({
      title: line(10, 100).meta({ title: "Title" }),
      intro: paragraph(40, 500).meta({ title: "Introduction" }),
      highlights: ticks(2, 6, "Ticks under the introduction"),
      ...shape,
    })
    .meta({ title: "Top of the page" });

export const badge = () => line(2, 60).meta({ title: "Small label above the title" });

/** A closing band: heading, text, and its buttons' labels. */
const closing = <Shape extends z.ZodRawShape>(title: string, shape: Shape) =>
  z
    .object({
      heading: heading(),
      text: paragraph(20, 500).meta({ title: "Text" }),
      ...shape,
    })
    .meta({ title });

/** A page's questions and answers. */
export const faqSection = (title: string) =>
  z.object({ heading: heading(), items: faqs(1, 12) }).meta({ title });

/** Numbered cards: a title and a text each (the page numbers them 1, 2, 3…). */
const numberedCards = (min: number, max: number) =>
  titledItemList(min, max, 320).meta({
    title: "Steps",
    description: "Numbered in this order on the page.",
  });

const logosLabel = () =>
  line(2, 80).meta({
    title: "Name of the logo list (read out by screen readers)",
    description: "The logos themselves are under Clients, “Company logos”.",
  });

export const callButton = () => button("Button to book a call");
export const enquiryButton = (description?: string) =>
  button("Button that opens the enquiry form", description);

/** /cto-service, the free 5-day CTO pilot. */
export const ctoPilotPageSchema = z.object({
  hero: hero({
    secondaryCta: callButton(),
  }).meta({
    title: "Top of the page",
    description:
      "The label above the title and the main button are the offer's (“FREE 5-Day CTO Pilot”, “Start Risk-Free Pilot – FREE”): “Offer and prices”.",
  }),
  fiveDays: section("What you get in 5 days", { items: numberedCards(3, 7) }),
  whyItWorks: section("Why it works", {
    items: featureCards(2, 8),
    stats: stats(2, 4, "Figures under the cards"),
  }),
  founder: z
    .object({
      heading: heading(),
      eyebrow: line(2, 40).meta({ title: "Small label above the heading" }),
      role: line(2, 60).meta({
        title: "Founder's role",
        description: "Under the name (the name is the site's settings).",
      }),
      bio: z
        .array(paragraph(40, 700).meta({ title: "Paragraph" }))
        .min(1)
        .max(4)
        .meta({ title: "About the founder" }),
      facts: ticks(2, 6, "Facts beside the text"),
      videoTitle: line(5, 80).meta({
        title: "Video's title",
        description: "Shown on the poster and read out by screen readers.",
      }),
      videoCaption: line(5, 160).meta({ title: "Caption under the video" }),
      videoDuration: z
        .string()
        .regex(/^(?:\d{1,2}:)?[0-5]?\d:[0-5]\d$/, "minutes and seconds, e.g. 3:05")
        .meta({
          title: "Video's length",
          description: "Minutes and seconds as the player shows them, e.g. 3:05.",
        }),
      videoPoster: assetImage("video", 2).meta({
        title: "Poster frame",
        description:
          "What the video shows before it plays: 16:9, at least 1280 × 720 pixels (a still from the video or a drawing).",
      }),
      experienceLink: button("Link to the founder's experience page"),
    })
    .meta({ title: "Meet your CTO" }),
  experience: section("Experience and logos", {
    stats: stats(2, 4),
    logosLabel: logosLabel(),
  }),
  readyToStart: section("Ready to start?", {
    steps: timeline(2, 6),
    afterPilot: offerText(20, 400, {
      title: "Text under the steps (the price after the pilot)",
      multiline: true,
    }),
  }),
  whoItIsFor: section("Who it's for", { items: featureCards(2, 9) }),
  faq: faqSection("Questions and answers"),
  finalCta: closing("Last band: the presentation", {
    presentationButton: button("Button to the CTO presentation"),
  }),
  floatingBanner: z
    .object({
      subtitle: line(5, 80).meta({
        title: "Line under the offer",
        description: "The banner that appears after some scrolling; its title is the offer's.",
      }),
    })
    .meta({ title: "Floating banner" }),
});

export type CtoPilotPageCopy = z.output<typeof ctoPilotPageSchema>;

/** /cto-services, the part-time CTO. */
/** The tone of a status pill on a drawn product band (green: done, blue: next, grey: watch). */
const bandTone = () =>
  z.enum(["done", "next", "watch"]).meta({
    title: "Colour",
    optionLabels: { done: "Green (done)", next: "Blue (next)", watch: "Grey (to watch)" },
  });

/**
 * /tech-strategy-consulting's product band: the roadmap board an engagement ends on (quarters,
 * lanes of work, the decision log), beside the steps that lead to it.
 */
const roadmapBand = () =>
  section("Roadmap board", {
    items: featureCards(2, 4, "Points beside the board"),
    board: z
      .object({
        title: line(2, 40).meta({ title: "Board's title" }),
        today: line(2, 12).meta({ title: "Label of the “today” line" }),
        quarters: lines(4, 4, 1, 12).meta({ title: "Quarters", description: "Exactly 4." }),
        lanes: z
          .array(
            z
              .object({
                name: line(2, 14).meta({ title: "Lane" }),
                items: z
                  .array(
                    z
                      .object({
                        label: line(2, 32).meta({ title: "Work" }),
                        from: z.number().int().min(1).max(4).meta({ title: "First quarter (1-4)" }),
                        to: z.number().int().min(1).max(4).meta({ title: "Last quarter (1-4)" }),
                      })
                      .refine((item) => item.to >= item.from, "ends before it starts")
                      .meta({ title: "Bar", itemLabelField: "label" }),
                  )
                  .min(1)
                  .max(3)
                  .meta({ title: "Bars", itemLabelField: "label" }),
              })
              .meta({ title: "Lane", itemLabelField: "name" }),
          )
          .min(2)
          .max(4)
          .meta({ title: "Lanes", itemLabelField: "name" }),
        decisionsTitle: line(2, 40).meta({ title: "Heading of the decision log" }),
        decisions: z
          .array(
            z
              .object({
                id: line(2, 10).meta({ title: "Number", description: "“ADR-12”." }),
                title: line(5, 48).meta({ title: "Decision" }),
                status: line(2, 14).meta({ title: "Status" }),
                tone: bandTone(),
              })
              .meta({ title: "Decision", itemLabelField: "title" }),
          )
          .min(2)
          .max(4)
          .meta({ title: "Decisions", itemLabelField: "title" }),
      })
      .meta({ title: "The board" }),
  });

/**
 * /cto-services' product band: the CTO's week and the engineering-health dashboard the founder
 * reads, beside what the hours go to.
 */
const healthBand = () =>
  section("A week with your CTO", {
    items: featureCards(2, 4, "Points beside the dashboard"),
    dashboard: z
      .object({
        title: line(2, 40).meta({ title: "Dashboard's title" }),
        status: line(2, 20).meta({ title: "Status pill" }),
        metrics: z
          .array(
            z
              .object({
                label: line(2, 24).meta({ title: "Measure" }),
                value: line(1, 10).meta({ title: "Value" }),
                change: line(1, 10).meta({ title: "Change since last week" }),
              })
              .meta({ title: "Measure", itemLabelField: "label" }),
          )
          .min(4)
          .max(4)
          .meta({ title: "Measures", description: "Exactly 4.", itemLabelField: "label" }),
        weekTitle: line(2, 30).meta({ title: "Heading of the week" }),
        week: z
          .array(
            z
              .object({
                day: line(2, 4).meta({ title: "Day", description: "“Mon”." }),
                what: line(4, 32).meta({ title: "What the CTO does" }),
              })
              .meta({ title: "Day", itemLabelField: "day" }),
          )
          .min(5)
          .max(5)
          .meta({ title: "The week", description: "Exactly 5 days.", itemLabelField: "day" }),
      })
      .meta({ title: "The dashboard" }),
  });

export const ctoServicesPageSchema = z.object({
  hero: hero({
    badge: badge(),
    primaryCta: enquiryButton(),
    secondaryCta: callButton(),
  }),
  deliverables: section("What you get every month", { items: featureCards(2, 9) }),
  health: healthBand(),
  whyPartTime: section("Why a part-time CTO", { items: featureCards(2, 8) }),
  proof: section("Trusted by founders", { stats: stats(2, 4), logosLabel: logosLabel() }),
  founder: z
    .object({
      heading: heading(),
      role: line(2, 60).meta({
        title: "Founder's role",
        description: "Under the name (the name is the site's settings).",
      }),
      text: paragraph(40, 700).meta({ title: "About the founder" }),
      link: button("Link to the founder's experience page"),
    })
    .meta({ title: "Your CTO" }),
  pricing: section("Pricing", {
    planName: line(2, 40).meta({ title: "Plan's name" }),
    discount: offerText(2, 40, {
      title: "Discount, after the offer's title",
      description: "Shown as “Launch pricing: 30% off”.",
    }),
    perMonth: line(2, 30).meta({ title: "After the price", description: "“per month”." }),
    insteadOf: line(2, 30).meta({
      title: "Before the crossed-out price (read out by screen readers)",
    }),
    slots: offerText(5, 60, { title: "Slots left" }),
    hours: offerText(5, 60, { title: "Hours" }),
    includes: ticks(2, 10, "What the plan includes"),
    traditionalLabel: line(5, 60).meta({ title: "Comparison at the foot of the card" }),
    traditionalCost: line(2, 40).meta({ title: "What a full-time CTO costs" }),
    cta: enquiryButton(),
  }),
  closing: closing("Last band", { secondary: callButton() }),
});

export type CtoServicesPageCopy = z.output<typeof ctoServicesPageSchema>;
export type PricingCopy = CtoServicesPageCopy["pricing"];

/** /mvp-development. */
export const mvpPageSchema = z.object({
  hero: hero({
    badge: badge(),
    primaryCta: enquiryButton("Also under the timeline."),
    secondaryCta: callButton(),
    stats: stats(2, 4, "Figures under the buttons"),
  }),
  why: section("Why build with us", { items: featureCards(2, 8) }),
  whoFor: section("Who it's for", { items: featureCards(2, 8) }),
  included: section("What's included", { steps: timeline(2, 8) }),
  successStory: z
    .object({
      heading: heading(),
      eyebrow: line(2, 40).meta({ title: "Small label above the heading" }),
      title: line(10, 100).meta({ title: "Story's title" }),
      text: paragraph(40, 700).meta({ title: "Story" }),
      stats: stats(1, 4),
      link: button("Link to the case study"),
      caseStudy: line(2, 80)
        .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "a case study's address, e.g. safesight-ai-safety")
        .meta({
          title: "The case study the story tells",
          description:
            "Its address, as in Work → Case studies (e.g. safesight-ai-safety); the link opens it.",
          patternMessage: "Lower-case letters, digits and dashes: a case study's address.",
        }),
    })
    .meta({ title: "Success story" }),
  trustedBy: section("Trusted by", { logosLabel: logosLabel() }),
  faq: faqSection("Questions and answers"),
  help: line(5, 60).meta({
    title: "Floating help button",
    description: "Opens the enquiry form.",
  }),
});

export type MvpPageCopy = z.output<typeof mvpPageSchema>;

/** A Google Ads result (docs/product.md §3 "success snapshot"). */
export const successSnapshotSchema = z
  .object({
    icon: contentIcon(),
    industry: line(2, 40).meta({ title: "Industry" }),
    client: line(2, 60).meta({ title: "Client" }),
    investment: line(1, 20).meta({ title: "Spent", description: "E.g. “₹80K”." }),
    result: line(1, 30).meta({ title: "Result", description: "E.g. “200+ leads”." }),
    timeframe: line(1, 20).meta({ title: "In", description: "E.g. “30 days”." }),
    description: paragraph(40, 500).meta({ title: "What we did" }),
  })
  .meta({ title: "Snapshot", itemLabelField: "client" });

export type SuccessSnapshot = z.output<typeof successSnapshotSchema>;

/**
 * /google-ads-marketing's product band: a sample account's campaigns over the last 30 days
 * (spend, leads, cost per lead, status), its weekly cost per lead and the wasted spend cut. Cost
 * per lead, the totals and the trend's change are worked out from the figures, so they agree.
 */
const campaignDashboard = () =>
  z
    .object({
      title: line(2, 40).meta({ title: "Dashboard's title" }),
      sample: line(2, 24).meta({
        title: "Pill beside the title",
        description: "Says it is an illustration: “Sample account”.",
      }),
      columns: z
        .object({
          campaign: line(2, 16).meta({ title: "Campaign" }),
          spend: line(2, 12).meta({ title: "Spend" }),
          leads: line(2, 12).meta({ title: "Leads" }),
          costPerLead: line(2, 14).meta({ title: "Cost per lead" }),
          status: line(2, 12).meta({ title: "Status" }),
          total: line(2, 20).meta({ title: "Total row" }),
        })
        .meta({ title: "Column headings" }),
      campaigns: z
        .array(
          z
            .object({
              name: line(2, 28).meta({ title: "Campaign" }),
              spend: z.number().int().min(1).max(10_000_000).meta({ title: "Spend in ₹" }),
              leads: z.number().int().min(1).max(100_000).meta({ title: "Leads" }),
              status: line(2, 12).meta({ title: "Status" }),
              tone: bandTone(),
            })
            .meta({ title: "Campaign", itemLabelField: "name" }),
        )
        .min(2)
        .max(5)
        .meta({ title: "Campaigns", itemLabelField: "name" }),
      trendTitle: line(2, 40).meta({ title: "Heading of the weekly trend" }),
      weeks: z
        .array(
          z
            .object({
              label: line(1, 4).meta({ title: "Week", description: "“W1”." }),
              costPerLead: z
                .number()
                .int()
                .min(1)
                .max(100_000)
                .meta({ title: "Cost per lead in ₹" }),
            })
            .meta({ title: "Week", itemLabelField: "label" }),
        )
        .min(4)
        .max(8)
        .meta({ title: "Weeks", description: "4 to 8, oldest first.", itemLabelField: "label" }),
      wasted: z
        .object({
          value: line(1, 12).meta({ title: "Figure", description: "“₹41K”." }),
          label: line(2, 30).meta({ title: "What it counts" }),
          detail: line(10, 90).meta({ title: "Line under it" }),
        })
        .meta({ title: "Wasted spend cut" }),
    })
    .meta({ title: "The campaign dashboard" });

/** /google-ads-marketing. */
export const googleAdsPageSchema = z.object({
  hero: hero({
    badge: badge(),
    primaryCta: enquiryButton(),
    secondaryCta: callButton(),
  }),
  snapshots: section("Success snapshots", {
    items: z
      .array(successSnapshotSchema)
      .min(1)
      .max(8)
      .meta({ title: "Snapshots", itemLabelField: "client" }),
  }),
  whyUs: section("Why choose us", {
    items: featureCards(2, 8),
    dashboard: campaignDashboard(),
    stats: stats(2, 4, "Figures under the dashboard"),
  }),
  testimonials: z.object({ heading: heading() }).meta({
    title: "What our clients say",
    description: "The testimonials are under Clients → Testimonials, shown on the Google Ads page.",
  }),
  closing: closing("Last band: the free audit", {
    points: ticks(2, 6, "What the audit covers"),
    primary: enquiryButton(),
    secondary: callButton(),
  }),
  help: line(5, 60).meta({
    title: "Floating help button",
    description: "Opens the enquiry form.",
  }),
});

export type GoogleAdsPageCopy = z.output<typeof googleAdsPageSchema>;

/** /ai-automation. */
export const aiAutomationPageSchema = z.object({
  hero: hero({
    badge: badge(),
    primaryCta: enquiryButton(),
    secondaryCta: callButton(),
  }),
  categories: section("What we automate", { items: featureCards(2, 9) }),
  technology: section("Technology we use", {
    groups: z
      .array(
        z
          .object({
            name: line(2, 40).meta({ title: "Group" }),
            description: paragraph(10, 200).meta({ title: "Text" }),
            tools: ticks(1, 8, "Tools").meta({ description: "Shown as small labels." }),
          })
          .meta({ title: "Group", itemLabelField: "name" }),
      )
      .min(1)
      .max(8)
      .meta({ title: "Groups of tools", itemLabelField: "name" }),
  }),
  useCases: section("Sample use cases", {
    items: z
      .array(
        z
          .object({
            title: line(2, 80).meta({ title: "Title" }),
            department: line(2, 40).meta({ title: "Department" }),
            before: paragraph(10, 300).meta({ title: "Before" }),
            after: paragraph(10, 300).meta({ title: "After" }),
          })
          .meta({ title: "Use case", itemLabelField: "title" }),
      )
      .min(1)
      .max(9)
      .meta({ title: "Use cases", itemLabelField: "title" }),
  }),
  successStories: section("Success stories", {
    items: z
      .array(
        z
          .object({
            client: line(2, 80).meta({ title: "Client" }),
            industry: line(2, 40).meta({ title: "Industry" }),
            summary: paragraph(40, 600).meta({ title: "What we built" }),
            stats: stats(1, 3),
          })
          .meta({ title: "Story", itemLabelField: "client" }),
      )
      .min(1)
      .max(6)
      .meta({ title: "Stories", itemLabelField: "client" }),
  }),
  consultation: closing("Last band: the free consultation", {
    points: ticks(2, 6, "What the consultation gives"),
    primary: enquiryButton(),
    secondary: callButton(),
  }),
});

export type AiAutomationPageCopy = z.output<typeof aiAutomationPageSchema>;

const infoCard = (title: string) =>
  z
    .object({
      title: line(2, 60).meta({ title: "Title" }),
      text: paragraph(20, 300).meta({ title: "Text" }),
      button: button("Button"),
    })
    .meta({ title });

/** /ai-safety-vision. */
export const aiSafetyPageSchema = z.object({
  hero: hero({
    badge: badge(),
    primaryCta: button("Main button (books a site assessment call)"),
    secondaryCta: enquiryButton(),
    partnerNote: paragraph(20, 300).meta({ title: "Note under the buttons" }),
  }),
  howItWorks: section("How it works", { items: numberedCards(2, 7) }),
  idealFor: section("Ideal for", { items: featureCards(2, 8) }),
  benefits: z
    .object({ heading: heading(), items: featureCards(2, 8) })
    .meta({ title: "Key benefits" }),
  trusted: section("A trusted solution", { items: featureCards(2, 8), stats: stats(2, 4) }),
  demo: section("See it on your site", {
    demoCard: infoCard("First card: live demo (books a call)"),
    consultationCard: infoCard("Second card: consultation (opens the enquiry form)"),
    preview: z
      .object({
        title: line(5, 80).meta({ title: "Title" }),
        caption: paragraph(20, 300).meta({ title: "Caption" }),
      })
      .meta({ title: "Dashboard picture beside the cards" }),
  }),
  floatingButton: line(2, 30).meta({
    title: "Floating button",
    description: "Books a call.",
  }),
});

export type AiSafetyPageCopy = z.output<typeof aiSafetyPageSchema>;

/** /tech-strategy-consulting. */
export const consultingPageSchema = z.object({
  hero: hero({
    badge: badge(),
    primaryCta: button("Main button (books a strategy call)"),
    secondaryCta: enquiryButton(),
  }),
  offerings: section("What we offer", { items: featureCards(2, 9) }),
  roadmap: roadmapBand(),
  idealClients: section("Ideal clients", { items: featureCards(2, 8) }),
  whyUs: section("Why us", {
    points: ticks(2, 8, "Reasons"),
    pastEmployersLabel: line(2, 80).meta({
      title: "Heading above the logos",
      description: "Also read out by screen readers as the logo list's name.",
    }),
  }),
  impact: section("Impact cases", {
    items: z
      .array(
        z
          .object({
            client: line(2, 80).meta({ title: "Client" }),
            challenge: paragraph(10, 300).meta({ title: "Challenge" }),
            approach: paragraph(10, 300).meta({ title: "Approach" }),
            result: paragraph(10, 300).meta({ title: "Result" }),
            stat: statSchema.meta({ title: "Figure at the top of the card" }),
          })
          .meta({ title: "Case", itemLabelField: "client" }),
      )
      .min(1)
      .max(6)
      .meta({ title: "Cases", itemLabelField: "client" }),
  }),
  closing: closing("Last band", {
    primary: button("Main button (books a strategy call)"),
    secondary: enquiryButton(),
  }),
});

export type ConsultingPageCopy = z.output<typeof consultingPageSchema>;
