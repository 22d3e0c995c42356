import type { ReactNode } from "react";

import { cn } from "@/lib/cn";

/**
 * The shell of every hero illustration: one image to assistive technology (role="img" with the
 * label as its name; the drawn words inside are presentational), with the drawing in markup
 * and inline SVG so it is crisp at any size, themed by CSS, and costs no request.
 */
export function Illustration({
  label,
  children,
  className,
  testId,
}: {
  label: string;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <div
      role="img"
      aria-label={label}
      data-illustration={testId}
      className={cn("relative isolate mx-auto w-full max-w-xl select-none", className)}
    >
      {children}
    </div>
  );
}

/** A card of the illustration: the surface, border and depth shared by all of them. */
export function Panel({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        "rounded-2xl border border-ink-100 bg-white shadow-xl shadow-ink-900/[0.06] dark:border-white/10 dark:bg-ink-800 dark:shadow-black/30",
        className,
      )}
    >
      {children}
    </div>
  );
}

/** The top bar of a panel: an app window's dots and a title. */
export function PanelBar({ title, aside }: { title: string; aside?: ReactNode }) {
  return (
    <div className="flex items-center gap-3 border-b border-ink-100 px-4 py-3 dark:border-white/10">
      <span aria-hidden="true" className="flex gap-1.5">
        <span className="size-2.5 rounded-full bg-ink-100 dark:bg-white/15" />
        <span className="size-2.5 rounded-full bg-ink-100 dark:bg-white/15" />
        <span className="size-2.5 rounded-full bg-ink-100 dark:bg-white/15" />
      </span>
      <span
        data-panel-title
        className="min-w-0 flex-1 text-sm font-semibold text-ink-800 dark:text-ink-100"
      >
        {title}
      </span>
      {aside}
    </div>
  );
}

/** The small capitals over a block of a product drawing (a chart's title, a list's heading). */
export function PanelLabel({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p className={cn("text-xs font-bold tracking-wide text-fg-subtle uppercase", className)}>
      {children}
    </p>
  );
}

/** A small floating note laid over a panel's corner (hidden on the narrowest screens). */
export function FloatingNote({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      data-floating-note
      className={cn(
        "absolute hidden items-center gap-2 rounded-xl border border-ink-100 bg-white px-3 py-2 text-sm font-semibold text-ink-800 shadow-lg shadow-ink-900/10 sm:flex dark:border-white/10 dark:bg-ink-700 dark:text-white",
        className,
      )}
    >
      {children}
    </div>
  );
}

/**
 * The soft glow behind an illustration, in the page's brand hue. Marked `data-glow` so a dark
 * setting (the deck's navy slides) can give it a tone that suits it instead of the white middle.
 */
export function Glow({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      data-glow
      className={cn(
        "pointer-events-none absolute -inset-6 -z-10 rounded-[2.5rem] bg-gradient-to-br from-brand-100 via-white to-cta-100 opacity-80 blur-2xl dark:from-brand-600/25 dark:via-transparent dark:to-cta-600/15",
        className,
      )}
    />
  );
}

/**
 * A service page's one product band (docs/design-system.md "Section bands"): a large drawn
 * product screen, a panel with its title bar over a soft glow, marked `data-product-band`. Its
 * `caption` is what a screen reader hears for the whole figure; every word inside is real text.
 */
export function ProductBand({
  name,
  title,
  aside,
  caption,
  glowClassName,
  children,
}: {
  name: string;
  title: string;
  aside?: ReactNode;
  caption: ReactNode;
  glowClassName: string;
  children: ReactNode;
}) {
  const captionId = `${name}-band-caption`;
  return (
    <figure data-product-band={name} aria-labelledby={captionId} className="relative isolate">
      <div
        aria-hidden="true"
        className={cn(
          "pointer-events-none absolute -inset-4 -z-10 rounded-[2rem] bg-gradient-to-br via-transparent opacity-70 blur-2xl",
          glowClassName,
        )}
      />
      <Panel className="overflow-hidden">
        <PanelBar title={title} aside={aside} />
        {children}
      </Panel>
      {/* The figure's own last child, as HTML requires of a figcaption. */}
      <figcaption id={captionId} className="sr-only">
        {caption}
      </figcaption>
    </figure>
  );
}
