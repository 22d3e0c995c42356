import { getImage } from "astro:assets";
import type { ImageMetadata } from "astro";

/**
 * What an <img> needs of a picture the build optimised: an owner may upload a drawing or a
 * multi-megabyte photo through the editor, and the page stays fast either way. A drawing (SVG)
 * is served as it is (the file the build copied); a photo becomes AVIF at the sizes the page
 * shows it.
 */
export type OptimisedImage = { src: string; srcSet?: string; width: number; height: number };

const isDrawing = (source: ImageMetadata) => source.format === "svg";

/** A picture shown at one size (a portrait): AVIF at that size and at twice it, for sharp screens. */
export async function fixedSizeImage(
  source: ImageMetadata,
  size: { width: number; height: number },
): Promise<OptimisedImage> {
  if (isDrawing(source)) return { src: source.src, ...size };
  // Cropped to the box (a portrait photo is rarely square), never stretched.
  const image = await getImage({
    src: source,
    ...size,
    fit: "cover",
    format: "avif",
    densities: [1, 2],
  });
  return { src: image.src, srcSet: image.srcSet.attribute || undefined, ...size };
}

/**
 * A picture whose width follows the layout (a post's hero on its card and at the top of its
 * page): AVIF at each of `widths` the upload is large enough for, so the browser picks by the
 * `sizes` the page gives. `width`/`height` are the frame's proportions, which reserve its space.
 */
export async function responsiveImage(
  source: ImageMetadata,
  frame: { width: number; height: number; widths: number[] },
): Promise<OptimisedImage> {
  const { width, height } = frame;
  if (isDrawing(source)) return { src: source.src, width, height };
  const widths = frame.widths.filter((w) => w <= source.width);
  const image = await getImage({
    src: source,
    width: Math.min(width, source.width),
    widths: widths.length > 0 ? widths : [source.width],
    format: "avif",
  });
  return { src: image.src, srcSet: image.srcSet.attribute || undefined, width, height };
}
