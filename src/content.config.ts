import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

import { defineCollection } from "astro:content";
import { glob, type Loader } from "astro/loaders";

import "../content/schemas/zod-config";

import type { z } from "zod";

import { contentTypes, type PageType, type RecordsType } from "../content/schemas";
import {
  postFileSlug,
  postFrontmatterSchema,
  postSetProblems,
  type PostFrontmatter,
} from "../content/schemas/blog";
import { caseStudyFields, withSearchTitleRule } from "../content/schemas/case-studies";
import { legalDocumentSchema } from "../content/schemas/legal";
import { parseLegalMarkdown } from "./features/legal/legal-markdown";

/**
 * The blog's posts: content/blog/*.mdx, each checked against postFrontmatterSchema (a bad field
 * stops the build, naming the file and the field). The id is the file name, so a post's address
 * never depends on a frontmatter typo; the rules that span files run once all are loaded.
 */
const posts = glob({
  pattern: "*.mdx",
  base: "./content/blog",
  generateId: ({ entry }) => postFileSlug(entry),
});

function checkedPosts(loader: Loader): Loader {
  return {
    name: "blog-posts",
    async load(context) {
      await loader.load(context);
      const root = context.config.root;
      const problems = postSetProblems(
        context.store.values().map((entry) => {
          const fileName = entry.filePath ?? `content/blog/${entry.id}.mdx`;
          // image() keeps the path as written, marked for Astro to import it later.
          const image = String(entry.data.image).replace(/^__ASTRO_IMAGE_/, "");
          return { fileName, data: { ...(entry.data as PostFrontmatter), image } };
        }),
        (image, fileName) => existsSync(fileURLToPath(new URL(image, new URL(fileName, root)))),
      );
      if (problems.length > 0) {
        throw new Error(`Invalid blog posts:\n${problems.map((line) => `  ${line}`).join("\n")}`);
      }
    },
  };
}

/**
 * The legal pages: content/legal/*.md, the frontmatter checked by legalDocumentSchema and the text
 * read here once, so a heading, table or `{token}` the pages cannot show stops the build naming
 * the file and the line (src/features/legal/legal-markdown.ts).
 */
function checkedLegalPages(loader: Loader): Loader {
  return {
    name: "legal-pages",
    async load(context) {
      await loader.load(context);
      const problems = context.store.values().flatMap((entry) => {
        try {
          parseLegalMarkdown(entry.filePath ?? `content/legal/${entry.id}.md`, entry.body ?? "");
          return [];
        } catch (error) {
          return [(error as Error).message];
        }
      });
      if (problems.length > 0) {
        throw new Error(`Invalid legal pages:\n${problems.map((line) => `  ${line}`).join("\n")}`);
      }
    },
  };
}

/**
 * Records as data files, one YAML file each (the editor writes them: keystatic.config.ts). The id
 * is the file name; a file that does not match its schema stops the build, naming the file and
 * the field.
 */
const records = <S extends z.ZodObject>({ folder, schema }: RecordsType & { schema: S }) =>
  defineCollection({ loader: glob({ pattern: "*.yaml", base: `./content/${folder}` }), schema });

/** A page's own copy: one YAML file (its id is the file's name, e.g. "page"). */
const pageCopy = <S extends z.ZodObject>({ file, schema }: PageType & { schema: S }) => {
  const slash = file.lastIndexOf("/");
  const loader = glob({
    pattern: `${file.slice(slash + 1)}.yaml`,
    base: `./content/${file.slice(0, slash)}`,
  });
  return defineCollection({ loader, schema });
};

export const collections = {
  // The hero is an image the build optimises: Astro resolves the file's relative path.
  blog: defineCollection({
    loader: checkedPosts(posts),
    schema: ({ image }) => postFrontmatterSchema.extend({ image: image() }),
  }),
  openings: records(contentTypes.openings),
  homePage: pageCopy(contentTypes.homePage),
  aboutPage: pageCopy(contentTypes.aboutPage),
  processPage: pageCopy(contentTypes.processPage),
  contactPage: pageCopy(contentTypes.contactPage),
  onboardingPage: pageCopy(contentTypes.onboardingPage),
  thankYouPage: pageCopy(contentTypes.thankYouPage),
  careersPage: pageCopy(contentTypes.careersPage),
  // The portrait likewise (src/assets/team/<name>/).
  team: defineCollection({
    loader: glob({ pattern: "*.yaml", base: `./content/${contentTypes.team.folder}` }),
    schema: ({ image }) => contentTypes.team.schema.extend({ portrait: image() }),
  }),
  services: records(contentTypes.services),
  // The portrait is an image the build optimises: Astro resolves the file's relative path.
  testimonials: defineCollection({
    loader: glob({ pattern: "*.yaml", base: `./content/${contentTypes.testimonials.folder}` }),
    schema: ({ image }) => contentTypes.testimonials.schema.extend({ portrait: image() }),
  }),
  // The logo likewise (src/assets/logos/<company>/).
  companyLogos: defineCollection({
    loader: glob({ pattern: "*.yaml", base: `./content/${contentTypes.companyLogos.folder}` }),
    schema: ({ image }) => contentTypes.companyLogos.schema.extend({ logo: image() }),
  }),
  // The optional picture likewise (src/assets/case-studies/<address>/).
  caseStudies: defineCollection({
    loader: glob({ pattern: "*.yaml", base: `./content/${contentTypes.caseStudies.folder}` }),
    schema: ({ image }) =>
      withSearchTitleRule(caseStudyFields.extend({ image: image().optional() })),
  }),
  caseStudiesPage: pageCopy(contentTypes.caseStudiesPage),
  founderExperiencePage: pageCopy(contentTypes.founderExperiencePage),
  // Read only by /cto-presentation, rendered per request for an unlocked visitor.
  presentation: pageCopy(contentTypes.presentation),
  legal: defineCollection({
    loader: checkedLegalPages(glob({ pattern: "*.md", base: "./content/legal" })),
    schema: legalDocumentSchema,
  }),
};
