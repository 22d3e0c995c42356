"use client";

import { useEffect, useRef, useState } from "react";

import type { CompanyLogo } from "@content/service-pages/types";

import { logoSrcFor, nextLogoStage, type LogoStage } from "./logo-fallback";

function Logo({ logo }: { logo: CompanyLogo }) {
  const [stage, setStage] = useState<LogoStage>("logo");
  const ref = useRef<HTMLImageElement>(null);
  const src = logoSrcFor(stage, logo);

  // An image that failed before hydration fired its error event before React listened.
  useEffect(() => {
    const image = ref.current;
    if (image && image.complete && image.naturalWidth === 0) setStage(nextLogoStage);
  }, [stage]);

  if (!src) {
    return (
      <span data-logo-stage="text" className="text-base font-semibold text-ink-700">
        {logo.name}
      </span>
    );
  }
  return (
    // Local SVGs at a fixed size: next/image would add nothing but JavaScript.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      ref={ref}
      key={stage}
      src={src}
      alt={stage === "logo" ? logo.alt : logo.name}
      width={200}
      height={48}
      loading="lazy"
      decoding="async"
      data-logo-stage={stage}
      onError={() => setStage(nextLogoStage)}
      className="h-12 w-[12.5rem] object-contain"
    />
  );
}

/** Company logos with SPEC §4's fallback: placeholder image with the name, then the name. */
export function LogoWall({ logos, label }: { logos: readonly CompanyLogo[]; label: string }) {
  return (
    <ul
      aria-label={label}
      className="flex flex-wrap items-center justify-center gap-x-8 gap-y-6 sm:gap-x-12"
    >
      {logos.map((logo) => (
        <li key={logo.name} className="flex h-12 min-w-[12.5rem] items-center justify-center">
          <Logo logo={logo} />
        </li>
      ))}
    </ul>
  );
}
