// Renders a page's 1200×630 share image (og:image) from its title and section: satori lays the
// card out as SVG with Inter from npm, resvg turns it into PNG. No network, no browser.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

import { Resvg } from "@resvg/resvg-js";
import satori from "satori";

export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

// The brand's palette (src/styles/global.css): ink for the ground, blue and green for accents.
const COLOURS = {
  ink950: "#070d1f",
  ink900: "#0b1530",
  ink800: "#15224a",
  ink300: "#aab3cc",
  ink100: "#e6e9f2",
  brand500: "#3b66f5",
  brand700: "#1d3fc4",
  green500: "#22c55e",
  green300: "#86efac",
};

const require = createRequire(import.meta.url);

/** @type {import("satori").SatoriOptions["fonts"] | undefined} */
let fonts;
function interFonts() {
  // satori reads WOFF or TTF/OTF, not WOFF2: @fontsource ships .woff beside the .woff2.
  fonts ??= /** @type {const} */ ([500, 700, 800]).map((weight) => ({
    name: "Inter",
    weight,
    style: /** @type {const} */ ("normal"),
    data: readFileSync(
      require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`),
    ),
  }));
  return fonts;
}

/** The site's mark (public/icon.svg), drawn inline so the card needs no file at render time. */
const MARK = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect x="0.5" y="0.5" width="31" height="31" rx="8" fill="${COLOURS.ink800}" stroke="${COLOURS.brand500}" stroke-opacity="0.5"/><path d="M8 22 L14 14 L18 18 L24 10" fill="none" stroke="${COLOURS.green500}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/><circle cx="24" cy="10" r="2.5" fill="${COLOURS.brand500}"/></svg>`;

/**
 * Title size by length, so a short title fills the card and a long one still fits three lines
 * (and stays readable when the card is shown 300 px wide in a chat).
 * @param {string} title
 */
export function titleFontSize(title) {
  const length = [...title].length;
  if (length <= 24) return 88;
  if (length <= 44) return 76;
  if (length <= 70) return 64;
  return 54;
}

/**
 * @typedef {{ title: string; section: string | null; brand: string; tagline: string; host: string }} ShareCard
 */

/**
 * A tiny element builder: satori takes React-like `{type, props}` objects, and this keeps the
 * card free of a JSX build step.
 * @param {string} type
 * @param {Record<string, unknown>} style
 * @param {unknown} [children]
 * @param {Record<string, unknown>} [props]
 */
const h = (type, style, children, props = {}) => ({ type, props: { style, children, ...props } });

/** @param {ShareCard} card */
function cardTree(card) {
  const size = titleFontSize(card.title);
  return h(
    "div",
    {
      width: SHARE_IMAGE_WIDTH,
      height: SHARE_IMAGE_HEIGHT,
      display: "flex",
      flexDirection: "column",
      backgroundColor: COLOURS.ink950,
      backgroundImage: `radial-gradient(circle at 100% 0%, ${COLOURS.brand700} 0%, ${COLOURS.ink900} 45%, ${COLOURS.ink950} 80%)`,
      color: "#ffffff",
      fontFamily: "Inter",
    },
    [
      // Brand row: mark, name, and the address a reader would type.
      h(
        "div",
        {
          display: "flex",
          alignItems: "center",
          justifyContent: "space-between",
          padding: "60px 80px 0",
        },
        [
          h("div", { display: "flex", alignItems: "center" }, [
            h("img", { width: 64, height: 64 }, undefined, {
              src: `data:image/svg+xml;base64,${Buffer.from(MARK).toString("base64")}`,
              width: 64,
              height: 64,
            }),
            h(
              "div",
              { marginLeft: 20, fontSize: 38, fontWeight: 800, letterSpacing: -0.5 },
              card.brand,
            ),
          ]),
          h("div", { fontSize: 26, fontWeight: 500, color: COLOURS.ink300 }, card.host),
        ],
      ),
      // Section label and the page's title, the card's one big thing.
      h(
        "div",
        {
          display: "flex",
          flexDirection: "column",
          justifyContent: "center",
          flexGrow: 1,
          padding: "0 80px",
        },
        [
          card.section
            ? h(
                "div",
                {
                  display: "flex",
                  alignItems: "center",
                  marginBottom: 26,
                  fontSize: 28,
                  fontWeight: 700,
                  letterSpacing: 3,
                  textTransform: "uppercase",
                  color: COLOURS.green300,
                },
                [
                  h("div", {
                    width: 40,
                    height: 6,
                    borderRadius: 3,
                    marginRight: 18,
                    backgroundColor: COLOURS.green500,
                  }),
                  card.section,
                ],
              )
            : h("div", { display: "flex" }),
          h(
            "div",
            {
              display: "block",
              maxWidth: 1040,
              fontSize: size,
              fontWeight: 800,
              lineHeight: 1.08,
              letterSpacing: size > 70 ? -2 : -1.5,
              lineClamp: 3,
            },
            card.title,
          ),
        ],
      ),
      // Footer: the promise, then the blue-to-green band that closes every card.
      h(
        "div",
        {
          display: "flex",
          padding: "0 80px 40px",
          fontSize: 28,
          fontWeight: 500,
          color: COLOURS.ink100,
        },
        card.tagline,
      ),
      h("div", {
        display: "flex",
        height: 14,
        backgroundImage: `linear-gradient(90deg, ${COLOURS.brand500} 0%, ${COLOURS.brand500} 55%, ${COLOURS.green500} 100%)`,
      }),
    ],
  );
}

/**
 * The PNG bytes of one card.
 * @param {ShareCard} card
 * @returns {Promise<Buffer>}
 */
export async function renderShareImage(card) {
  const svg = await satori(/** @type {any} */ (cardTree(card)), {
    width: SHARE_IMAGE_WIDTH,
    height: SHARE_IMAGE_HEIGHT,
    fonts: interFonts(),
  });
  return new Resvg(svg, { fitTo: { mode: "original" }, font: { loadSystemFonts: false } })
    .render()
    .asPng();
}
