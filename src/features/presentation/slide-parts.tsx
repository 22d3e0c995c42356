import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

import { keepCompoundsWhole } from "@/components/ui/keep-compounds-whole";
import { cn } from "@/lib/cn";
import { largeFigure } from "@/components/ui/figure";

/** Layout pieces shared by the deck's slides (rendered on the server; no slide text lives here). */
export function SlideFrame({
  number,
  eyebrow,
  title,
  lead,
  tone = "light",
  icon: Icon,
  visual,
  largeVisual = false,
  aside,
  children,
}: {
  number: number;
  eyebrow: string;
  title: string;
  lead?: string;
  tone?: "light" | "dark";
  /** Every slide's own mark, beside its eyebrow (docs/design-system.md "The deck"). */
  icon: LucideIcon;
  /** A drawn illustration, right of the words on a wide stage (hidden in the phone column). */
  visual?: ReactNode;
  /**
   * For slides whose words are short: the drawing in a wider column and drawn 1.3 times larger
   * (CSS zoom: its layout grows too), so it carries the slide and reads from across a room.
   */
  largeVisual?: boolean;
  /**
   * Words' company on the wide stage: beside the heading and lead (such as the team's figures),
   * with the children full width below; in a phone's column it simply follows the lead.
   */
  aside?: ReactNode;
  children?: ReactNode;
}) {
  const dark = tone === "dark";
  const head = (
    <>
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className={cn(
            "inline-flex size-11 shrink-0 items-center justify-center rounded-xl",
            dark
              ? "bg-white/10 text-brand-100 ring-1 ring-white/20 print:bg-brand-50 print:text-brand-700"
              : "bg-linear-to-br from-brand-600 to-brand-800 text-white shadow-card",
          )}
        >
          <Icon className="size-6" />
        </span>
        <p
          className={cn(
            "text-sm font-semibold tracking-wide uppercase",
            dark ? "text-brand-100 print:text-brand-700" : "text-accent",
          )}
        >
          <span aria-hidden="true">{String(number).padStart(2, "0")} · </span>
          {eyebrow}
        </p>
      </div>
      <h2 className="max-w-4xl text-3xl leading-tight font-bold text-balance sm:text-4xl lg:text-[2.625rem] lg:leading-[1.15]">
        {keepCompoundsWhole(title)}
      </h2>
      {lead ? (
        <p
          className={cn(
            "max-w-3xl text-lg leading-relaxed lg:text-xl lg:leading-normal",
            dark ? "text-ink-100 print:text-ink-700" : "text-fg-muted",
          )}
        >
          {lead}
        </p>
      ) : null}
    </>
  );
  const words = (
    <div className="flex min-w-0 flex-col gap-5">
      {aside ? (
        <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center lg:gap-10">
          <div className="flex min-w-0 flex-col gap-5">{head}</div>
          {aside}
        </div>
      ) : (
        head
      )}
      {children}
    </div>
  );
  return (
    <div
      data-slide-frame
      className={cn(
        "relative flex flex-1 flex-col justify-center overflow-hidden rounded-2xl p-5 sm:p-10 lg:p-12 print:rounded-none",
        dark
          ? "bg-ink-900 bg-linear-to-br from-brand-900 via-ink-900 to-ink-950 text-white ring-1 ring-white/15 print:bg-white print:bg-none print:text-ink-900 print:ring-0"
          : "bg-surface-raised text-fg ring-1 ring-line",
      )}
    >
      {visual ? (
        <div
          className={cn(
            "grid items-center gap-12",
            largeVisual
              ? "lg:grid-cols-[minmax(0,1fr)_30rem]"
              : "lg:grid-cols-[minmax(0,1fr)_26rem]",
          )}
        >
          {words}
          <div
            aria-hidden="true"
            data-slide-visual
            className={cn(
              // Under the words from 768 px (a tablet's column has the room), beside them on
              // the wide stage; hidden on phones, where the slide's icon stays.
              "max-md:hidden",
              largeVisual && "lg:[zoom:1.3]",
              // On the navy slides the drawing's glow is a navy-and-blue haze, not a white halo.
              dark &&
                "[&_[data-glow]]:from-brand-500/35 [&_[data-glow]]:via-brand-800/20 [&_[data-glow]]:to-cta-600/20 [&_[data-glow]]:opacity-70",
            )}
          >
            {visual}
          </div>
        </div>
      ) : (
        words
      )}
    </div>
  );
}

export function CardGrid({
  columns = 2,
  visual = false,
  children,
}: {
  columns?: 2 | 3 | 4;
  /** The slide's main visual (`data-slide-visual`), when the cards are what the slide shows. */
  visual?: boolean;
  children: ReactNode;
}) {
  return (
    <ul
      data-slide-visual={visual ? "" : undefined}
      className={cn(
        "grid gap-4",
        columns === 4
          ? "sm:grid-cols-2 lg:grid-cols-4"
          : columns === 3
            ? "sm:grid-cols-2 lg:grid-cols-3"
            : "sm:grid-cols-2",
      )}
    >
      {children}
    </ul>
  );
}

export function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <li className="break-inside-avoid rounded-xl border border-line bg-surface-tinted p-4 lg:p-5">
      <h3 className="text-lg leading-snug font-semibold text-fg">{title}</h3>
      <div className="mt-1.5 leading-relaxed text-fg-muted">{children}</div>
    </li>
  );
}

export function StatRow({
  stats,
  tone = "light",
  large = false,
}: {
  stats: { value: string; label: string }[];
  tone?: "light" | "dark";
  /** On the wide stage, larger figures in taller tiles: the figures are the slide's point. */
  large?: boolean;
}) {
  return (
    // Two tiles a row on a phone, one when even two would not fit (narrower than 320 px).
    <dl
      className={cn(
        "grid grid-cols-[repeat(auto-fit,minmax(min(100%,7.5rem),1fr))] gap-3 sm:grid-cols-4 sm:gap-4",
        large && "lg:w-[32rem] lg:grid-cols-2",
      )}
    >
      {stats.map((stat) => (
        <div
          key={stat.label}
          className={cn(
            "flex min-w-0 flex-col-reverse justify-end rounded-xl px-4 py-3",
            large && "lg:px-6 lg:py-5",
            tone === "dark" ? "bg-white/10 print:bg-ink-50" : "bg-surface-brand",
          )}
        >
          <dt
            className={cn(
              "mt-1 text-sm",
              tone === "dark" ? "text-ink-100 print:text-ink-600" : "text-fg-muted",
            )}
          >
            {stat.label}
          </dt>
          <dd
            className={cn(
              largeFigure,
              "text-2xl sm:text-3xl",
              large && "lg:text-[2.625rem] lg:leading-tight lg:whitespace-nowrap",
            )}
          >
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function CheckList({ items, tone = "light" }: { items: string[]; tone?: "light" | "dark" }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item} className="flex gap-3 leading-relaxed">
          <span
            aria-hidden="true"
            className={cn(
              "mt-1 inline-flex size-5 shrink-0 items-center justify-center rounded-full text-xs font-bold",
              tone === "dark"
                ? "bg-cta-600 text-white"
                : "bg-cta-100 text-cta-800 dark:bg-cta-700/30 dark:text-cta-400",
            )}
          >
            ✓
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
