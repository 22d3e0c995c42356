import "./zod-config";

import { z } from "zod";

import { line, optionalText, paragraph } from "./fields";

/**
 * Pieces several pages are built from, defined once: feature cards, figures, timelines and
 * questions (the service pages, content/service-pages/*.yaml; the founder's page reads the same
 * types). The sections in src/components/sections/ draw them.
 */

/** Icons a card may show; src/components/sections/content-icon.tsx draws each one. */
export const CONTENT_ICONS = {
  "bar-chart": "Bar chart",
  bot: "Robot",
  brain: "Brain",
  briefcase: "Briefcase",
  building: "Building",
  calendar: "Calendar",
  camera: "Camera",
  check: "Tick in a circle",
  clock: "Clock",
  code: "Code brackets",
  compass: "Compass",
  factory: "Factory",
  "file-text": "Document",
  flask: "Laboratory flask",
  gauge: "Gauge",
  globe: "Globe",
  graduation: "Graduation cap",
  "hard-hat": "Hard hat",
  handshake: "Handshake",
  layers: "Layers",
  lightbulb: "Light bulb",
  "line-chart": "Line chart",
  lock: "Padlock",
  mail: "Envelope",
  map: "Map",
  megaphone: "Megaphone",
  message: "Speech bubble",
  pen: "Pen",
  "piggy-bank": "Piggy bank",
  rocket: "Rocket",
  search: "Magnifying glass",
  settings: "Cog",
  shield: "Shield with a tick",
  "shopping-cart": "Shopping cart",
  sparkles: "Sparkles",
  target: "Target",
  "trending-up": "Arrow trending up",
  truck: "Lorry",
  user: "One person",
  users: "Group of people",
  warehouse: "Warehouse",
  wrench: "Spanner",
  zap: "Lightning bolt",
} as const;

export type ContentIconName = keyof typeof CONTENT_ICONS;

const iconNames = Object.keys(CONTENT_ICONS) as [ContentIconName, ...ContentIconName[]];

/** One icon from CONTENT_ICONS, chosen by its picture's name. */
export const contentIcon = () =>
  z.enum(iconNames).meta({ title: "Icon", optionLabels: CONTENT_ICONS });

/** A list whose items must differ in `key` (the page tells items apart by it). */
export const distinctBy =
  <Item>(key: keyof Item & string, what: string) =>
  (items: readonly Item[], context: z.RefinementCtx<readonly Item[]>) => {
    const seen = new Set<unknown>();
    items.forEach((item, index) => {
      if (seen.has(item[key])) {
        context.addIssue({
          code: "custom",
          message: `two ${what} say the same; make each one different`,
          path: [index, key],
        });
      }
      seen.add(item[key]);
    });
  };

/** A figure and what it counts ("95%", "Client retention"). */
export const statSchema = z
  .object({
    value: line(1, 20).meta({
      title: "Figure",
      description: "Short: “95%”, “30 days”, “2 → 20+”.",
    }),
    label: line(2, 60).meta({ title: "What it counts" }),
  })
  .meta({ title: "Figure", itemLabelField: "value" });

export type Stat = z.output<typeof statSchema>;

/** `min` to `max` figures shown side by side. */
export const stats = (min: number, max: number, title = "Figures") =>
  z
    .array(statSchema)
    .min(min)
    .max(max)
    .superRefine(distinctBy<Stat>("label", "figures"))
    .meta({ title, itemLabelField: "value" });

/** A card with an icon, a title, a text and, optionally, a figure at its foot. */
export const featureCardSchema = z
  .object({
    icon: contentIcon(),
    title: line(2, 80).meta({ title: "Title" }),
    description: paragraph(10, 320).meta({ title: "Text" }),
    stat: optionalText(60).meta({
      title: "Figure at the foot of the card",
      description: "Optional, e.g. “95% PPE compliance reached”.",
    }),
  })
  .meta({ title: "Card", itemLabelField: "title" });

export type FeatureCard = z.output<typeof featureCardSchema>;

/** `min` to `max` cards with icons (reasons, offerings, benefits, audiences…). */
export const featureCards = (min: number, max: number, title = "Cards") =>
  z
    .array(featureCardSchema)
    .min(min)
    .max(max)
    .superRefine(distinctBy<FeatureCard>("title", "cards"))
    .meta({ title, itemLabelField: "title" });

/**
 * What a grid of cards draws (src/components/sections/feature-grid.tsx): a feature card, or a
 * card with only a title and a text (numbered steps, perks, beliefs).
 */
