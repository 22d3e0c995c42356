/**
 * SPEC §4 "Logo image": on load error the logo swaps to a placeholder image that carries the
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
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="48" viewBox="0 0 200 48">` +
    `<rect width="200" height="48" rx="8" fill="#e6e9f2"/>` +
    `<text x="100" y="30" font-family="system-ui,sans-serif" font-size="15" font-weight="600" ` +
    `fill="#24335f" text-anchor="middle">${safe}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The image to show at `stage`, or null when only the name is left. */
export function logoSrcFor(stage: LogoStage, logo: { name: string; url: string }): string | null {
  if (stage === "logo") return logo.url;
  if (stage === "placeholder") return logoPlaceholderSrc(logo.name);
  return null;
}
