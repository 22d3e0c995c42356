import "./zod-config";

import { z } from "zod";

import { figures, imagePath, line, paragraph, titledItems } from "./fields";

/**
 * /our-process: the page's own copy (content/process/page.yaml): the six steps, the workflow of
 * each service, the tools, why it works. Search title and description: content/page-meta.ts.
 */

/**
 * The workflow tabs, in their order on the page. Each id is the tab's address (/our-process?tab=mvp)
 * that links elsewhere may use, so the ids and their order are the code's; the file holds what
 * each tab says.
 */
export const WORKFLOW_IDS = ["cto", "mvp", "ads", "ai", "safety", "consulting"] as const;
export type WorkflowId = (typeof WORKFLOW_IDS)[number];

/** What the editor calls each tab's group (the tab's own name is a field inside it). */
const WORKFLOW_TITLES: Record<WorkflowId, string> = {
  cto: "CTO-as-a-service tab (?tab=cto)",
  mvp: "MVP development tab (?tab=mvp)",
  ads: "Google Ads tab (?tab=ads)",
  ai: "AI automation tab (?tab=ai)",
  safety: "AI safety and vision tab (?tab=safety)",
  consulting: "Tech strategy consulting tab (?tab=consulting)",
};

const workflow = (id: WorkflowId) =>
  z
    .object({
      label: line(2, 40).meta({ title: "Name on the tab" }),
      summary: paragraph(10, 200).meta({ title: "One-line summary under the name" }),
      steps: z
        .array(
          z
            .object({
              title: line(2, 60).meta({ title: "Step" }),
              text: paragraph(10, 300).meta({ title: "What happens" }),
            })
            .meta({ title: "Step", itemLabelField: "title" }),
        )
        .length(4)
        .meta({
          title: "The four steps",
          description: "Exactly four, shown as Step 1 to Step 4.",
          itemLabelField: "title",
        }),
    })
    .meta({ title: WORKFLOW_TITLES[id] });

/** Relative luminance of a #rrggbb colour (WCAG 2). */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** A colour white letters are readable on: contrast at least 4.5 to 1 (WCAG AA). */
const tileColour = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, "a colour written #rrggbb, e.g. #24292f")
  .refine(
    (hex) => 1.05 / (luminance(hex) + 0.05) >= 4.5,
    "too light: white letters on it would be hard to read",
  );

export const processPageSchema = z.object({
  hero: z
    .object({
      eyebrow: line(2, 40).meta({ title: "Small label above the title" }),
      title: line(10, 100).meta({ title: "Title" }),
      intro: paragraph(40, 400).meta({ title: "Introduction" }),
      pdfButton: line(2, 40).meta({
        title: "Print button",
        description: "Opens the browser's print dialog, to save the page as a PDF.",
      }),
      pdfHint: line(10, 120).meta({ title: "Hint under the print button" }),
    })
    .meta({ title: "Top of the page" }),
  steps: z
    .object({
      heading: line(2, 80).meta({ title: "Heading" }),
      items: z
        .array(
          z
            .object({
              title: line(2, 40).meta({ title: "Step" }),
              duration: line(2, 30).meta({
                title: "How long it takes",
                description: "e.g. “2-3 days” or “Ongoing”.",
              }),
              text: paragraph(20, 300).meta({ title: "What happens" }),
            })
            .meta({ title: "Step", itemLabelField: "title" }),
        )
        .length(6)
        .meta({
          title: "The six steps",
          description:
            "Exactly six, numbered 01 to 06 in this order: the page's title and its search description say “six steps”.",
          itemLabelField: "title",
        }),
    })
    .meta({ title: "How every engagement runs" }),
  workflows: z
    .object({
      heading: line(2, 80).meta({ title: "Heading" }),
      intro: paragraph(10, 200).meta({ title: "Introduction" }),
      cto: workflow("cto"),
      mvp: workflow("mvp"),
      ads: workflow("ads"),
      ai: workflow("ai"),
      safety: workflow("safety"),
      consulting: workflow("consulting"),
    })
    .meta({
      title: "How it works for each service",
      description:
        "One tab per service, in a fixed order; each tab's address (?tab=…) may be linked to from elsewhere.",
    }),
  tools: z
    .object({
      heading: line(2, 80).meta({ title: "Heading" }),
      intro: paragraph(10, 200).meta({ title: "Introduction" }),
      items: z
        .array(
          z
            .object({
              name: line(2, 30).meta({ title: "Tool" }),
              category: line(2, 30).meta({ title: "What we use it for" }),
              logo: imagePath("tools").meta({
                title: "Logo",
                description: "A square SVG or picture, shown at 48 × 48 pixels.",
              }),
              color: tileColour.meta({
                title: "Colour behind the letter",
                description:
                  "If the logo cannot load, the page shows the tool's first letter in white on this colour (#rrggbb, dark enough to read white on).",
              }),
            })
            .meta({ title: "Tool", itemLabelField: "name" }),
        )
        .min(2)
        .max(12)
        .meta({ title: "Tools", itemLabelField: "name" }),
    })
    .meta({ title: "Tools we use" }),
  whyItWorks: titledItems("Why it works", { min: 2, max: 8, textMax: 300 }),
  trustedGlobally: z
    .object({
      heading: line(2, 80).meta({ title: "Heading" }),
      intro: paragraph(10, 300).meta({ title: "Introduction" }),
      stats: figures("Figures", 2, 4),
    })
    .meta({ title: "Trusted globally" }),
});

export type ProcessPageCopy = z.output<typeof processPageSchema>;

/** One tab of the workflows, with its id. */
export type Workflow = ProcessPageCopy["workflows"][WorkflowId] & { id: WorkflowId };

/** The page as its sections take it: the workflow tabs as a list in the order of WORKFLOW_IDS. */
export type ProcessPage = Omit<ProcessPageCopy, "workflows"> & {
  workflows: { heading: string; intro: string; tabs: Workflow[] };
};

export function processPage(copy: ProcessPageCopy): ProcessPage {
  const { heading, intro } = copy.workflows;
  const tabs = WORKFLOW_IDS.map((id) => ({ id, ...copy.workflows[id] }));
  return { ...copy, workflows: { heading, intro, tabs } };
}
