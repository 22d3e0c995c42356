import type { CompanyLogo } from "@content/service-pages/types";

/**
 * Company logos with SPEC §4's fallback: placeholder image with the name, then the name. The
 * markup is server-rendered; logo-wall-fallback.ts (included by the page) swaps a broken image.
 */
export function LogoWall({ logos, label }: { logos: readonly CompanyLogo[]; label: string }) {
  return (
    <ul
      aria-label={label}
      className="flex flex-wrap items-center justify-center gap-x-8 gap-y-6 sm:gap-x-12"
    >
      {logos.map((logo) => (
        <li key={logo.name} className="flex h-12 min-w-[12.5rem] items-center justify-center">
          {/* Local SVGs at a fixed size: no image pipeline needed. */}
          <img
            src={logo.url}
            alt={logo.alt}
            width={200}
            height={48}
            loading="lazy"
            decoding="async"
            data-logo-stage="logo"
            data-logo-name={logo.name}
            className="h-12 w-[12.5rem] object-contain"
          />
          {/* The last stage, shown by the script when the placeholder fails too. */}
          <span hidden data-logo-text className="text-base font-semibold text-ink-700">
            {logo.name}
          </span>
        </li>
      ))}
    </ul>
  );
}
