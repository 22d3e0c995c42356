import { Check } from "lucide-react";

import type { Feature } from "@content/schemas/blocks";
import { cn } from "@/lib/cn";

import { balancedGrid, type GridColumns } from "./balanced-grid";
import { ContentIcon } from "./content-icon";
import { card, cardGrid, cardOnDark, reveal } from "./section-styles";

/** Cards of features, reasons, offerings or benefits: icon, title (h3), text, points, a figure. */
export function FeatureGrid({
  items,
  columns = 3,
  tone = "light",
  numbered = false,
  label,
}: {
  items: readonly Feature[];
  /** The most columns on wide screens; fewer where that would leave a card alone on a row. */
  columns?: GridColumns;
  tone?: "light" | "dark";
  /** Show 1, 2, 3… instead of the icon (steps of a process). */
  numbered?: boolean;
  /** Accessible name of the list when the heading above does not name it. */
  label?: string;
}) {
  const dark = tone === "dark";
  const grid = balancedGrid(items.length, columns);
  return (
    <ul aria-label={label} className={grid.list} {...cardGrid}>
      {items.map((item, index) => (
        <li
          key={item.title}
          {...reveal}
          className={cn(
            "flex flex-col p-6",
            dark ? `${cardOnDark} text-white` : card,
            grid.item(index),
          )}
        >
          {numbered ? (
            <span
              aria-hidden="true"
              className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-600 font-display text-lg font-bold text-white"
            >
              {index + 1}
            </span>
          ) : item.icon ? (
            <span
              className={cn(
                "inline-flex size-11 items-center justify-center rounded-xl",
                dark ? "bg-white/15 text-white" : "bg-brand-100 text-accent dark:bg-brand-500/15",
              )}
            >
              <ContentIcon name={item.icon} className="size-6" />
            </span>
          ) : null}
          <h3
            className={cn(
              "font-display text-lg font-bold text-balance",
              (numbered || item.icon) && "mt-4",
              dark ? "text-white" : "text-fg",
            )}
          >
            {item.title}
          </h3>
          <p className={cn("mt-2", dark ? "text-ink-100" : "text-fg-muted")}>{item.description}</p>
          {item.points?.length ? (
            <ul
              className={cn(
                "mt-4 space-y-2",
                dark ? "text-ink-100" : "text-ink-700 dark:text-ink-100",
              )}
            >
              {item.points.map((point) => (
                <li key={point} className="flex gap-2">
                  <Check
                    aria-hidden="true"
                    className={cn(
                      "mt-0.5 size-5 shrink-0",
                      dark ? "text-cta-100" : "text-cta-700 dark:text-cta-100",
                    )}
                  />
                  {point}
                </li>
              ))}
            </ul>
          ) : null}
          {item.stat ? (
            <p
              className={cn(
                "mt-auto pt-4 text-sm font-semibold",
                dark ? "text-cta-100" : "text-cta-800 dark:text-cta-100",
              )}
            >
              {item.stat}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
