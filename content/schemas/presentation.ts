import "./zod-config";

import { z } from "zod";

import { distinctBy, stats } from "./blocks";
import { tokenText } from "./fields";

/**
 * The CTO presentation's 12 slides (content/presentation/deck.yaml; docs/product.md "CTO
 * presentation"). Rendered on the server only, for a visitor with a valid deck session
 * (docs/decisions/0005-presentation-gate.md). Counts are exact where a slide's grid needs them
 * (four figures in a row, three cards in three columns); lists of ticks fill two columns.
 */

/** The site's settings a slide's text may name in braces; the loader fills them in. */
export const DECK_TOKENS = {
  brand: "the company's name",
  tagline: "the company's tagline",
  founder: "the founder's full name",
  founderFirstName: "the founder's first name",
  founderEmail: "the founder's email address",
  phone: "the phone number",
  monthlyPrice: "the monthly price at the launch discount (“$7,000”)",
  standardPrice: "the standard monthly price (“$10,000”)",
  hoursPerMonth: "the hours of CTO time in a month (“20”)",
  discountPercentage: "the launch discount in per cent, without the sign (“30”)",
  slotsRemaining: "the slots left at the launch price (“2”)",
  pilotOffer: "the offer's pilot badge (“FREE 5-Day CTO Pilot”)",
} as const;

export type DeckToken = keyof typeof DECK_TOKENS;

const tokens = Object.keys(DECK_TOKENS) as DeckToken[];

type TextMeta = { title: string; description: string };

/** One line of a slide; it may name the settings in braces. */
const text = (min: number, max: number, meta: TextMeta) => tokenText(tokens, min, max, meta);

/** A few sentences of a slide; they may name the settings in braces. */
const sentences = (min: number, max: number, meta: TextMeta) =>
  tokenText(tokens, min, max, { ...meta, multiline: true });

/** A list of exactly `count` items, or `min` to `max`. */
const counted = <T extends z.ZodType>(
  item: T,
  [min, max]: readonly [number, number],
  meta: TextMeta,
) => z.array(item).min(min).max(max).meta(meta);

const countText = ([min, max]: readonly [number, number]) =>
  min === max ? `Exactly ${min}.` : `${min} to ${max}.`;

/** What every slide starts with: its name, the small line above the heading, the heading. */
const frame = (slide: string) => ({
  title: text(2, 60, {
    title: "Slide name",
    description: `What the slide counter and screen readers call the ${slide} slide.`,
  }),
  eyebrow: text(2, 60, {
    title: "Line above the heading",
    description: "Short, shown in capitals after the slide's number.",
  }),
  heading: text(10, 90, { title: "Heading", description: "The slide's large title." }),
});

/** The sentences under a slide's heading. */
const lead = () =>
  sentences(20, 220, {
    title: "Introduction",
    description: "One or two sentences under the heading.",
  });

type Card = { title: string; body: string };

/** Cards of a title and a few words, in a grid that needs exactly `count`. */
const cards = (count: number, columns: 2 | 3) =>
  z
    .array(
      z
        .object({
          title: text(2, 60, { title: "Title", description: "The card's title." }),
          body: sentences(10, 180, { title: "Text", description: "One or two sentences." }),
        })
        .meta({ title: "Card", itemLabelField: "title" }),
    )
    .min(count)
    .max(count)
    .superRefine(distinctBy<Card>("title", "cards"))
    .meta({
      title: "Cards",
      description: `Exactly ${count}: the slide shows them in ${columns} columns.`,
      itemLabelField: "title",
    });

/** Four figures in one row. */
const figureRow = () =>
  stats(4, 4).meta({
    title: "Figures",
    description: "Exactly 4, in one row: a short figure (“20+”) and what it counts.",
    itemLabelField: "value",
  });

/** Ticks in two columns. */
const ticks = (
  range: readonly [number, number],
  meta: TextMeta & { min: number; max: number; item: string },
) =>
  counted(text(meta.min, meta.max, { title: meta.item, description: "One line." }), range, {
    title: meta.title,
    description: `${meta.description} ${countText(range)} Shown in two columns, with a tick.`,
  });

type Row = { area: string; before: string; after: string };
/** A quote as the testimonials slide shows it: the words, the name, "role, company". */
export type DeckQuote = { quote: string; name: string; role: string };
type Step = { when: string; what: string };

