import "./zod-config";

import { z } from "zod";

import { line } from "./fields";

/**
 * The offer: prices, the launch discount, the pilot's name and the buttons that sell it
 * (content/site/offer.json). Every page, the presentation and the search data quote these, so one
 * change reaches them all; texts elsewhere quote the prices as {discounted}, {standard}…
 * JSON, not YAML: the site's settings read it synchronously, bundled (src/config/load-site-config.ts).
 */

const amount = (title: string, description: string) =>
  z.int().min(1).max(1_000_000).meta({ title, description });

const buttonLabel = (title: string, description?: string) =>
  line(2, 60).meta({ title, description });

export const offerSchema = z.object({
  launchOffer: z
    .object({
      isActive: z.boolean().meta({
        title: "The launch offer is on",
        description: "Off: the presentation stops showing the slots left.",
      }),
      title: line(2, 40).meta({
        title: "Name of the offer",
        description: "Before the discount on the pricing card: “Launch pricing: 30% off”.",
      }),
      slotsRemaining: z.int().min(0).max(99).meta({
        title: "Slots left at the launch price",
        description: "Quoted as {slotsRemaining}, e.g. “only 2 slots remaining this month”.",
      }),
      discountPercentage: z.int().min(1).max(90).meta({
        title: "Discount in per cent",
        description: "Quoted as {discountPercentage}; it should match the two monthly prices.",
      }),
    })
    .meta({ title: "Launch offer" }),
  pricing: z
    .object({
      standardRate: amount("Standard monthly price", "Quoted as {standard}, crossed out."),
      discountedRate: amount(
        "Monthly price at the launch discount",
        "Quoted as {discounted}; no more than the standard price.",
      ),
      pilotPrice: amount(
        "Price of a paid pilot",
        "Quoted as {pilot}; the 5-day CTO pilot itself stays free.",
      ),
      currency: z.enum(["USD", "INR", "EUR", "GBP"]).meta({
        title: "Currency",
        optionLabels: {
          USD: "US dollars ($)",
          INR: "Indian rupees (₹)",
          EUR: "Euros (€)",
          GBP: "Pounds (£)",
        },
      }),
      hoursPerMonth: z.int().min(1).max(200).meta({
        title: "Hours of CTO time a month",
        description: "Quoted as {hoursPerMonth}.",
      }),
    })
    .refine((pricing) => pricing.discountedRate <= pricing.standardRate, {
      message: "the discounted price must not be more than the standard price",
      path: ["discountedRate"],
    })
    .meta({ title: "Prices" }),
  messages: z
    .object({
      pilotOffer: line(5, 60).meta({
        title: "The pilot's name",
        description: "On badges and banners across the site: “FREE 5-Day CTO Pilot”.",
      }),
    })
    .meta({ title: "Messages" }),
  cta: z
    .object({
      listProject: buttonLabel("Button to list a project"),
      startPilot: buttonLabel("Button to start the pilot"),
      getStarted: buttonLabel("Short button to get started"),
      riskFreePilot: buttonLabel("Button to start the pilot, risk-free"),
      listProjectPilot: buttonLabel("Button to list a project and start the pilot"),
      bookCall: buttonLabel("Button to book a call"),
    })
    .meta({ title: "Buttons shared by every page" }),
});

export type Offer = z.output<typeof offerSchema>;
