import type { ReactNode } from "react";

import type { Stat } from "@content/schemas/blocks";
import { cn } from "@/lib/cn";

import { PageSection } from "./page-section";

/** Stat tiles as a description list (value shown large above its label). */
export function StatTiles({
  stats,
  tone = "light",
}: {
  stats: readonly Stat[];
  tone?: "light" | "dark";
}) {
  return (
    <dl
      className={cn(
        "grid grid-cols-2 gap-3 sm:gap-4",
        stats.length % 3 === 0 ? "lg:grid-cols-3" : "lg:grid-cols-4",
      )}
    >
      {stats.map((stat) => (
        <div
          key={stat.label}
          className={cn(
            "flex flex-col-reverse rounded-2xl p-3.5 sm:p-5",
            tone === "dark" ? "bg-white/10" : "border border-line bg-surface-raised shadow-card",
          )}
        >
          <dt
            className={cn(
              "text-sm sm:text-base",
              tone === "dark" ? "text-ink-100" : "text-fg-muted",
            )}
          >
            {stat.label}
          </dt>
          <dd
            className={cn(
              "text-2xl font-extrabold sm:text-3xl",
              tone === "dark" ? "text-white" : "text-fg",
            )}
          >
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A section of figures (on a dark band by default). */
export function StatsBand({
  id,
  title,
  intro,
  stats,
  tone = "dark",
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  stats: readonly Stat[];
  tone?: "dark" | "muted" | "white";
  children?: ReactNode;
}) {
  return (
    <PageSection id={id} title={title} intro={intro} tone={tone}>
      <StatTiles stats={stats} tone={tone === "dark" ? "dark" : "light"} />
      {children}
    </PageSection>
  );
}
