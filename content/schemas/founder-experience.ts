import "./zod-config";

import { z } from "zod";

import { featureCards, offerText, stats, timeline } from "./blocks";
import { line, lines, paragraph } from "./fields";
import {
  badge,
  button,
  callButton,
  enquiryButton,
  faqSection,
  heading,
  intro,
  section,
} from "./section-fields";

/**
 * The founder's experience page, /ctos/<founder>/experience: its own copy
 * (content/founder-experience/page.yaml). The founder's name and links are the site's settings;
 * the quotes are the testimonials placed on this page; the search title and description are
 * content/page-meta.ts. The companies are fictional (docs/product.md §10.8).
 */

const years = () =>
  line(4, 20).meta({ title: "Years", description: "“2004-2009”, or one year: “2022”." });
const company = () => line(2, 60).meta({ title: "Company" });
const role = () => line(2, 80).meta({ title: "Role" });
const location = () => line(2, 80).meta({ title: "Where" });

/** A job at a large company: when, where, what it was and what changed. */
const experienceEntrySchema = z
  .object({
    year: years(),
    company: company(),
    role: role(),
    location: location(),
    description: paragraph(10, 200).meta({ title: "What the company made" }),
    impact: paragraph(10, 200).meta({
      title: "What changed",
      description: "The result, in a line.",
    }),
  })
  .meta({ title: "Job", itemLabelField: "company" });

export type ExperienceEntry = z.output<typeof experienceEntrySchema>;

/** A startup the founder built or advised. */
const startupProjectSchema = z
  .object({
    year: years(),
    company: company(),
    role: role(),
    location: location(),
    description: paragraph(10, 200).meta({ title: "What was built" }),
    type: line(2, 40).meta({ title: "Kind of project", description: "“Funded MVP”, “Fintech”." }),
  })
  .meta({ title: "Startup", itemLabelField: "company" });

export type StartupProject = z.output<typeof startupProjectSchema>;

/** A problem a founder brought, what was done and what came of it. */
const useCaseSchema = z
  .object({
    company: company(),
    role: role(),
    challenge: paragraph(20, 300).meta({ title: "Challenge" }),
    solution: paragraph(20, 300).meta({ title: "Solution" }),
    impact: paragraph(10, 200).meta({ title: "Impact" }),
    technologies: lines(1, 6, 2, 30).meta({ title: "Technologies", description: "1 to 6 tags." }),
  })
  .meta({ title: "Use case", itemLabelField: "company" });

export type UseCase = z.output<typeof useCaseSchema>;

const list = <Item extends z.ZodType>(item: Item, min: number, max: number, title: string) =>
  z.array(item).min(min).max(max).meta({ title, itemLabelField: "company" });

export const founderExperiencePageSchema = z.object({
  banner: z
    .object({
      slots: offerText(5, 60, {
        title: "After the pilot offer",
        description: "Shown as “FREE 5-Day CTO Pilot: only 2 slots remaining this month”.",
      }),
      button: enquiryButton(),
    })
    .meta({ title: "Band above the page" }),
  hero: z
    .object({
      badge: badge(),
      intro: paragraph(40, 500).meta({
        title: "Introduction",
        description: "Under the founder's name (the name is the site's settings).",
      }),
      stats: stats(2, 4),
      primaryCta: enquiryButton(),
      secondaryCta: callButton(),
    })
    .meta({ title: "Top of the page" }),
  regions: section("Regions", { items: featureCards(2, 5, "Regions") }),
  enterprise: section("Large companies", {
    items: list(experienceEntrySchema, 1, 8, "Jobs, newest last"),
  }),
  startups: section("Startups", { items: list(startupProjectSchema, 1, 8, "Startups") }),
  testimonial: z
    .object({
      heading: line(2, 80).meta({
        title: "Heading",
        description: "The quotes are the testimonials placed on this page (under Clients).",
      }),
    })
    .meta({ title: "What founders say" }),
  useCases: section("Use cases", { items: list(useCaseSchema, 1, 6, "Use cases") }),
  faq: faqSection("Questions and answers"),
  impactSummary: z
    .object({ heading: heading(), stats: stats(2, 4) })
    .meta({ title: "Impact summary" }),
  pilot: z
    .object({
      heading: heading(),
      intro: intro(),
      steps: timeline(2, 6),
      primary: button("Button to list a project"),
      secondary: enquiryButton(),
    })
    .meta({ title: "Last band: the pilot" }),
});

export type FounderExperiencePageCopy = z.output<typeof founderExperiencePageSchema>;
