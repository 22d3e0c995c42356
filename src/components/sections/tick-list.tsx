import { CheckCircle2 } from "lucide-react";

import { cn } from "@/lib/cn";

/** Short lines, each after a green tick (a block's points, what an audit covers…). */
export function TickList({ items, className }: { items: readonly string[]; className: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <CheckCircle2
            aria-hidden="true"
            className="mt-0.5 size-5 shrink-0 text-cta-700 dark:text-cta-100"
          />
          {item}
        </li>
      ))}
    </ul>
  );
}

/**
 * Statements after a green tick, each a title and a sentence, in two columns from 640 px: a
 * section's points as text, not cards (the careers perks, the process's reasons). `tone="dark"`
 * sets them on a dark band.
 */
export function TickedStatements({
  items,
  tone = "light",
  className,
}: {
  items: readonly { title: string; description: string }[];
  tone?: "light" | "dark";
  className?: string;
}) {
  const dark = tone === "dark";
  return (
    <ul className={cn("grid gap-x-8 gap-y-6 sm:grid-cols-2", className)}>
      {items.map((item) => (
        <li key={item.title} className="flex gap-3">
          <CheckCircle2
            aria-hidden="true"
            className={cn(
              "mt-0.5 size-6 shrink-0",
              dark ? "text-cta-600" : "text-cta-700 dark:text-cta-100",
            )}
          />
          <div>
            <h3 className={cn("font-display text-lg font-bold", dark ? "text-white" : "text-fg")}>
              {item.title}
            </h3>
            <p className={cn("mt-1", dark ? "text-ink-100" : "text-fg-muted")}>
              {item.description}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
