import { mkdtempSync, readFileSync, readdirSync, writeFileSync, mkdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { altCard, cardTitle, shareCardOf, writeShareImages } from "./share-images.mjs";

const page = (title, url, image) =>
  `<html><head><title>x</title><meta property="og:title" content="${title}">` +
  `<meta property="og:url" content="${url}"><meta property="og:site_name" content="Aarambh Tech">` +
  `<meta property="og:image" content="${image}"></head><body></body></html>`;
const site = {
  brand: "Aarambh Tech",
  tagline: "New Brand. Proven Experience.",
  siteUrl: "https://www.aarambh.example",
};

describe("share cards from built pages", () => {
  it("keeps the page's own title, without the brand or a trailing section name", () => {
    expect(cardTitle("Careers | Aarambh Tech", "Aarambh Tech")).toBe("Careers");
    expect(
      cardTitle("Aarambh Tech | Fractional CTO, MVP Development & AI Automation", "Aarambh Tech"),
    ).toBe("Fractional CTO, MVP Development & AI Automation");
    expect(cardTitle("From MVP to $1M ARR | Tech Blog", "Aarambh Tech")).toBe(
      "From MVP to $1M ARR",
    );
    expect(cardTitle("Aarambh Tech", "Aarambh Tech")).toBe("Aarambh Tech");
  });

  it("splits an image's text alternative into its section and text", () => {
    expect(altCard("Aarambh Tech · Case studies: Case Studies: AI Safety", "Aarambh Tech")).toEqual(
      { section: "Case studies", text: "Case Studies: AI Safety" },
    );
    expect(altCard("Aarambh Tech: Fractional CTO", "Aarambh Tech")).toEqual({
      section: null,
      text: "Fractional CTO",
    });
    expect(altCard("Someone else: x", "Aarambh Tech")).toBeNull();
  });

  it("reads title, section and image path from the page's Open Graph tags", () => {
    // The section is the one the image's text alternative names (the page registry's).
    const html = page(
      "Lessons from 50&#43; startups &amp; more | Tech Blog",
      "https://www.aarambh.example/blog/a-post",
      "https://www.aarambh.example/og/blog/a-post.png",
    ).replace(
      "</head>",
      '<meta property="og:image:alt" content="Aarambh Tech · Blog: Lessons from 50&#43; startups &amp; more | Tech Blog"></head>',
    );
    expect(shareCardOf(html, site)).toEqual({
      imagePath: "/og/blog/a-post.png",
      card: {
        title: "Lessons from 50+ startups & more",
        section: "Blog",
        brand: "Aarambh Tech",
        tagline: site.tagline,
        host: "aarambh.example",
      },
    });
    // A page with its own share text (its image's text alternative) shows that text.
    const withText = page(
      "Free Google Ads Audit in 24 Hours | Aarambh Tech",
      "https://www.aarambh.example/lp/ads-audit",
      "https://www.aarambh.example/og/lp/ads-audit.png",
    ).replace(
      "</head>",
      '<meta property="og:image:alt" content="Aarambh Tech: An audit within a day"></head>',
    );
    expect(shareCardOf(withText, site)?.card).toMatchObject({
      title: "An audit within a day",
      section: null,
    });
    // A landing page the registry files under a section shows it, whatever its address.
    expect(
      shareCardOf(
        withText.replace("Aarambh Tech: An audit", "Aarambh Tech · Services: An audit"),
        site,
      )?.card,
    ).toMatchObject({ title: "An audit within a day", section: "Services" });
    // A page on the default card (noindex) asks for nothing.
    expect(
      shareCardOf(
        page(
          "Thanks",
          "https://www.aarambh.example/thank-you",
          "https://www.aarambh.example/og/default.png",
        ),
        site,
      ),
    ).toBeNull();
  });

  it("writes one PNG per page, draws a card once and reuses it from the cache", async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "share-images-"));
    const clientDir = path.join(root, "client");
    const cacheDir = path.join(root, "cache");
    mkdirSync(path.join(clientDir, "blog"), { recursive: true });
    const origin = "https://www.aarambh.example";
    writeFileSync(
      path.join(clientDir, "about-us.html"),
      page("About Us | Aarambh Tech", `${origin}/about-us`, `${origin}/og/about-us.png`),
    );
    writeFileSync(
      path.join(clientDir, "blog", "a-post.html"),
      page("A post | Tech Blog", `${origin}/blog/a-post`, `${origin}/og/blog/a-post.png`),
    );
    const first = await writeShareImages({ clientDir, cacheDir, ...site });
    expect(first).toMatchObject({ images: 3, drawn: 3 });
    for (const file of ["og/about-us.png", "og/blog/a-post.png", "og/default.png"]) {
      const png = readFileSync(path.join(clientDir, file));
      expect(png.subarray(1, 4).toString()).toBe("PNG");
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    }
    expect(readdirSync(cacheDir)).toHaveLength(3);
    const again = await writeShareImages({ clientDir, cacheDir, ...site });
    expect(again).toMatchObject({ images: 3, drawn: 0 });
    // Two pages asking for one image is a build error.
    writeFileSync(
      path.join(clientDir, "copy.html"),
      page("Copy | Aarambh Tech", `${origin}/about-us`, `${origin}/og/about-us.png`),
    );
    await expect(writeShareImages({ clientDir, cacheDir, ...site })).rejects.toThrow(
      /both ask for \/og\/about-us.png/,
    );
  }, 60_000);
});
