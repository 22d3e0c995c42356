import type { ImageMetadata } from "astro";
import { getImage } from "astro:assets";
import { getCollection, getEntry } from "astro:content";

import type {
  AiAutomationPageCopy,
  AiSafetyPageCopy,
  ConsultingPageCopy,
  CtoPilotPageCopy,
  CtoServicesPageCopy,
  GoogleAdsPageCopy,
  MvpPageCopy,
} from "@content/schemas/service-pages";
import { siteConfig } from "@/config/site";
import type { OptimisedImage } from "@/components/ui/optimised-image";
import { offerPrices } from "@/lib/offer-prices";

import { withOfferFigures } from "./offer-figures";
import { byPosition, type Service } from "./services";

/** The service cards (content/services/*.yaml), in their positions' order. */
export async function loadServices(): Promise<Service[]> {
  return (await getCollection("services"))
    .map((entry) => ({ ...entry.data, id: entry.id }))
    .sort(byPosition);
}

/** Each service page's copy: its collection (src/content.config.ts) and what it holds. */
type ServicePages = {
  ctoPilotPage: CtoPilotPageCopy;
  ctoServicesPage: CtoServicesPageCopy;
  mvpPage: MvpPageCopy;
  googleAdsPage: GoogleAdsPageCopy;
  aiAutomationPage: AiAutomationPageCopy;
  aiSafetyPage: AiSafetyPageCopy;
  consultingPage: ConsultingPageCopy;
};

/** The file of each page's copy, under content/service-pages/ (without .yaml). */
const FILES = {
  ctoPilotPage: "cto-service",
  ctoServicesPage: "cto-services",
  mvpPage: "mvp-development",
  googleAdsPage: "google-ads-marketing",
  aiAutomationPage: "ai-automation",
  aiSafetyPage: "ai-safety-vision",
  consultingPage: "tech-strategy-consulting",
} as const satisfies Record<keyof ServicePages, string>;

/**
 * A service page's copy (content/service-pages/<page>.yaml), with the offer's figures its texts
 * quote ({discounted}, {standard}…) filled in from the offer configuration.
 */
export async function loadServicePage<Name extends keyof ServicePages>(
  name: Name,
): Promise<ServicePages[Name]> {
  const file = FILES[name];
  const entry = await getEntry(name, file);
  if (!entry) throw new Error(`content/service-pages/${file}.yaml is missing`);
  return withOfferFigures(entry.data as ServicePages[Name], offerPrices(siteConfig.offer));
}

/** The explainer video's poster frame in the build: 16:9, up to the facade's 2× width. */
export const VIDEO_POSTER = { width: 1280, height: 720, widths: [640, 960, 1280] } as const;

/**
 * A poster as the facade shows it: a drawing as it is; a still cropped to 16:9 and made AVIF at
 * three widths, so a photo replaces the drawing in the same box at a few tens of kilobytes.
 */
export async function videoPosterImage(source: ImageMetadata): Promise<OptimisedImage> {
  const { width, height, widths } = VIDEO_POSTER;
  if (source.format === "svg") return { src: source.src, width, height };
  // Only widths the upload is large enough for (never scaled up); a small still at its own width.
  const fitting: number[] = widths.filter((w) => w <= source.width);
  const image = await getImage({
    src: source,
    width,
    height,
    fit: "cover",
    format: "avif",
    widths: fitting.length > 0 ? fitting : [source.width],
  });
  return { src: image.src, srcSet: image.srcSet.attribute || undefined, width, height };
}

/** The poster of the pilot page's explainer video (cto-service.yaml, `founder.videoPoster`). */
export async function loadVideoPoster(): Promise<OptimisedImage> {
  const entry = await getEntry("ctoPilotPage", FILES.ctoPilotPage);
  if (!entry) throw new Error("content/service-pages/cto-service.yaml is missing");
  return videoPosterImage(entry.data.founder.videoPoster);
}
