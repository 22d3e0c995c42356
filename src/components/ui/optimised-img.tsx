import type { ImgHTMLAttributes } from "react";

import type { OptimisedImage } from "./optimised-image";

/**
 * An <img> for a picture the build optimised (src/components/ui/optimised-image.ts): its file,
 * its AVIF sizes, and its width and height, which reserve its box before it arrives. `sizes` only
 * matters for a picture whose width follows the layout; a drawing has no srcset and needs none.
 */
export function OptimisedImg({
  image,
  alt,
  sizes,
  loading = "lazy",
  ...rest
}: {
  image: OptimisedImage;
  alt: string;
  sizes?: string;
} & Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "width" | "height" | "alt">) {
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? sizes : undefined}
      alt={alt}
      width={image.width}
      height={image.height}
      loading={loading}
      decoding="async"
      {...rest}
    />
  );
}
