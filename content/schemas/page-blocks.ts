import "./zod-config";

import { z } from "zod";

import { SERVICE_TYPES } from "./service-types";
import { faqs, offerText, stats, statSchema, ticks, timeline } from "./blocks";
import { actions, actionSchema, block, gridCards, header, label, orNone } from "./block-fields";
import { productBandDrawing, successSnapshotSchema } from "./drawings";
import { assetImage, line, optionalText, paragraph } from "./fields";
import { LOGO_GROUPS } from "./logos";
import { TESTIMONIAL_PLACES } from "./testimonials";

/**
 * The blocks a page is built from (content/pages/*.yaml `sections`), one schema each, checked as
 * one discriminated union, each saying whether it ends the page. The editor's block picker is
 * generated from the same schemas (src/features/editor/fields-from-schema.ts); how each kind is
 * loaded and drawn is its entry in src/components/sections/blocks/block-kinds.tsx. A new kind of
 * block is a schema here and an entry there. A block is written as the editor writes it:
 * `discriminant` (the block's kind) and `value` (its fields); the pages read it as `type` and the
 * fields (docs/decisions/0030-block-pages.md). Their fields: ./block-fields.ts; the drawings: ./drawings.ts.
 */

export const featureGridBlock = block("feature-grid", "Grid of cards", {
  ...header,
  columns: z.enum(["2", "3", "4"]).default("3").meta({ title: "Cards per row (wide screens)" }),
  numbered: z.boolean().default(false).meta({ title: "Number the cards 1, 2, 3…" }),
  items: gridCards(2, 12),
  stats: orNone(stats(0, 4, "Figures under the cards"), 2),
});

export const productBandBlock = block(
  "product-band",
  "Text beside a drawing",
  {
    ...header,
    items: orNone(gridCards(0, 7), 2),
    numbered: z.boolean().default(false).meta({ title: "Number the points 1, 2, 3…" }),
    drawingFirst: z.boolean().default(false).meta({ title: "Drawing on the left (wide screens)" }),
    drawing: productBandDrawing,
    closing: z.boolean().default(false).meta({
      title: "Ends the page",
      description:
        "Its actions are the page's closing call to action, so the footer adds no band of its own. Only the last section may end the page.",
    }),
  },
  { field: "closing" },
);

export const textAndPictureBlock = block("text-and-picture", "Text and picture", {
  ...header,
  paragraphs: z
    .array(paragraph(20, 700).meta({ title: "Paragraph" }))
    .min(1)
    .max(4)
    .meta({ title: "Text" }),
  points: orNone(ticks(0, 6, "Ticks under the text"), 2),
  picture: assetImage("pages", 2).meta({
    title: "Picture",
    description: "A photo or drawing, at least 1200 pixels wide.",
  }),
  pictureAlt: line(5, 160).meta({
    title: "What the picture shows",
    description: "Read out by screen readers.",
  }),
  pictureFirst: z.boolean().default(false).meta({ title: "Picture on the left (wide screens)" }),
  actions: orNone(actions(0, 2), 1),
});

export const statsBlock = block("stats", "Figures", { ...header, stats: stats(2, 4) });

export const logoWallBlock = block("logo-wall", "Company logos", {
  ...header,
  stats: orNone(stats(0, 4, "Figures above the logos"), 2),
  points: orNone(ticks(0, 8, "Ticks above the logos"), 2),
  logos: z
    .enum(["all", ...LOGO_GROUPS])
    .default("all")
    .meta({
      title: "Which logos",
      description: "The logos themselves are under Clients, “Company logos”.",
      optionLabels: { all: "All", enterprise: "Enterprise", startup: "Start-ups" },
    }),
  logosLabel: line(2, 80).meta({ title: "Name of the logo list (read out by screen readers)" }),
  showLabel: z.boolean().default(false).meta({ title: "Also show that name above the logos" }),
});

export const processStepsBlock = block("process-steps", "Steps on a timeline", {
  ...header,
  steps: timeline(2, 8),
  after: offerText(20, 400, { title: "Text under the steps", multiline: true }).optional(),
  actions: orNone(actions(0, 2), 1),
});

export const pricingBlock = block("pricing", "Price card (the offer)", {
  ...header,
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
  action: actionSchema,
});

export const caseStudyBlock = block("case-study", "Case-study highlight", {
  ...header,
  eyebrow: line(2, 40).meta({ title: "Small label above the heading" }),
  title: line(10, 100).meta({ title: "Story's title" }),
  text: paragraph(40, 700).meta({ title: "Story" }),
  stats: stats(1, 4),
  link: label("Link to the case study"),
  caseStudy: line(2, 80)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "a case study's address, e.g. safesight-ai-safety")
    .meta({
      title: "The case study the story tells",
      description: "Its address, as in Work → Case studies (e.g. safesight-ai-safety).",
      patternMessage: "Lower-case letters, digits and dashes: a case study's address.",
    }),
});

