/**
 * `npm run imagery`: writes the site's generated imagery into src/assets/, to be committed (the
 * content files name them there; the editor can replace any of them with an upload).
 * - Portraits (content/portraits.ts) with DiceBear's Notionists style (CC0 1.0 design), so team,
 *   founder and quoted clients are drawn people, never silhouettes or monograms.
 * - Company wordmarks (content/logos/*.yaml): a small symbol plus the name set in Inter Bold
 *   and converted to outlines with satori, in one fixed 240×56 viewBox. Outlined text does not
 *   depend on the visitor's fonts, so a long name can never be clipped; it is scaled to fit the
 *   box instead, and the wall scales the whole mark to its cell.
 * Deterministic: running it twice writes the same bytes.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

import { createAvatar } from "@dicebear/core";
import { notionists } from "@dicebear/collection";
import satori from "satori";

import { portraits } from "../content/portraits";
import { companyLogoSchema } from "../content/schemas/logos";
import { readContentFolder } from "../test/content-files";

const root = join(import.meta.dirname, "..");
const assetsDir = join(root, "src", "assets");

function write(relative: string, svg: string) {
  const path = join(assetsDir, relative);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, svg.endsWith("\n") ? svg : `${svg}\n`);
  console.log(`wrote src/assets/${relative}`);
}

/** Faces that look open and friendly: clear glasses, open eyes, a smile or a calm mouth. */
const FRIENDLY = {
  glasses: ["variant03", "variant08", "variant11"],
  eyes: ["variant01", "variant03"],
  lips: ["variant03", "variant14", "variant17", "variant21", "variant22", "variant25", "variant30"],
  brows: ["variant06", "variant08", "variant10", "variant13"],
} as const;

function portraitSvg(look: (typeof portraits)[number]): string {
  const svg = createAvatar(notionists, {
    seed: look.seed,
    glasses: [...FRIENDLY.glasses],
    eyes: [...FRIENDLY.eyes],
    lips: [...FRIENDLY.lips],
    brows: [...FRIENDLY.brows],
    hair: [look.hair as "variant01"],
    beardProbability: "beard" in look && look.beard ? 100 : 0,
    glassesProbability: "glasses" in look && look.glasses ? 100 : 0,
    gestureProbability: 0,
    bodyIconProbability: 0,
    backgroundColor: [look.background.replace("#", "")],
    size: 160,
  }).toString();
  // Metadata names the style's author and licence; keep it, drop nothing else.
  return svg;
}

/** The 48×48 symbols, one per company, in its own colour. */
const symbols: Record<string, (color: string) => string> = {
  "orbitel-systems": (c) =>
    `<circle cx="24" cy="24" r="9" fill="${c}"/><ellipse cx="24" cy="24" rx="20" ry="8" fill="none" stroke="${c}" stroke-width="3.5" transform="rotate(-30 24 24)"/>`,
  "meridian-software": (c) =>
    `<path d="M24 4 44 24 24 44 4 24Z" fill="${c}"/><path d="M24 4v40" stroke="#fff" stroke-width="3"/>`,
  "helix-data": (c) =>
    `<path d="M14 4c0 10 20 10 20 20S14 34 14 44M34 4c0 10-20 10-20 20s20 10 20 20" fill="none" stroke="${c}" stroke-width="4" stroke-linecap="round"/>`,
  "kestrel-cloud": (c) =>
    `<path d="M4 30c8-2 14-8 20-18 6 10 12 16 20 18-8 0-14 4-20 10-6-6-12-10-20-10Z" fill="${c}"/>`,
  "vantage-networks": (c) =>
    `<path d="M8 10 24 40 40 10" fill="none" stroke="${c}" stroke-width="4" stroke-linejoin="round"/><circle cx="8" cy="10" r="5" fill="${c}"/><circle cx="40" cy="10" r="5" fill="${c}"/><circle cx="24" cy="40" r="5" fill="${c}"/>`,
  quantora: (c) =>
    `<circle cx="22" cy="22" r="15" fill="none" stroke="${c}" stroke-width="5"/><path d="M30 30 42 42" stroke="${c}" stroke-width="5" stroke-linecap="round"/>`,
  safesight: (c) =>
    `<path d="M24 3 42 10v13c0 11-8 19-18 22C14 42 6 34 6 23V10Z" fill="${c}"/><path d="M13 24c6-8 16-8 22 0-6 8-16 8-22 0Z" fill="#fff"/><circle cx="24" cy="24" r="3.5" fill="${c}"/>`,
  labsphere: (c) =>
    `<circle cx="24" cy="24" r="19" fill="${c}"/><path d="M6 20c12 6 24 6 36 0M6 30c12-6 24-6 36 0" fill="none" stroke="#fff" stroke-width="2.5"/>`,
  tradeweave: (c) =>
    `<path d="M6 14h36M6 24h36M6 34h36" stroke="${c}" stroke-width="5" stroke-linecap="round" opacity=".35"/><path d="M14 6v36M24 6v36M34 6v36" stroke="${c}" stroke-width="5" stroke-linecap="round"/>`,
};

