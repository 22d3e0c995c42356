"use client";

import { useEffect, useRef, useState } from "react";

/**
 * A tool's logo; when the image fails to load it is replaced by the tool's first letter
 * (SPEC §4). A failure before hydration is caught by checking the finished image on mount.
 */
export function ToolLogo({ name, src, color }: { name: string; src: string; color: string }) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setFailed(true);
  }, []);

  if (failed) {
    return (
      <span
        aria-hidden="true"
        data-testid="tool-fallback"
        className="inline-flex size-12 items-center justify-center rounded-xl text-xl font-bold text-white"
        style={{ backgroundColor: color }}
      >
        {name.charAt(0).toUpperCase()}
      </span>
    );
  }
  return (
    // A plain img: the fallback needs its error event, and the SVGs need no optimising.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      ref={image}
      src={src}
      alt=""
      width={48}
      height={48}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className="size-12 rounded-xl"
    />
  );
}
