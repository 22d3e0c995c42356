/**
 * The browser half of LogoWall (logo-wall.tsx): on a load error an image moves to the next stage
 * of docs/product.md §4's chain (placeholder image naming the company, then the name as text). Plain DOM
 * code, included once by each page that shows a logo wall.
 */
import { logoSrcFor, nextLogoStage, type LogoStage } from "./logo-fallback";

const SELECTOR = "img[data-logo-stage]";

function advance(image: HTMLImageElement) {
  const name = image.dataset.logoName ?? "";
  const stage = nextLogoStage(image.dataset.logoStage as LogoStage);
  const src = logoSrcFor(stage, { name, url: image.src });
  if (src) {
    image.dataset.logoStage = stage;
    image.alt = name;
    // A photo's AVIF sizes would win over src.
    image.removeAttribute("srcset");
    image.src = src;
    return;
  }
  const text = image.parentElement?.querySelector<HTMLElement>("[data-logo-text]");
  if (text) {
    text.dataset.logoStage = "text";
    text.hidden = false;
  }
  image.remove();
}

// Error events do not bubble, but they can be caught on the way down.
document.addEventListener(
  "error",
  (event) => {
    const target = event.target;
    if (target instanceof HTMLImageElement && target.matches(SELECTOR)) advance(target);
  },
  true,
);

// Images that failed before this script ran (module scripts run after parsing).
for (const image of document.querySelectorAll<HTMLImageElement>(SELECTOR)) {
  if (image.complete && image.naturalWidth === 0 && image.currentSrc) advance(image);
}
