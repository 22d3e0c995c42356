import { readFileSync } from "node:fs";

import reactRenderer from "@astrojs/react/server.js";
import sharpService from "astro/assets/services/sharp";
import { experimental_AstroContainer as AstroContainer } from "astro/container";
import sharp from "sharp";
import { beforeAll, describe, expect, it, vi } from "vitest";

import {
  CASE_STUDY_IMAGE,
  loadCaseStudies,
  loadCaseStudiesPage,
} from "@/features/case-studies/case-studies-content";

import ListRoute from "../index.astro";
import StudyRoute from "../[slug].astro";

/**
 * A case study with an uploaded picture, as the build renders it: the picture replaces the
 * drawing, through Astro's image pipeline (getImage): a photo cropped to 16:9 and made AVIF at
 * three widths, with its width and height, lazy on the list and eager at the top of its page; an
 * SVG stays an SVG. The content files are the real ones, read as the collections read them
 * (Astro's content store is filled by a build, not inside this test), with test pictures set on
 * two of them instead of changing the real content. The founder's portrait in the list's
 * meet-the-CTO block is the photo slot of his team file: a photo set there is made AVIF at the
 * block's size.
 */
vi.mock("astro:content", async () => {
  const { readContentFile, readContentFolder } = await import("../../../../test/content-files");
  const { caseStudiesPageSchema, caseStudySchema } =
    await import("../../../../content/schemas/case-studies");
  const { default: photo } = await import("./fixtures/photo.jpg");
  const { default: drawing } = await import("./fixtures/drawing.svg");
  const pictures: Record<string, unknown> = {
    "safesight-ai-safety": photo,
    "labsphere-enterprise-rollout": drawing,
  };
  const studies = readContentFolder("content/case-studies/studies", caseStudySchema).map(
    ({ id, ...data }) => ({ id, data: { ...data, image: pictures[id] } }),
  );
  const page = readContentFile("content/case-studies/page.yaml", caseStudiesPageSchema);
  // The founder's team file with a photo set in the editor instead of the drawing.
  const team = [
    {
      id: "founder",
      data: { name: "Founder", founder: true, role: "Founder", position: 1, portrait: photo },
    },
  ];
  const collections: Record<string, unknown[]> = { caseStudies: studies, team };
  return {
    getCollection: async (name: string) => collections[name] ?? [],
    getEntry: async (name: string, id: string) =>
      name === "caseStudiesPage" && id === "page" ? { id, data: page } : undefined,
  };
});

let container: AstroContainer;

beforeAll(async () => {
  container = await AstroContainer.create();
  container.addServerRenderer({ renderer: reactRenderer, name: "@astrojs/react" });
});

/** The <img> of a study's card or hero, and the drawings left on the page. */
const picturesOf = (html: string) => ({
  images: [...html.matchAll(/<div data-case-study-image[^>]*>(<img[^>]*>)/g)].map((m) => m[1]!),
  drawings: [...html.matchAll(/data-case-study-visual="([a-z]+)"/g)].map((m) => m[1]),
});

const attribute = (tag: string, name: string) =>
  tag.match(new RegExp(` ${name}="([^"]*)"`, "i"))?.[1]?.replaceAll("&amp;", "&");

const PHOTO = new URL("./fixtures/photo.jpg", import.meta.url);

/** The file the build writes for one of the page's image addresses, by Astro's own image service. */
async function buildFile(address: string) {
  const config = { service: { entrypoint: "astro/assets/services/sharp", config: {} } } as never;
  const url = new URL(address, "https://site.test");
  const transform = (await sharpService.parseURL!(url, config, console as never))!;
  const { data } = await sharpService.transform(
    readFileSync(PHOTO),
    transform,
    config,
    console as never,
  );
  const { format, width, height } = await sharp(data).metadata();
  return { bytes: data.length, format, width, height };
}

