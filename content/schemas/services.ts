import "./zod-config";

import { z } from "zod";

import { ONBOARDING_SERVICE_TYPES, SERVICE_TYPES } from "./service-types";
import { SERVICE_TILE_COLOURS } from "./service-tile-colours";
import { line, lines, paragraph } from "./fields";
import { PAGE_PATH } from "./pages";

/**
 * The six services (docs/product.md §1), one file each: content/services/<id>.yaml (the file name
 * is the card's id on the home page). Each is a card: icon, title, text, four features, a button.
 *
 * What stays code, on purpose: the enquiry form's service options and onboarding's cards
 * (./service-types.ts: the server validates every enquiry against them), the tile colours
 * (./service-tile-colours.ts) and the header's and footer's service links (content/navigation.ts),
 * which every page's layout reads synchronously. A service's file chooses among them by name.
 */

/** Icons a service may show; src/components/sections/service-icon.tsx draws each one. */
export const SERVICE_ICONS = {
  compass: "Compass",
  rocket: "Rocket",
  megaphone: "Megaphone",
  bot: "Robot",
  shield: "Shield with a tick",
  lightbulb: "Light bulb",
  presentation: "Presentation board",
} as const;

export type ServiceIcon = keyof typeof SERVICE_ICONS;

const keysOf = <T extends object>(record: T) => Object.keys(record) as [keyof T & string];

/** "none": the card's button opens the enquiry form instead of onboarding. */
const NO_ONBOARDING_CARD = "none";

export const serviceSchema = z.object({
  title: line(3, 60).meta({
    title: "Title",
    description: "The card's heading; links to its page.",
  }),
  position: z.int().min(1).max(99).meta({
    title: "Position",
    description: "Order of the cards on the home page: smaller numbers come first.",
  }),
  icon: z.enum(keysOf(SERVICE_ICONS)).meta({ title: "Icon", optionLabels: SERVICE_ICONS }),
  colour: z.enum(keysOf(SERVICE_TILE_COLOURS)).meta({
    title: "Colour of the icon's tile",
    optionLabels: Object.fromEntries(
      Object.entries(SERVICE_TILE_COLOURS).map(([name, colour]) => [name, colour.label]),
    ),
  }),
  description: paragraph(40, 200).meta({ title: "Text", description: "One or two sentences." }),
  features: lines(4, 4, 2, 40).meta({
    title: "Features",
    description: "Exactly four short ticks under the text.",
  }),
  buttonLabel: line(2, 30).meta({ title: "Button", description: "E.g. “List Your Project”." }),
  page: line(2, 80).regex(PAGE_PATH, "a page's address, e.g. /cto-services").meta({
    title: "Page the title links to",
    description:
      "The address of one of the pages under Services → Pages made of blocks, e.g. /cto-services.",
    patternMessage: "/ then lower-case words joined by dashes.",
  }),
  onboarding: z
    .enum([...keysOf(ONBOARDING_SERVICE_TYPES), NO_ONBOARDING_CARD])
    .transform((card) => (card === NO_ONBOARDING_CARD ? null : card))
    .meta({
      title: "The button opens onboarding with this card chosen",
      description:
        "“List Your Project” (/onboarding) has a card for each service. For a service without one, choose “None”: the button opens the enquiry form, set to the service below.",
      optionLabels: { ...ONBOARDING_SERVICE_TYPES, none: "None: open the enquiry form" },
    }),
  enquiryService: z.enum(SERVICE_TYPES).meta({
    title: "Service in the enquiry form",
    description: "What the enquiry form is set to when the button opens it.",
  }),
});

export type ServiceRecord = z.output<typeof serviceSchema>;
export type Service = ServiceRecord & { id: string };
