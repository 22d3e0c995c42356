import { Check } from "lucide-react";

import type { Feature } from "@content/service-pages/types";
import { cn } from "@/lib/cn";

import { ContentIcon } from "./content-icon";

const columnClasses = {
  2: "md:grid-cols-2",
  3: "md:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
  5: "sm:grid-cols-2 lg:grid-cols-5",
} as const;

/** Cards of features, reasons, offerings or benefits: icon, title (h3), text, points, a figure. */
export function FeatureGrid({
  items,
  columns = 3,
  tone = "light",
  numbered = false,
  label,
}: {
  items: readonly Feature[];
  columns?: keyof typeof columnClasses;
  tone?: "light" | "dark";
  /** Show 1, 2, 3… instead of the icon (steps of a process). */
  numbered?: boolean;
  /** Accessible name of the list when the heading above does not name it. */
  label?: string;
}) {
  const dark = tone === "dark";
  return (
    <ul aria-label={label} className={cn("grid gap-6", columnClasses[columns])}>
      {items.map((item, index) => (
        <li
          key={item.title}
          className={cn(
            "flex flex-col rounded-2xl p-6",
            dark ? "bg-white/10 text-white" : "border border-ink-100 bg-white shadow-sm",
          )}
        >
          {numbered ? (
            <span
              aria-hidden="true"
              className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-600 text-lg font-bold text-white"
            >
              {index + 1}
            </span>
          ) : item.icon ? (
            <span
              className={cn(
                "inline-flex size-11 items-center justify-center rounded-xl",
                dark ? "bg-white/15 text-white" : "bg-brand-100 text-brand-700",
              )}
            >
              <ContentIcon name={item.icon} className="size-6" />
            </span>
          ) : null}
          <h3 className={cn("mt-4 text-lg font-bold", dark ? "text-white" : "text-ink-900")}>
            {item.title}
          </h3>
          <p className={cn("mt-2", dark ? "text-ink-100" : "text-ink-600")}>{item.description}</p>
          {item.points?.length ? (
            <ul className={cn("mt-4 space-y-2", dark ? "text-ink-100" : "text-ink-700")}>
              {item.points.map((point) => (
                <li key={point} className="flex gap-2">
                  <Check
                    aria-hidden="true"
                    className={cn("mt-0.5 size-5 shrink-0", dark ? "text-cta-100" : "text-cta-700")}
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
                dark ? "text-cta-100" : "text-cta-800",
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
