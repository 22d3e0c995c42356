import type { ReactNode } from "react";

import { cn } from "@/lib/cn";

/** Layout pieces shared by the deck's slides (rendered on the server; no slide text lives here). */
export function SlideFrame({
  number,
  eyebrow,
  title,
  lead,
  tone = "light",
  children,
}: {
  number: number;
  eyebrow: string;
  title: string;
  lead?: string;
  tone?: "light" | "dark";
  children?: ReactNode;
}) {
  const dark = tone === "dark";
  return (
    <div
      className={cn(
        "flex min-h-full flex-col gap-6 rounded-2xl p-6 sm:p-10 lg:p-12 print:min-h-0 print:rounded-none print:p-0",
        dark
          ? "bg-ink-900 text-white print:bg-white print:text-ink-900"
          : "bg-surface-raised text-fg",
      )}
    >
      <p
        className={cn(
          "text-sm font-semibold tracking-wide uppercase",
          dark ? "text-brand-100 print:text-brand-700" : "text-accent",
        )}
      >
        <span aria-hidden="true">{String(number).padStart(2, "0")} · </span>
        {eyebrow}
      </p>
      <h2 className="max-w-4xl text-3xl leading-tight font-bold text-balance sm:text-4xl lg:text-5xl">
        {title}
      </h2>
      {lead ? (
        <p
          className={cn(
            "max-w-3xl text-lg leading-relaxed sm:text-xl",
            dark ? "text-ink-100 print:text-ink-700" : "text-fg-muted",
          )}
        >
          {lead}
        </p>
      ) : null}
      {children}
    </div>
  );
}

export function CardGrid({ columns = 2, children }: { columns?: 2 | 3; children: ReactNode }) {
  return (
    <ul
      className={cn(
        "grid gap-4",
        columns === 3 ? "sm:grid-cols-2 lg:grid-cols-3" : "sm:grid-cols-2",
      )}
    >
      {children}
    </ul>
  );
}

export function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <li className="break-inside-avoid rounded-xl border border-line bg-surface-tinted p-5">
      <h3 className="text-lg font-semibold text-fg">{title}</h3>
      <div className="mt-2 leading-relaxed text-fg-muted">{children}</div>
    </li>
  );
}

export function StatRow({
  stats,
  tone = "light",
}: {
  stats: { value: string; label: string }[];
  tone?: "light" | "dark";
}) {
  return (
    <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
      {stats.map((stat) => (
        <div
          key={stat.label}
          className={cn(
            "flex flex-col-reverse rounded-xl p-4",
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
          <dd className="text-2xl font-bold sm:text-3xl">{stat.value}</dd>
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
