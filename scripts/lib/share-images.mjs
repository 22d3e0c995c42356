// Draws every page's share image, and the default card, after `astro build` (the
// `site:share-images` integration in astro.config.mjs). Each built page names its image in
// og:image (src/lib/metadata.ts); its og:image:alt gives the card's section (the page
// registry's, src/lib/page-registry.ts) and text, so the card says what the page says and no
// second list of titles or sections exists. A card already drawn for the same text is copied from
// the cache in Astro's cache directory instead of being drawn again (about half a second each).
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { copyFile, mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";

import { renderShareImage } from "./share-image.mjs";

/** @param {string} text */
const decodeEntities = (text) =>
  text
    .replace(/&#(\d+);/g, (_, code) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/**
 * The content of `<meta property="…">` in a page (Astro prints `property` before `content`).
 * @param {string} html @param {string} property
 */
function metaProperty(html, property) {
  const tag = html.match(new RegExp(`<meta[^>]*\\sproperty="${property}"[^>]*>`))?.[0];
  const content = tag?.match(/\scontent="([^"]*)"/)?.[1];
  return content === undefined ? undefined : decodeEntities(content);
}

/**
 * The page's own title from og:title: the metadata builder appends " | Brand", pages with their
 * own full title add " | Tech Blog" or lead with the brand (the home page). The card already
 * shows the brand and the section, so it keeps the first part that is not the brand.
 * @param {string} title @param {string} brand
 */
export function cardTitle(title, brand) {
  const parts = title.split(/\s+\|\s+/).filter((part) => part.trim() && part.trim() !== brand);
  return parts[0]?.trim() ?? title;
}

/**
 * The section and text an image's text alternative names: "<brand> · <section>: <text>", or
 * "<brand>: <text>" without a section (src/lib/share-image.ts shareImageAlt); null otherwise.
 * @param {string} alt @param {string} brand
 * @returns {{ section: string | null, text: string } | null}
 */
export function altCard(alt, brand) {
  const sectioned = `${brand} · `;
  if (alt.startsWith(sectioned)) {
    const rest = alt.slice(sectioned.length);
    const colon = rest.indexOf(": ");
    if (colon > 0) return { section: rest.slice(0, colon), text: rest.slice(colon + 2) };
  }
  if (alt.startsWith(`${brand}: `)) return { section: null, text: alt.slice(brand.length + 2) };
  return null;
}

/**
 * The card a built page asks for, or null when it uses a shared image (the default card).
 * @param {string} html
 * @param {{ tagline: string }} site
 * @returns {{ imagePath: string, card: import("./share-image.mjs").ShareCard } | null}
 */
export function shareCardOf(html, site) {
  const image = metaProperty(html, "og:image");
  const title = metaProperty(html, "og:title");
  const pageUrl = metaProperty(html, "og:url");
  const brand = metaProperty(html, "og:site_name");
  if (!image || !title || !pageUrl || !brand) return null;
  const imagePath = new URL(image).pathname;
  if (!imagePath.startsWith("/og/") || imagePath === "/og/default.png") return null;
  const page = new URL(pageUrl);
  const alt = metaProperty(html, "og:image:alt");
  const named = alt === undefined ? null : altCard(alt, brand);
  return {
    imagePath,
    card: {
      title: cardTitle(named?.text ?? title, brand),
      section: named?.section ?? null,
      brand,
      tagline: site.tagline,
      host: page.host.replace(/^www\./, ""),
    },
  };
}

/** @param {string} dir @returns {AsyncGenerator<string>} */
async function* htmlFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name.endsWith(".html")) yield full;
  }
}

const require = createRequire(import.meta.url);
/** What a drawn card depends on besides its text: the renderer's code and the fonts' version. */
function rendererFingerprint() {
  return createHash("sha256")
    .update(readFileSync(new URL("./share-image.mjs", import.meta.url)))
    .update(readFileSync(require.resolve("@fontsource/inter/package.json")))
    .update(readFileSync(require.resolve("satori/package.json")))
    .update(readFileSync(require.resolve("@resvg/resvg-js/package.json")))
    .digest("hex");
}

/** What the default card (pages kept out of search, src/lib/metadata.ts) says under the brand. */
export const DEFAULT_CARD_TITLE = "Fractional CTO, MVPs in 30 days, Google Ads and AI automation";

/**
 * Write the share image of every built page under `clientDir`, and the default card at
 * /og/default.png, drawing only cards not in `cacheDir`. Two pages asking for one path is a
 * build error (their cards would differ).
 * @param {{ clientDir: string, cacheDir: string, brand: string, tagline: string, siteUrl: string }} options
 * @returns {Promise<{ images: number, drawn: number, ms: number }>}
 */
export async function writeShareImages({ clientDir, cacheDir, brand, tagline, siteUrl }) {
  const started = performance.now();
  const fingerprint = rendererFingerprint();
  await mkdir(cacheDir, { recursive: true });
  let drawn = 0;

  /** @param {string} imagePath @param {import("./share-image.mjs").ShareCard} card */
  async function write(imagePath, card) {
    const key = createHash("sha256").update(fingerprint).update(JSON.stringify(card)).digest("hex");
    const cached = path.join(cacheDir, `${key}.png`);
    if (!existsSync(cached)) {
      await writeFile(cached, await renderShareImage(card));
      drawn += 1;
    }
    const target = path.join(clientDir, imagePath);
    await mkdir(path.dirname(target), { recursive: true });
    await copyFile(cached, target);
  }

  /** @type {Map<string, string>} */
  const owners = new Map();
  for await (const file of htmlFiles(clientDir)) {
    const wanted = shareCardOf(await readFile(file, "utf8"), { tagline });
    if (!wanted) continue;
    const owner = owners.get(wanted.imagePath);
    if (owner) {
      throw new Error(
        `[share-images] ${path.relative(clientDir, file)} and ${owner} both ask for ${wanted.imagePath}`,
      );
    }
    owners.set(wanted.imagePath, path.relative(clientDir, file));
    await write(wanted.imagePath, wanted.card);
  }
  await write("/og/default.png", {
    title: DEFAULT_CARD_TITLE,
    section: null,
    brand,
    tagline,
    host: new URL(siteUrl).host.replace(/^www\./, ""),
  });
  return { images: owners.size + 1, drawn, ms: Math.round(performance.now() - started) };
}