export const presentationSchema = z
  .object({
    cover: z
      .object({ ...frame("first"), lead: lead(), stats: figureRow() })
      .meta({ title: "1. Cover", description: "The first slide, on a dark background." }),
    problem: z
      .object({
        ...frame("problem"),
        lead: lead(),
        cards: cards(4, 2),
        chart: z
          .object({
            title: text(2, 40, { title: "Title", description: "Above the chart." }),
            plan: text(2, 24, { title: "The plan's line", description: "“The plan”." }),
            reality: text(2, 24, {
              title: "Reality's line",
              description: "The line that stalls: “Without a CTO”.",
            }),
            gap: text(2, 24, {
              title: "The gap",
              description: "Between the two lines at the end: “Months lost”.",
            }),
          })
          .meta({
            title: "The chart",
            description: "Right of the cards: the plan against what happens without a CTO.",
          }),
      })
      .meta({ title: "2. The problem", description: "What stalls founders without a CTO." }),
    solution: z
      .object({ ...frame("solution"), lead: lead(), cards: cards(4, 2), stats: figureRow() })
      .meta({ title: "3. The solution", description: "What the service does, and its figures." }),
    aiFirst: z
      .object({
        ...frame("comparison"),
        lead: lead(),
        caption: text(10, 100, {
          title: "Table's name",
          description: "Read by screen readers before the table; not shown.",
        }),
        columns: z
          .object({
            area: text(2, 40, { title: "First column", description: "Names the rows: “Area”." }),
            before: text(2, 40, {
              title: "Second column",
              description: "The old way: “Traditional development”.",
            }),
            after: text(2, 40, {
              title: "Third column",
              description: "Our way: “AI-first with {brand}”.",
            }),
          })
          .meta({
            title: "Column headings",
            description: "On phones they label each row's two texts.",
          }),
        rows: counted(
          z
            .object({
              area: text(2, 40, { title: "Area", description: "What the row compares." }),
              before: text(2, 60, { title: "The old way", description: "Second column." }),
              after: text(2, 60, { title: "Our way", description: "Third column." }),
            })
            .meta({ title: "Row", itemLabelField: "area" }),
          [3, 6],
          { title: "Rows", description: "3 to 6 rows compared." },
        )
          .superRefine(distinctBy<Row>("area", "rows"))
          .meta({ itemLabelField: "area" }),
      })
      .meta({
        title: "4. AI-first delivery",
        description: "A table: traditional development compared with ours.",
      }),
    pilot: z
      .object({
        ...frame("free pilot"),
        lead: lead(),
        cards: cards(3, 3),
        deliverables: ticks([4, 6], {
          title: "Deliverables",
          description: "What the founder keeps after the pilot.",
          item: "Deliverable",
          min: 5,
          max: 60,
        }),
      })
      .meta({
        title: "5. The free pilot",
        description: "The pilot's five days and what it gives.",
      }),
    // The quotes are not here: the slide shows the testimonials marked "Sales presentation"
    // (content/testimonials/), the same records as the home page's, so a person's name, role,
    // company and words are written once (issue 23 "facts agree").
    testimonials: z
      .object({
        ...frame("testimonials"),
        lead: lead(),
        rating: text(10, 100, { title: "Rating", description: "One line under the quotes." }),
      })
      .meta({
        title: "6. Testimonials",
        description:
          "Three founders' words: the testimonials marked “Sales presentation” under Clients → Testimonials.",
      }),
    team: z
      .object({ ...frame("team"), lead: lead(), stats: figureRow(), cards: cards(3, 3) })
      .meta({ title: "7. The team", description: "Who the founder works with." }),
    pricing: z
      .object({
        ...frame("pricing"),
        lead: lead(),
        pilot: z
          .object({
            name: text(2, 40, { title: "Name", description: "The pilot's box: its name." }),
            price: text(1, 20, { title: "Price", description: "Shown large: “FREE”." }),
            terms: text(10, 140, { title: "Terms", description: "One or two short sentences." }),
          })
          .meta({ title: "The pilot's box" }),
        ongoing: z
          .object({
            name: text(2, 40, { title: "Name", description: "The monthly plan's box: its name." }),
            period: text(2, 30, {
              title: "After the price",
              description: "Beside the monthly price (from the settings): “per month”.",
            }),
            was: text(2, 40, {
              title: "Crossed-out price, read aloud",
              description:
                "What screen readers say for the crossed-out standard price: “was {standardPrice}”.",
            }),
            terms: text(10, 160, {
              title: "Terms",
              description: "The discount, the hours and the contract, in one line.",
            }),
            slots: text(5, 60, {
              title: "Slots badge",
              description: "Shown only while the launch offer is on and slots remain.",
            }),
          })
          .meta({
            title: "The monthly plan's box",
            description: "The price itself is “Offer and prices”, quoted as {monthlyPrice}.",
          }),
        compare: z
          .object({
            title: text(5, 60, { title: "Title", description: "Above the two bars." }),
            fullTime: text(2, 30, { title: "Full-time row", description: "“Full-time CTO”." }),
            fullTimeCost: text(2, 40, {
              title: "Full-time cost",
              description: "Under its name: “$120K+ a year”.",
            }),
            hiring: text(2, 24, { title: "Hiring segment", description: "“Months of hiring”." }),
            contract: text(2, 30, {
              title: "Contract segment",
              description: "“One long contract”.",
            }),
            ours: text(2, 30, { title: "Our row", description: "“{brand}”." }),
            oursCost: text(2, 50, {
              title: "Our cost",
              description: "Under its name: “{monthlyPrice} a month, cancel any month”.",
            }),
            pilot: text(2, 16, { title: "Pilot segment", description: "“Free pilot”." }),
            months: text(2, 30, {
              title: "Under the bars",
              description: "The year the bars cover: “Months 1 to 12”.",
            }),
          })
          .meta({
            title: "The comparison bars",
            description: "Under the boxes: what a founder commits to in a year, each way.",
          }),
      })
      .meta({ title: "8. Pricing", description: "The free pilot and the monthly plan." }),
    timeline: z
      .object({
        ...frame("timeline"),
        lead: lead(),
        span: text(5, 40, {
          title: "Over the track",
          description: "A bracket from the first day to the launch: “About 30 days to launch”.",
        }),
        steps: counted(
          z
            .object({
              when: text(1, 20, { title: "When", description: "“Week 0”, “Days 1-3”." }),
              what: text(10, 80, { title: "What happens", description: "One line." }),
            })
            .meta({ title: "Step", itemLabelField: "when" }),
          [6, 6],
          { title: "Steps", description: "Exactly 6, in three columns." },
        )
          .superRefine(distinctBy<Step>("when", "steps' “When”"))
          .meta({ itemLabelField: "when" }),
      })
      .meta({ title: "9. Timeline", description: "From the first call to a launched product." }),
    idealFounders: z
      .object({
        ...frame("ideal founders"),
        founders: ticks([4, 6], {
          title: "Who it is for",
          description: "Each a kind of founder or team.",
          item: "Who",
          min: 10,
          max: 80,
        }),
      })
      .meta({ title: "10. Ideal founders", description: "Who the service is for." }),
    callToAction: z
      .object({
        ...frame("next step"),
        lead: lead(),
        promises: ticks([2, 4], {
          title: "Promises",
          description: "What starting costs the founder (nothing).",
          item: "Promise",
          min: 10,
          max: 70,
        }),
        consultation: text(2, 40, {
          title: "Consultation button",
          description: "Opens the enquiry form; beside the “List Your Project” button.",
        }),
      })
      .meta({ title: "11. Next step", description: "How to start the pilot." }),
    closing: z
      .object({
        ...frame("last"),
        lead: lead(),
        pilotDetails: text(2, 40, {
          title: "Pilot page button",
          description: "Opens the free pilot's page (/cto-service).",
        }),
        booking: text(2, 60, {
          title: "Before the booking link",
          description: "Followed by the booking link's words.",
        }),
        bookingLink: text(2, 30, {
          title: "Booking link",
          description: "Opens the booking page from the site's settings.",
        }),
      })
      .meta({ title: "12. Thank you", description: "The last slide, on a dark background." }),
  })
  .meta({
    title: "Sales presentation",
    description: `The words of /cto-presentation's 12 slides. In braces, a setting: ${Object.entries(
      DECK_TOKENS,
    )
      .map(([name, what]) => `{${name}} is ${what}`)
      .join("; ")}.`,
  });

/** The words of content/presentation/deck.yaml, as the file holds them. */
export type PresentationFile = z.output<typeof presentationSchema>;

/** The three testimonials the slide shows (content/testimonials/, marked "deck"). */
export const DECK_QUOTES = 3;
/** The longest quote the slide's three columns hold. */
export const DECK_QUOTE_MAX = 200;

/**
 * What the slides draw: the file's words with the testimonials slide's quotes read from the
 * testimonial records (src/features/presentation/deck-testimonials.ts).
 */
export type PresentationCopy = Omit<PresentationFile, "testimonials"> & {
  testimonials: PresentationFile["testimonials"] & { quotes: DeckQuote[] };
};
