/**
 * docs/product.md §4 "Logo image": on load error the logo swaps to a placeholder image that carries the
 * company's name; if that fails too, the name is shown as text.
 */
export type LogoStage = "logo" | "placeholder" | "text";

/** The stage after a load error in `stage`. */
export function nextLogoStage(stage: LogoStage): LogoStage {
  return stage === "logo" ? "placeholder" : "text";
}

/** A local placeholder image (an inline SVG, so it needs no network) naming the company. */
export function logoPlaceholderSrc(name: string): string {
  const safe = name.replace(/[<>&"']/g, "");
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="56" viewBox="0 0 240 56">` +
    `<rect width="240" height="56" rx="8" fill="#e6e9f2"/>` +
    // textLength squeezes a long name into the box instead of letting it be clipped.
    `<text x="120" y="34" font-family="system-ui,sans-serif" font-size="16" font-weight="600" ` +
    `fill="#24335f" text-anchor="middle"${safe.length > 22 ? ' textLength="216" lengthAdjust="spacingAndGlyphs"' : ""}>${safe}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The image to show at `stage`, or null when only the name is left. */
export function logoSrcFor(stage: LogoStage, logo: { name: string; url: string }): string | null {
  if (stage === "logo") return logo.url;
  if (stage === "placeholder") return logoPlaceholderSrc(logo.name);
  return null;
}
