import "./zod-config";

import { z } from "zod";

import { line, lines, paragraph } from "./fields";
import { ONBOARDING_SERVICE_TYPES, type OnboardingChoice } from "./service-types";
import { SERVICE_ICONS } from "./services";

/**
 * /onboarding, "List Your Project": the page's own copy (content/onboarding/page.yaml). The six
 * service cards and their order, the value each sends and the enquiry's service it presets are
 * code (ONBOARDING_SERVICE_TYPES in ./service-types.ts), as are the timeline choices, which are
 * written into the enquiry the team receives (src/features/leads/onboarding-preset.ts). Search
 * title and description: content/page-meta.ts.
 */

/** The same icons as the service cards (content/schemas/services.ts), with the same names. */
const ICONS = Object.keys(SERVICE_ICONS) as [keyof typeof SERVICE_ICONS];

const card = (title: string) =>
  z
    .object({
      title: line(2, 40).meta({ title: "Name" }),
      description: paragraph(10, 160).meta({ title: "Text" }),
      icon: z.enum(ICONS).meta({ title: "Icon", optionLabels: SERVICE_ICONS }),
      features: lines(1, 4, 2, 40).meta({ title: "Short points under the text" }),
    })
    .meta({ title });

export const onboardingPageSchema = z.object({
  eyebrow: line(2, 40).meta({ title: "Small label above the title" }),
  heading: line(10, 100).meta({ title: "Title" }),
  intro: paragraph(20, 300).meta({ title: "Introduction" }),
  serviceLegend: line(2, 80).meta({ title: "1. Question above the service cards" }),
  services: z
    .object({
      mvp: card("Card: MVP development"),
      cto: card("Card: CTO-as-a-service"),
      ai: card("Card: AI automation"),
      marketing: card("Card: Google Ads marketing"),
      safety: card("Card: AI safety and vision"),
      consulting: card("Card: Tech strategy consulting"),
    })
    .meta({
      title: "Service cards",
      description:
        "Six cards, one per service, in a fixed order; each presets the enquiry form to its service when chosen.",
    }),
  noServiceAlert: line(2, 80).meta({
    title: "Message when no service is chosen",
    description: "Shown above the button when it is pressed without a card chosen.",
  }),
  detailsLabel: line(2, 80).meta({ title: "2. Label of the project description box" }),
  detailsHint: line(2, 30).meta({
    title: "Word after an optional question",
    description: "Shown after questions 2 and 3, e.g. “(optional)”.",
  }),
  detailsPlaceholder: paragraph(10, 200).meta({
    title: "Example in the empty description box",
  }),
  timelineLegend: line(2, 80).meta({
    title: "3. Question above the timeline choices",
    description:
      "The four choices themselves are fixed: they are written into the enquiry the team receives.",
  }),
  submit: line(2, 40).meta({ title: "Button", description: "Opens the enquiry form." }),
  notes: lines(1, 4, 2, 40).meta({ title: "Reassurances under the button" }),
});

export type OnboardingPageCopy = z.output<typeof onboardingPageSchema>;

/** A service card as the form shows it: its copy and the value it sends. */
export type OnboardingCard = OnboardingPageCopy["services"][OnboardingChoice] & {
  id: OnboardingChoice;
};

/** The page as its sections take it: the cards as a list, in the form's order. */
export type OnboardingPage = Omit<OnboardingPageCopy, "services"> & { services: OnboardingCard[] };

export function onboardingPage(copy: OnboardingPageCopy): OnboardingPage {
  const ids = Object.keys(ONBOARDING_SERVICE_TYPES) as OnboardingChoice[];
  return { ...copy, services: ids.map((id) => ({ id, ...copy.services[id] })) };
}