describe("a case study's uploaded picture", () => {
  it("is made AVIF at 16:9 in three widths on the list, lazy, with its size; an SVG stays SVG", async () => {
    const html = await container.renderToString(ListRoute);
    const { images, drawings } = picturesOf(html);
    // The third study has no picture: its drawing shows as before; the other two drawings do not.
    expect(drawings).toEqual(["architecture"]);
    expect(images).toHaveLength(2);
    const [photo, svg] = images as [string, string];

    const src = new URL(attribute(photo, "src")!, "https://site.test");
    expect(src.pathname).toBe("/_image");
    expect(Object.fromEntries(src.searchParams)).toMatchObject({
      f: "avif",
      w: String(CASE_STUDY_IMAGE.width),
      h: String(CASE_STUDY_IMAGE.height),
      fit: "cover",
    });
    const srcset = attribute(photo, "srcset")!.split(", ");
    expect(srcset.map((candidate) => candidate.split(" ")[1])).toEqual(["480w", "800w", "1200w"]);
    for (const candidate of srcset) {
      const [address, width] = candidate.split(" ") as [string, string];
      const params = new URL(address, "https://site.test").searchParams;
      expect(params.get("f"), candidate).toBe("avif");
      expect(params.get("w"), candidate).toBe(String(Number.parseInt(width)));
      expect(params.get("h"), candidate).toBe(String((Number.parseInt(width) * 9) / 16));
    }
    expect(attribute(photo, "sizes")).toMatch(/100vw$/);
    expect(attribute(photo, "width")).toBe("1200");
    expect(attribute(photo, "height")).toBe("675");
    expect(attribute(photo, "loading")).toBe("lazy");
    expect(attribute(photo, "decoding")).toBe("async");
    expect(attribute(photo, "alt")).toBe("");
    // What the build writes for that address: an AVIF of 1200 × 675, far smaller than the upload.
    const file = await buildFile(src.pathname + src.search);
    expect(file).toMatchObject({ format: "heif", width: 1200, height: 675 });
    expect(file.bytes).toBeLessThan(readFileSync(PHOTO).length / 2);

    expect(attribute(svg, "src")).toMatch(/[?&]f=svg\b/);
    expect(attribute(svg, "srcset")).toBeUndefined();
    expect(attribute(svg, "width")).toBe("1200");
  });

  it("tops its own page, loaded at once; a study without one keeps its drawing", async () => {
    const studies = await loadCaseStudies();
    const copy = await loadCaseStudiesPage();
    const render = (slug: string) =>
      container.renderToString(StudyRoute, {
        params: { slug },
        props: { study: studies.find((study) => study.slug === slug), copy },
      });

    const withPhoto = picturesOf(await render("safesight-ai-safety"));
    expect(withPhoto.drawings).toEqual([]);
    expect(withPhoto.images).toHaveLength(1);
    expect(attribute(withPhoto.images[0]!, "src")).toMatch(/[?&]f=avif\b/);
    expect(attribute(withPhoto.images[0]!, "loading")).toBe("eager");

    const without = picturesOf(await render("tradeweave-commerce-architecture"));
    expect(without).toEqual({ images: [], drawings: ["architecture"] });
  });
});

describe("the founder's portrait on the list", () => {
  it("shows the founder's photo in the meet-the-CTO block: AVIF at 160 px and twice it", async () => {
    const html = await container.renderToString(ListRoute);
    const block = /<section[^>]*data-founder-block[^>]*>([^]*?)<\/section>/.exec(html)?.[1];
    expect(block).toBeDefined();
    const portrait = /<img[^>]*data-testid="founder-portrait"[^>]*>/.exec(block!)?.[0];
    expect(portrait).toBeDefined();
    expect(attribute(portrait!, "alt")).toMatch(/^Portrait of /);
    expect(
      Object.fromEntries(new URL(attribute(portrait!, "src")!, "https://site.test").searchParams),
    ).toMatchObject({ f: "avif", w: "160", h: "160", fit: "cover" });
    expect(attribute(portrait!, "srcset")).toMatch(/ 2x$/);
    expect([attribute(portrait!, "width"), attribute(portrait!, "height")]).toEqual(["160", "160"]);
    // The portrait comes before the heading, so it sits beside it (left) or above it.
    expect(block!.indexOf("founder-portrait")).toBeLessThan(block!.indexOf("meet-cto-title"));
  });
});