export type Feature = Pick<FeatureCard, "title" | "description"> &
  Partial<Pick<FeatureCard, "icon" | "stat">> & {
    /** Short bullet points under the text. */
    points?: readonly string[];
  };

/** A step of a timeline ("Days 1-3", its title, text and a few points). */
export const timelineStepSchema = z
  .object({
    label: line(1, 30).meta({
      title: "When",
      description: "Shown above the step: “Days 1-3”, “Week 1”, “Step 2”.",
    }),
    title: line(2, 80).meta({ title: "Title" }),
    description: paragraph(10, 400).meta({ title: "Text" }),
    points: z
      .array(line(2, 80).meta({ title: "Point" }))
      .max(6)
      .optional()
      .meta({ title: "Points", description: "Optional: a few short ticks under the text." }),
  })
  .meta({ title: "Step", itemLabelField: "title" });

export type TimelineStep = z.output<typeof timelineStepSchema>;

/** `min` to `max` steps, shown in order down a line. */
export const timeline = (min: number, max: number, title = "Steps") =>
  z
    .array(timelineStepSchema)
    .min(min)
    .max(max)
    .superRefine(distinctBy<TimelineStep>("label", "steps' “When”"))
    .meta({ title, itemLabelField: "title" });

/** The offer's figures a text may quote (src/lib/offer-prices.ts makes them from content/site/offer.json). */
export const OFFER_FIGURES = {
  discounted: "the monthly price at the launch discount (“$7,000”)",
  standard: "the standard monthly price (“$10,000”)",
  pilot: "the pilot's price (“$1,499”)",
  discountPercentage: "the launch discount in per cent, without the sign (“30”)",
  hoursPerMonth: "the hours of CTO time in a month (“20”)",
  slotsRemaining: "the slots left at the launch price (“2”)",
} as const;

export type OfferFigure = keyof typeof OFFER_FIGURES;

/** Any text but braces, or one of the offer's figures in braces. */
const OFFER_TEXT = new RegExp(`^(?:[^{}]|\\{(?:${Object.keys(OFFER_FIGURES).join("|")})\\})*$`);
const OFFER_TEXT_MESSAGE = `braces hold one of the offer's figures: ${Object.keys(OFFER_FIGURES)
  .map((name) => `{${name}}`)
  .join(", ")}`;
const OFFER_TEXT_HELP = `Prices come from “Offer and prices”; write them as ${Object.entries(
  OFFER_FIGURES,
)
  .map(([name, what]) => `{${name}} for ${what}`)
  .join(", ")}.`;

/**
 * A text that may quote the offer's prices as `{discounted}`, `{standard}`… (OFFER_FIGURES):
 * the pages fill them from the offer configuration, so a price change in one place reaches every
 * text (src/features/services/offer-figures.ts).
 */
export const offerText = (
  min: number,
  max: number,
  meta: { title: string; description?: string; multiline?: boolean },
) =>
  (meta.multiline ? paragraph(min, max) : line(min, max))
    .regex(OFFER_TEXT, OFFER_TEXT_MESSAGE)
    .meta({
      title: meta.title,
      description: [meta.description, OFFER_TEXT_HELP].filter(Boolean).join(" "),
      patternMessage: `Only the offer's figures go in braces: ${Object.keys(OFFER_FIGURES)
        .map((name) => `{${name}}`)
        .join(", ")}.`,
    });

/** A question and its answer; an answer may quote the offer's prices. */
export const faqSchema = z
  .object({
    question: line(5, 160).meta({ title: "Question" }),
    answer: offerText(10, 700, { title: "Answer", multiline: true }),
  })
  .meta({ title: "Question", itemLabelField: "question" });

export type Faq = z.output<typeof faqSchema>;

/** `min` to `max` questions; also sent to search engines as the page's FAQ. */
export const faqs = (min: number, max: number) =>
  z.array(faqSchema).min(min).max(max).superRefine(distinctBy<Faq>("question", "questions")).meta({
    title: "Questions",
    description: "Also sent to search engines as the page's questions and answers.",
    itemLabelField: "question",
  });

/** A list of `min` to `max` short ticks (highlights, what a plan includes…). */
export const ticks = (min: number, max: number, title: string, description?: string) =>
  z
    .array(line(2, 80).meta({ title: "Item" }))
    .min(min)
    .max(max)
    .meta({ title, description });
