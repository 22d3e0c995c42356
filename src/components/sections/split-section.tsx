import type { ReactNode } from "react";

import type { Feature } from "@content/schemas/blocks";
import { cn } from "@/lib/cn";

import { ContentIcon } from "./content-icon";
import { SectionHeading } from "./section-heading";

const tones = {
  white: "bg-surface",
  muted: "bg-surface-tinted",
  dark: "bg-surface-inverse text-white",
} as const;

/**
 * A text-and-visual row (docs/design-system.md "Section bands"): the heading, intro and a list on
 * one side, a visual (an illustration, a product still, a panel of figures) on the other. Service
 * pages alternate these with card grids, so no page stacks three grids in a row. `data-split-row`
 * lets the browser tests read a page's rhythm.
 */
export function SplitSection({
  id,
  title,
  eyebrow,
  intro,
  tone = "white",
  visual,
  visualFirst = false,
  closing = false,
  children,
}: {
  id: string;
  title: string;
  eyebrow?: string;
  intro?: ReactNode;
  tone?: keyof typeof tones;
  /** The large visual beside the text. */
  visual: ReactNode;
  /** The visual on the left on wide screens (it always follows the text on phones). */
  visualFirst?: boolean;
  /** The page's one closing section (`data-closing`, docs/design-system.md "Calls to action"). */
  closing?: boolean;
  children?: ReactNode;
}) {
  const headingId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      data-split-row=""
      data-closing={closing || undefined}
      className={cn("py-16 sm:py-20", tones[tone])}
    >
      <div className="mx-auto grid max-w-content gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:items-center lg:gap-16 lg:px-8">
        <div className={cn(visualFirst && "lg:order-2")}>
          <SectionHeading
            id={headingId}
            eyebrow={eyebrow}
            title={title}
            align="left"
            tone={tone === "dark" ? "dark" : "light"}
          >
            {intro}
          </SectionHeading>
          {children ? <div className="mt-8">{children}</div> : null}
        </div>
        <div className="min-w-0">{visual}</div>
      </div>
    </section>
  );
}

/**
 * Features as a list rather than cards (for the text side of a SplitSection): a number or icon,
 * the title (h3) and its text, rows divided by hairlines.
 */
export function FeatureList({
  items,
  numbered = false,
  tone = "light",
}: {
  items: readonly Feature[];
  numbered?: boolean;
  tone?: "light" | "dark";
}) {
  const dark = tone === "dark";
  const List = numbered ? "ol" : "ul";
  return (
    <List
      className={cn(
        "divide-y border-y",
        dark ? "divide-white/10 border-white/10" : "divide-line border-line",
      )}
    >
      {items.map((item, index) => (
        <li key={item.title} className="flex gap-4 py-4">
          <span
            aria-hidden="true"
            className={cn(
              "inline-flex size-9 shrink-0 items-center justify-center rounded-lg font-display font-bold",
              dark
                ? "bg-white/15 text-white"
                : numbered
                  ? "bg-brand-600 text-white"
                  : "bg-brand-100 text-accent dark:bg-brand-500/15",
            )}
          >
            {numbered ? (
              index + 1
            ) : item.icon ? (
              <ContentIcon name={item.icon} className="size-5" />
            ) : (
              index + 1
            )}
          </span>
          <div>
            <h3 className={cn("font-display text-lg font-bold", dark ? "text-white" : "text-fg")}>
              {item.title}
            </h3>
            <p className={cn("mt-1", dark ? "text-ink-100" : "text-fg-muted")}>
              {item.description}
            </p>
            {item.stat ? (
              <p
                className={cn(
                  "mt-1 text-sm font-semibold",
                  dark ? "text-cta-100" : "text-cta-800 dark:text-cta-100",
                )}
              >
                {item.stat}
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </List>
  );
}
