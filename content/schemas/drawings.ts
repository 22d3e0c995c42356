import "./zod-config";

import { z } from "zod";

import { contentIcon, stats } from "./blocks";
import { actionSchema } from "./block-fields";
import { line, lines, paragraph } from "./fields";

/**
 * The drawn product bands a block page may show beside its text (content/schemas/page-blocks.ts
 * `product-band`): each drawing's figures and labels are data, the drawing itself is code
 * (src/components/illustrations/…), so the numbers on it can change without a developer.
 */

/** The tone of a status pill on a drawn product band (green: done, blue: next, grey: watch). */
const bandTone = () =>
  z.enum(["done", "next", "watch"]).meta({
    title: "Colour",
    optionLabels: { done: "Green (done)", next: "Blue (next)", watch: "Grey (to watch)" },
  });

/** The roadmap board an engagement ends on: quarters, lanes of work and the decision log. */
export const roadmapBoardSchema = z
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
  .meta({ title: "The board" });

export type RoadmapBoard = z.output<typeof roadmapBoardSchema>;

/** The CTO's week and the engineering-health dashboard the founder reads. */
export const healthDashboardSchema = z
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
  .meta({ title: "The dashboard" });

export type HealthDashboard = z.output<typeof healthDashboardSchema>;

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
export const campaignDashboardSchema = z
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
            costPerLead: z.number().int().min(1).max(100_000).meta({ title: "Cost per lead in ₹" }),
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

export type CampaignDashboard = z.output<typeof campaignDashboardSchema>;

/** The drawing beside a product band's text. */
export const productBandDrawing = z
  .discriminatedUnion("discriminant", [
    z.object({ discriminant: z.literal("health"), value: healthDashboardSchema }),
    z.object({
      discriminant: z.literal("campaigns"),
      value: z
        .object({
          dashboard: campaignDashboardSchema,
          stats: stats(2, 4, "Figures under the dashboard"),
        })
        .meta({ title: "Campaign dashboard" }),
    }),
    z.object({ discriminant: z.literal("roadmap"), value: roadmapBoardSchema }),
    z.object({
      discriminant: z.literal("detection"),
      value: z
        .object({
          title: line(5, 80).meta({ title: "Title" }),
          caption: paragraph(20, 300).meta({ title: "Caption" }),
        })
        .meta({ title: "Camera dashboard still" }),
    }),
    z.object({
      discriminant: z.literal("figures"),
      value: z.object({ stats: stats(2, 4) }).meta({ title: "Figures, one under another" }),
    }),
    z.object({
      discriminant: z.literal("cards"),
      value: z
        .object({
          cards: z
            .array(
              z
                .object({
                  title: line(2, 60).meta({ title: "Title" }),
                  text: paragraph(20, 300).meta({ title: "Text" }),
                  action: actionSchema,
                })
                .meta({ title: "Card", itemLabelField: "title" }),
            )
            .min(1)
            .max(3)
            .meta({ title: "Cards", itemLabelField: "title" }),
        })
        .meta({ title: "Cards with a button each" }),
    }),
  ])
  .meta({
    title: "Beside the text",
    optionLabels: {
      health: "Engineering-health dashboard",
      campaigns: "Google Ads campaign dashboard",
      roadmap: "Roadmap board",
      detection: "Camera dashboard still",
      figures: "Figures",
      cards: "Cards with a button each",
    },
  });
