import "./zod-config";

import { z } from "zod";

import { DEFAULT_BRAND_NAME } from "./brand";
import { assetImage, line, lines, paragraph } from "./fields";

/**
 * Case studies (content/case-studies/studies/<address>.yaml, one file each; the file name is the
 * study's address, /case-studies/<address>) and the list page's own copy
 * (content/case-studies/page.yaml). Client names are fictional (docs/product.md §10.8). The
 * build and the editor both use these schemas.
 */

export const CASE_STUDY_CATEGORIES = ["Startup", "Enterprise", "Funded MVP"] as const;
export type CaseStudyCategory = (typeof CASE_STUDY_CATEGORIES)[number];

/** The drawings src/components/sections/case-study-visual.tsx can show. */
export const CASE_STUDY_VISUALS = ["detection", "rollout", "architecture"] as const;
export type CaseStudyVisual = (typeof CASE_STUDY_VISUALS)[number];

/** Search results show about 60 characters of a title (src/lib/site-pages.ts, TITLE_MAX). */
const SEARCH_TITLE_MAX = 60;

/** A case study's address: its file's name (content/case-studies/studies/<slug>.yaml). */
export const caseStudyPath = (slug: string) => `/case-studies/${slug}`;

/** A study's title in search results, before " | <brand>": "SafeSight Case Study: …". */
export const caseStudySearchTitle = (study: { client: string; shortTitle: string }) =>
  `${study.client} Case Study: ${study.shortTitle}`;

/** Where the editor puts an uploaded picture: src/assets/case-studies/<address>/. */
const picture = assetImage("case-studies", 3);

/** A study's fields; caseStudySchema adds the rule across them. */
export const caseStudyFields = z.object({
  client: line(2, 40).meta({
    title: "Client",
    description: "The client's name as the page shows it, e.g. “SafeSight”.",
  }),
  title: line(20, 110).meta({
    title: "Title",
    description:
      "The heading of the card and of the page; search engines show at most 110 characters.",
  }),
  description: paragraph(60, 240).meta({
    title: "Card text",
    description: "Two sentences under the title on the cards (home and /case-studies).",
  }),
  category: z.enum(CASE_STUDY_CATEGORIES).meta({
    title: "Category",
    description: "The badge above the title.",
  }),
  tags: lines(1, 5, 2, 30).meta({
    title: "Tags",
    description: "Short labels under the card text, e.g. “Computer Vision”.",
  }),
  stats: z
    .array(
      z
        .object({
          value: line(1, 20).meta({ title: "Figure", description: "E.g. “27 days”." }),
          label: line(2, 40).meta({ title: "What it counts", description: "E.g. “to MVP”." }),
        })
        .meta({ title: "Figure", itemLabelField: "value" }),
    )
    .min(1)
    .max(2)
    .meta({
      title: "Figures on the card",
      description: "One or two; the first also shows on the home page.",
      itemLabelField: "value",
    }),
  visual: z.enum(CASE_STUDY_VISUALS).meta({
    title: "Drawing",
    description: "Shown on the card and the page when no picture is uploaded below.",
    optionLabels: {
      detection: "Camera view with detections",
      rollout: "Rollout from a few sites to many",
      architecture: "System architecture diagram",
    },
  }),
  image: picture.optional().meta({
    title: "Picture (optional)",
    description:
      "Replaces the drawing. Landscape, at least 1200 × 675 pixels, cropped to 16:9; a photo or an SVG. Decorative: the text around it must say what it shows.",
  }),
  shortTitle: line(3, 40).meta({
    title: "Short title for search results",
    description: `Read as “<client> Case Study: <short title> | ${DEFAULT_BRAND_NAME}”, which must fit in ${SEARCH_TITLE_MAX} characters.`,
  }),
  metaDescription: line(50, 160).meta({
    title: "Description for search results",
    description: "50 to 160 characters, shown under the title in search results.",
  }),
  summary: paragraph(80, 500).meta({
    title: "Lead paragraph",
    description: "The page's first paragraph, under the title.",
  }),
  industry: line(3, 60).meta({ title: "Industry" }),
  engagement: line(3, 80).meta({
    title: "Engagement",
    description: "What we did and for how long, e.g. “Fractional CTO and MVP build, 10 weeks”.",
  }),
  challenge: z
    .array(paragraph(40, 800).meta({ title: "Paragraph" }))
    .min(1)
    .max(6)
    .meta({ title: "The challenge", description: "One to six paragraphs." }),
  solution: z
    .array(
      z
        .object({
          title: line(3, 80).meta({ title: "Title" }),
          text: paragraph(40, 400).meta({ title: "Text" }),
        })
        .meta({ title: "Point", itemLabelField: "title" }),
    )
    .length(4)
    .meta({ title: "The solution", description: "Exactly four points.", itemLabelField: "title" }),
  impact: z
    .array(
      z
        .object({
          value: line(1, 20).meta({ title: "Figure", description: "E.g. “40 days”." }),
          label: line(3, 80).meta({ title: "What it counts" }),
          detail: paragraph(20, 200).meta({ title: "One sentence of detail" }),
        })
        .meta({ title: "Metric", itemLabelField: "value" }),
    )
    .length(2)
    .meta({ title: "The impact", description: "Exactly two figures.", itemLabelField: "value" }),
  techStack: lines(1, 16, 1, 30).meta({
    title: "Tech stack",
    description: "One technology per item, e.g. “PostgreSQL”.",
  }),
  position: z.int().min(1).max(99).meta({
    title: "Position",
    description: "Order on the lists: smaller numbers come first.",
  }),
});

