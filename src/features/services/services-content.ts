import type { ImageMetadata } from "astro";
import { getImage } from "astro:assets";
import { getCollection } from "astro:content";

import { blockPageAt } from "@content/block-pages";
import type { OptimisedImage } from "@/components/ui/optimised-image";

import { byPosition, type Service } from "./services";

/**
 * The service cards (content/services/*.yaml), in their positions' order. A card whose `page` is
 * no block page's address stops the build naming its file.
 */
export async function loadServices(): Promise<Service[]> {
  return (await getCollection("services"))
    .map((entry) => {
      if (!blockPageAt(entry.data.page)) {
        throw new Error(
          `content/services/${entry.id}.yaml: page: no page at ${entry.data.page} (content/pages/)`,
        );
      }
      return { ...entry.data, id: entry.id };
    })
    .sort(byPosition);
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
