import { describe, expect, it } from "vitest";

import { blogCategories } from "@content/blog-copy";
import { loadSiteConfig } from "@/config/load-site-config";
import { caseStudyPath } from "@/features/case-studies/case-studies";

import { readPageRecords } from "../../test/page-records";
import { buildMetadata } from "./metadata";
import { pageRegistry } from "./page-registry";
import { FIXED_PAGES } from "@content/fixed-pages";
import { DESCRIPTION_MAX, DESCRIPTION_MIN, TITLE_MAX, blogPostMetadataInput } from "./site-pages";

// The site's own settings (brand, founder) as the build sees them without overrides.
const config = loadSiteConfig({ SITE_URL: "https://site.test" });
const records = readPageRecords(config);
const { posts, caseStudies, blockPages } = records;
// Every page of the sitemap: the registry's pages not kept out of search.
const pages = pageRegistry(config, records)
  .filter((page) => page.sitemap)
  .map((page) => buildMetadata(config, page.metadata));

describe("every indexable page's metadata", () => {
  it("covers each page of the sitemap once", () => {
    const paths = pages.map((page) => new URL(page.canonical).pathname);
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of FIXED_PAGES.filter((page) => page.sitemap)) {
      expect(paths).toContain(route.path);
    }
    for (const page of blockPages.filter((p) => !p.noindex)) expect(paths).toContain(page.path);
    expect(paths).toContain(config.founder.experiencePath);
    for (const study of caseStudies) expect(paths).toContain(caseStudyPath(study.slug));
    // The fixed routes and block pages in search, the founder's page, posts, categories, 3 case studies.
    expect(pages).toHaveLength(
      FIXED_PAGES.filter((page) => page.sitemap).length +
        blockPages.filter((page) => !page.noindex).length +
        1 +
        posts.length +
        blogCategories.length +
        3,
    );
  });

  it(`has a unique title of at most ${TITLE_MAX} characters`, () => {
    const tooLong = pages
      .filter((page) => page.title.length > TITLE_MAX)
      .map((page) => `${page.title.length}: ${page.title}`);
    expect(tooLong).toEqual([]);
    const titles = pages.map((page) => page.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it(`has a unique description of ${DESCRIPTION_MIN}-${DESCRIPTION_MAX} characters`, () => {
    const outOfBounds = pages
      .filter(
        (page) =>
          page.description.length < DESCRIPTION_MIN || page.description.length > DESCRIPTION_MAX,
      )
      .map((page) => `${page.canonical} (${page.description.length}): ${page.description}`);
    expect(outOfBounds).toEqual([]);
    const descriptions = pages.map((page) => page.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it("titles the case studies within 60 characters, with the client's name", () => {
    for (const study of caseStudies) {
      const page = pages.find((p) => p.canonical.endsWith(caseStudyPath(study.slug)))!;
      expect(page.title).toMatch(new RegExp(`^${study.client} Case Study: `));
      expect(page.title.length).toBeLessThanOrEqual(60);
    }
  });
});

describe("blogPostMetadataInput", () => {
  it("titles a post by its own title, not its slug, in the page title and og:title", () => {
    const post = posts.find((p) => p.slug === "mvp-to-1m-arr-lessons")!;
    const meta = buildMetadata(config, blogPostMetadataInput(config, post));
    expect(meta.title).toBe(`${post.title} | Tech Blog`);
    expect(meta.title).not.toMatch(/Mvp To 1m/);
    expect(meta.openGraph.title).toBe(meta.title);
    expect(meta.openGraph.type).toBe("article");
  });
});