/**
 * The search-title rule, on the fields or on the build's variant of them (src/content.config.ts
 * swaps the picture's path for Astro's image()): the whole title, with the default brand name,
 * fits in 60 characters.
 */
export const withSearchTitleRule = <S extends z.ZodObject>(schema: S) =>
  schema.refine(
    (study) =>
      `${caseStudySearchTitle(study as { client: string; shortTitle: string })} | ${DEFAULT_BRAND_NAME}`
        .length <= SEARCH_TITLE_MAX,
    {
      message: `“<client> Case Study: <short title> | ${DEFAULT_BRAND_NAME}” must fit in ${SEARCH_TITLE_MAX} characters: shorten the short title`,
      path: ["shortTitle"],
    },
  );

export const caseStudySchema = withSearchTitleRule(caseStudyFields);

export type CaseStudyRecord = z.output<typeof caseStudySchema>;

/** An uploaded picture as the page draws it: the optimised file(s) the build made of it. */
export type CaseStudyImage = { src: string; srcSet?: string; width: number; height: number };

/**
 * A case study as pages receive it: its address (the file's name) and, when one is uploaded, its
 * picture resolved to what the build made of it.
 */
export type CaseStudy = Omit<CaseStudyRecord, "image"> & { slug: string; image?: CaseStudyImage };

/** What a card shows (home and /case-studies). */
export type CaseStudyCard = Pick<
  CaseStudy,
  "slug" | "client" | "title" | "description" | "category" | "tags" | "stats" | "visual" | "image"
>;

const heading = (title: string) => line(2, 60).meta({ title });

/** /case-studies' own copy, and the words every case study's page shares. */
export const caseStudiesPageSchema = z.object({
  hero: z
    .object({
      eyebrow: line(2, 40).meta({ title: "Small label above the heading" }),
      heading: line(2, 60).meta({ title: "Heading" }),
      intro: paragraph(40, 400).meta({ title: "Introduction" }),
    })
    .meta({ title: "Top of the page" }),
  readCaseStudy: line(2, 30).meta({
    title: "Link on each card",
    description: "On /case-studies and on the home page; screen readers hear the client after it.",
  }),
  meetCto: z
    .object({
      title: line(2, 60).meta({ title: "Heading" }),
      text: paragraph(20, 300).meta({
        title: "Text",
        description: "Shown after the founder's name (the site's settings give the name).",
      }),
      button: line(2, 40).meta({ title: "Button to the founder's experience page" }),
      linkedIn: line(2, 40).meta({ title: "Link to LinkedIn" }),
    })
    .meta({ title: "Meet your fractional CTO" }),
  pilot: z
    .object({
      title: line(2, 60).meta({ title: "Heading" }),
      text: paragraph(20, 300).meta({ title: "Text" }),
      button: line(2, 40).meta({ title: "Button (opens the booking page)" }),
    })
    .meta({
      title: "Paid pilot band",
      description: "At the bottom of /case-studies and of every case study.",
    }),
  studyPage: z
    .object({
      challenge: heading("Heading of the challenge"),
      solution: heading("Heading of the solution"),
      impact: heading("Heading of the impact"),
      techStack: heading("Heading of the tech stack"),
      backToAll: line(2, 40).meta({ title: "Link back to the list" }),
    })
    .meta({ title: "On every case study's page" }),
});

export type CaseStudiesPageCopy = z.output<typeof caseStudiesPageSchema>;