const colors: Record<string, string> = {
  "orbitel-systems": "#2450e6",
  "meridian-software": "#0f766e",
  "helix-data": "#7c3aed",
  "kestrel-cloud": "#0e7490",
  "vantage-networks": "#b45309",
  quantora: "#be123c",
  safesight: "#15803d",
  labsphere: "#1d4ed8",
  tradeweave: "#c2410c",
};

const INK = "#0b1530";
const BOX = { width: 240, height: 56 };

async function wordPaths(text: string, font: Buffer) {
  // satori takes a React-like element; a plain object avoids JSX in a script.
  const element = {
    type: "div",
    props: {
      style: { display: "flex", fontSize: 40, fontWeight: 700, color: INK, letterSpacing: -1 },
      children: text,
    },
  };
  const svg = await satori(element as unknown as Parameters<typeof satori>[0], {
    width: 2000,
    height: 60,
    fonts: [{ name: "Inter", data: font, weight: 700 }],
  });
  const paths = [...svg.matchAll(/<path[^>]*d="([^"]+)"[^>]*\/>/g)].map((m) => m[1] ?? "");
  // Absolute coordinates alternate x, y: the largest x is the word's right edge.
  let right = 0;
  for (const d of paths) {
    const numbers = d.match(/-?\d*\.?\d+/g)?.map(Number) ?? [];
    for (let i = 0; i < numbers.length; i += 2) right = Math.max(right, numbers[i] ?? 0);
  }
  return { d: paths.join(" "), width: right };
}

async function logoSvg(name: string, file: string, font: Buffer): Promise<string> {
  const symbol = symbols[file];
  const color = colors[file];
  if (!symbol || !color)
    throw new Error(`No symbol for ${file}: add one to scripts/generate-imagery.ts`);
  const word = await wordPaths(name, font);
  // Text rendered at 40 px with its cap height from y≈9 to y≈38: scale to 22 px high in the box.
  const available = BOX.width - 48 - 10 - 4;
  const scale = Math.min(0.62, available / word.width);
  const textWidth = word.width * scale;
  const total = 48 + 10 + textWidth;
  const x0 = (BOX.width - total) / 2;
  const textY = BOX.height / 2 - 23.5 * scale;
  const safe = name.replace(/[<>&"']/g, "");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${BOX.width}" height="${BOX.height}" viewBox="0 0 ${BOX.width} ${BOX.height}" role="img" aria-label="${safe}">` +
    `<g transform="translate(${x0.toFixed(2)} 4)">${symbol(color)}</g>` +
    `<path fill="${INK}" transform="translate(${(x0 + 58).toFixed(2)} ${textY.toFixed(2)}) scale(${scale.toFixed(4)})" d="${word.d}"/>` +
    `</svg>`
  );
}

async function main() {
  for (const look of portraits) {
    write(`${look.file}.svg`, portraitSvg(look));
  }
  const font = readFileSync(
    join(root, "node_modules/@fontsource/inter/files/inter-latin-700-normal.woff"),
  );
  // Our drawn marks (an uploaded logo is left alone): src/assets/logos/<company>/logo.svg.
  for (const logo of readContentFolder("content/logos", companyLogoSchema)) {
    if (logo.logo !== `../../src/assets/logos/${logo.id}/logo.svg`) continue;
    write(`logos/${logo.id}/logo.svg`, await logoSvg(logo.name, logo.id, font));
  }
}

await main();
