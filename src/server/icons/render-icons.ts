import { Resvg } from "@resvg/resvg-js";

import {
  ICON_BACKGROUND,
  MANIFEST_ICONS,
  encodeIco,
  type ManifestIconName,
} from "@/lib/site-icons";

// The mark's source, inlined by Vite: it does not depend on where the built code runs from.
import markSource from "../../../public/icon.svg?raw";

/**
 * The icons as PNG, drawn with resvg (a native module, so server side: the prerendered icon
 * routes call these at build). What the icons are and how the head links them: src/lib/site-icons.ts.
 */
const markSvg = () => markSource;

/**
 * The mark on a full square of its own background colour. `scale` below 1 shrinks it into the
 * middle: a maskable icon keeps what matters inside the central 80 % circle.
 */
function fullBleedSvg(scale: number): string {
  const svg = markSvg();
  const inner = svg.slice(svg.indexOf(">") + 1, svg.lastIndexOf("</svg>"));
  const offset = (32 * (1 - scale)) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${ICON_BACKGROUND}"/><g transform="translate(${offset} ${offset}) scale(${scale})">${inner}</g></svg>`;
}

function renderPng(svg: string, size: number): Buffer {
  return new Resvg(svg, { fitTo: { mode: "width", value: size } }).render().asPng();
}

/** The mark as drawn (rounded, transparent corners): favicons and "any" manifest icons. */
export function markPng(size: number): Buffer {
  return renderPng(markSvg(), size);
}

/** The apple-touch icon: opaque and full-bleed (iOS rounds the corners itself). */
export function appleTouchIconPng(): Buffer {
  return renderPng(fullBleedSvg(1), 180);
}

export function manifestIconPng(name: ManifestIconName): Buffer {
  const icon = MANIFEST_ICONS.find((entry) => entry.name === name)!;
  return icon.purpose === "maskable" ? renderPng(fullBleedSvg(0.7), icon.size) : markPng(icon.size);
}

export function faviconIco(): Buffer {
  return encodeIco([16, 32, 48].map((size) => ({ size, png: markPng(size) })));
}