export const storyCardsBlock = block("story-cards", "Client stories", {
  ...header,
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
});

export const impactCasesBlock = block("impact-cases", "Challenge, approach, result", {
  ...header,
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
});

export const beforeAfterBlock = block("before-after", "Before and after", {
  ...header,
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
});

export const toolGroupsBlock = block("tool-groups", "Groups of tools", {
  ...header,
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
});

export const snapshotsBlock = block("snapshots", "Results (spent, result, time)", {
  ...header,
  items: z
    .array(successSnapshotSchema)
    .min(1)
    .max(8)
    .meta({ title: "Snapshots", itemLabelField: "client" }),
});

export const testimonialsBlock = block("testimonials", "Testimonials", {
  ...header,
  shownOn: z.enum(TESTIMONIAL_PLACES).meta({
    title: "Which testimonials",
    description: "Those marked for this place under Clients → Testimonials.",
  }),
});

export const founderBlock = block("founder", "The founder", {
  ...header,
  eyebrow: optionalText(40).meta({ title: "Small label above the heading" }),
  role: line(2, 60).meta({
    title: "Founder's role",
    description: "Under the name (the name is the site's settings).",
  }),
  bio: z
    .array(paragraph(40, 700).meta({ title: "Paragraph" }))
    .min(1)
    .max(4)
    .meta({ title: "About the founder" }),
  facts: orNone(ticks(0, 6, "Facts beside the text"), 2),
  link: label("Link to the founder's experience page"),
  video: z
    .discriminatedUnion("discriminant", [
      z.object({ discriminant: z.literal("none"), value: z.object({}).meta({ title: "None" }) }),
      z.object({
        discriminant: z.literal("explainer"),
        value: z
          .object({
            title: line(5, 80).meta({
              title: "Video's title",
              description: "Shown on the poster and read out by screen readers.",
            }),
            caption: line(5, 160).meta({ title: "Caption under the video" }),
            duration: z
              .string()
              .regex(/^(?:\d{1,2}:)?[0-5]?\d:[0-5]\d$/, "minutes and seconds, e.g. 3:05")
              .meta({
                title: "Video's length",
                description: "Minutes and seconds as the player shows them, e.g. 3:05.",
              }),
            poster: assetImage("video", 2).meta({
              title: "Poster frame",
              description:
                "What the video shows before it plays: 16:9, at least 1280 × 720 pixels (a still from the video or a drawing).",
            }),
          })
          .meta({ title: "The explainer video" }),
      }),
    ])
    .default({ discriminant: "none", value: {} })
    .meta({
      title: "Beside the text",
      optionLabels: { none: "Nothing", explainer: "The explainer video" },
    }),
});

export const faqBlock = block("faq", "Questions and answers", {
  ...header,
  items: faqs(1, 12),
  firstOpen: z.boolean().default(false).meta({ title: "First answer open" }),
});

export const ctaBandBlock = block(
  "cta-band",
  "Closing band with buttons",
  {
    id: header.id,
    heading: header.heading,
    text: paragraph(20, 500).meta({ title: "Text" }),
    points: orNone(ticks(0, 6, "Ticks under the text"), 2),
    actions: actions(1, 2),
    framed: z.boolean().default(false).meta({
      title: "Hairlines above and below in the dark theme",
      description: "For a band between a tinted section and the footer.",
    }),
  },
  "always",
);

export const enquiryFormBlock = block(
  "enquiry-form",
  "Enquiry form",
  {
    ...header,
    service: z.enum(SERVICE_TYPES).meta({
      title: "Service chosen in the form",
      description: "The visitor can still change it.",
    }),
  },
  "when-last",
);

/** Every block a page may hold, by its `discriminant`. */
export const pageBlockSchema = z.discriminatedUnion("discriminant", [
  featureGridBlock,
  productBandBlock,
  textAndPictureBlock,
  statsBlock,
  logoWallBlock,
  processStepsBlock,
  pricingBlock,
  caseStudyBlock,
  storyCardsBlock,
  impactCasesBlock,
  beforeAfterBlock,
  toolGroupsBlock,
  snapshotsBlock,
  testimonialsBlock,
  founderBlock,
  faqBlock,
  ctaBandBlock,
  enquiryFormBlock,
]);

type BlockInput = z.output<typeof pageBlockSchema>;

/** A block as the pages read it: its kind as `type`, beside its fields. */
export type PageBlock = {
  [K in BlockInput["discriminant"]]: { type: K } & Extract<
    BlockInput,
    { discriminant: K }
  >["value"];
}[BlockInput["discriminant"]];

export type BlockOf<K extends PageBlock["type"]> = Extract<PageBlock, { type: K }>;

export const toPageBlock = (block: BlockInput): PageBlock =>
  ({ type: block.discriminant, ...block.value }) as PageBlock;

export type Drawing = BlockOf<"product-band">["drawing"];
