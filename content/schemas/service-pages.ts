import "../../src/lib/zod-config";

import { z } from "zod";

import { faqs, featureCards, offerText, stats, ticks, timeline } from "./blocks";
import { line, paragraph, titledItemList } from "./fields";

/**
 * The service pages' own copy, one file each: content/service-pages/<page>.yaml (the file
 * is named after the page's address). Their search titles and descriptions stay in
 * content/service-pages/meta.ts. Cards, figures, timelines and questions are the shared blocks of
 * ./blocks.ts.
 *
 * Not here, on purpose: the offer's prices, its "FREE 5-Day CTO Pilot" badge and the pilot's
 * button labels (the site's offer settings, src/config/load-site-config.ts, shared with the
 * presentation and the home page; texts here quote the prices as {discounted}…), the company
 * logos (content/company-logos.ts), the founder's name and links (the site's settings), and
 * where each button leads (the pages' code).
 */

const heading = () => line(2, 80).meta({ title: "Heading" });
const intro = () => paragraph(10, 500).meta({ title: "Introduction" });
const button = (title: string, description?: string) => line(2, 40).meta({ title, description });

/** A band of the page: its heading, the line under it, and what the band holds. */
const section = <Shape extends z.ZodRawShape>(title: string, shape: Shape) =>
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

const badge = () => line(2, 60).meta({ title: "Small label above the title" });

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
const faqSection = (title: string) =>
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
    description: "The logos themselves are content/company-logos.ts.",
  });

const callButton = () => button("Button to book a call");
const enquiryButton = (description?: string) =>
  button("Button that opens the enquiry form", description);

/** /cto-service, the free 5-day CTO pilot. */
export const ctoPilotPageSchema = z.object({
  hero: hero({
    secondaryCta: callButton(),
  }).meta({
    title: "Top of the page",
    description:
      "The label above the title and the main button are the offer's (“FREE 5-Day CTO Pilot”, “Start Risk-Free Pilot – FREE”): the site's offer settings.",
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
      videoTitle: line(5, 80).meta({ title: "Video's title (read out by screen readers)" }),
      videoCaption: line(5, 160).meta({ title: "Caption under the video" }),
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
export const ctoServicesPageSchema = z.object({
  hero: hero({
    badge: badge(),
    primaryCta: enquiryButton(),
    secondaryCta: callButton(),
  }),
  deliverables: section("What you get every month", { items: featureCards(2, 9) }),
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
