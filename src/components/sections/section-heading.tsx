import type { ReactNode } from "react";

import { cn } from "@/lib/cn";

/** The heading and intro that open a page section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  align = "center",
  tone = "light",
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  align?: "center" | "left";
  tone?: "light" | "dark";
}) {
  return (
    <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center")}>
      {eyebrow ? (
        <p
          className={cn(
            "text-sm font-semibold tracking-wider uppercase",
            tone === "dark" ? "text-cta-100" : "text-accent",
          )}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2
        id={id}
        className={cn(
          "mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl",
          tone === "dark" ? "text-white" : "text-fg",
        )}
      >
        {title}
      </h2>
      {children ? (
        <div className={cn("mt-4 text-lg", tone === "dark" ? "text-ink-100" : "text-fg-muted")}>
          {children}
        </div>
      ) : null}
    </div>
  );
}
