import "./zod-config";

import { z } from "zod";

import { distinctBy, featureCardSchema, type FeatureCard } from "./blocks";
import { line, optionalText, tokenText } from "./fields";
import { heading } from "./section-fields";

/**
 * What the blocks of content/schemas/page-blocks.ts are made of: buttons and their labels, the
 * heading, introduction and background every block has, cards, and lists a block may leave out.
 */

/** The labels the offer gives its buttons and badge (content/site/offer.json), as `{name}`. */
export const OFFER_LABELS = [
  "startPilot",
  "listProject",
  "riskFreePilot",
  "getStarted",
  "listProjectPilot",
  "bookCall",
  "pilotOffer",
] as const;

/** A button's or badge's label; the offer's own labels may be quoted as {startPilot}… */
export const label = (title: string, max = 40) =>
  tokenText(OFFER_LABELS, 2, max, {
    title,
    tokensHelp:
      "The offer's labels may be written as {startPilot}, {listProject}, {riskFreePilot}, {getStarted}, {listProjectPilot}, {bookCall} or {pilotOffer}.",
  });

/** Where a button leads. */
export const ACTION_TARGETS = {
  enquiry: "Opens the enquiry form (preset to the page's service)",
  call: "Books a 30-minute call (the scheduling page)",
  onboarding: "The project form (/onboarding)",
  presentation: "The CTO presentation (/cto-presentation)",
} as const;

export const actionSchema = z
  .object({
    to: z
      .enum(Object.keys(ACTION_TARGETS) as [keyof typeof ACTION_TARGETS])
      .meta({ title: "Leads to", optionLabels: ACTION_TARGETS }),
    label: label("Label"),
    emphasis: z
      .enum(["auto", "primary", "secondary"])
      .default("auto")
      .meta({
        title: "Look",
        optionLabels: {
          auto: "As its place says (the first button leads)",
          primary: "Filled",
          secondary: "Outlined / light",
        },
      }),
  })
  .meta({ title: "Button", itemLabelField: "label" });

export type Action = z.output<typeof actionSchema>;

export const actions = (min: number, max: number) =>
  z.array(actionSchema).min(min).max(max).meta({ title: "Buttons", itemLabelField: "label" });

/**
 * A list a block may leave out: none, or `min` and more. The editor writes an emptied list as
 * `[]`, so an empty list reads as absent (and the editor shows no lower limit for it).
 */
export const orNone = <Item extends z.ZodType>(list: z.ZodArray<Item>, min: number) =>
  list
    .refine((items) => items.length === 0 || items.length >= min, `at least ${min}, or none`)
    .optional()
    .transform((items) => (items?.length ? items : undefined))
    .meta(list.meta() ?? {});

/** A section's address on the page (#…) and its heading, line under it and background. */
export const header = {
  id: line(2, 40)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lower-case words joined by dashes, e.g. why-us")
    .meta({
      title: "Anchor",
      description: "The section's address on the page (/page#anchor): lower-case words and dashes.",
      patternMessage: "Lower-case letters, digits and dashes.",
    }),
  heading: heading(),
  intro: optionalText(500, { multiline: true }).meta({ title: "Introduction" }),
  tone: z
    .enum(["white", "muted", "dark"])
    .default("white")
    .meta({
      title: "Background",
      optionLabels: { white: "Plain", muted: "Tinted", dark: "Dark navy" },
    }),
};

/** A card of a grid: its icon is optional (numbered steps have none). */
const gridCard = featureCardSchema.extend({
  icon: featureCardSchema.shape.icon.optional(),
});

export const gridCards = (min: number, max: number) =>
  z
    .array(gridCard)
    .min(min)
    .max(max)
    .superRefine(distinctBy<Omit<FeatureCard, "icon">>("title", "cards"))
    .meta({ title: "Cards", itemLabelField: "title" });

/**
 * Whether a kind of block ends the page it closes (docs/design-system.md "Calls to action": one
 * closing section per page, and a page that ends with none is closed by the footer's band):
 * - "always": a closing band; it must be the page's last section.
 * - "when-last": it ends the page when it is the last section, and may stand anywhere else.
 * - { field }: where the editor ticks that field; only the last section may have it ticked.
 */
export type BlockEnding<Shape> = "always" | "when-last" | { field: keyof Shape & string };

/**
 * One kind of block: its `discriminant`, the editor's name for it, its fields, and whether it
 * ends the page (content/block-pages.ts checks and reads `ending`). How it is loaded and drawn:
 * src/components/sections/blocks/block-kinds.tsx.
 */
export const block = <Type extends string, Shape extends z.ZodRawShape>(
  type: Type,
  title: string,
  shape: Shape,
  ending?: BlockEnding<Shape>,
) =>
  Object.assign(
    z.object({
      discriminant: z.literal(type),
      value: z.object(shape).meta({ title }),
    }),
    { ending },
  );
