import type { ReactNode } from "react";

import { cn } from "@/lib/cn";

import { SectionHeading } from "./section-heading";

/**
 * The band colours. In the dark theme the page and tinted navies are close (1.05:1), so there a
 * white or tinted band opens with a hairline (`line`, at least 1.2:1 against both): where one
 * section ends is always visible. The dark band needs none: it is 1.3:1 from its neighbours
 * (docs/design-system.md "Section bands"; src/styles/bands.test.ts).
 */
export const sectionTones = {
  white: "bg-surface dark:border-t dark:border-line",
  muted: "bg-surface-tinted dark:border-t dark:border-line",
  dark: "bg-surface-inverse text-white",
} as const;

/**
 * A page section: landmark, width, spacing and its heading (h2) with an optional intro. `closing`
 * marks it as the page's one closing section (`data-closing`, docs/design-system.md).
 */
export function PageSection({
  id,
  title,
  eyebrow,
  intro,
  tone = "white",
  align = "center",
  closing = false,
  children,
  className,
}: {
  closing?: boolean;
  /** Anchor of the section; its heading gets `${id}-title`. */
  id: string;
  title: string;
  eyebrow?: string;
  intro?: ReactNode;
  tone?: keyof typeof sectionTones;
  align?: "center" | "left";
  children?: ReactNode;
  className?: string;
}) {
  const headingId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      data-closing={closing || undefined}
      className={cn("py-16 sm:py-20", sectionTones[tone], className)}
    >
      <div className="mx-auto max-w-content px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id={headingId}
          eyebrow={eyebrow}
          title={title}
          align={align}
          tone={tone === "dark" ? "dark" : "light"}
        >
          {intro}
        </SectionHeading>
        {children ? <div className="mt-10 sm:mt-12">{children}</div> : null}
      </div>
    </section>
  );
}
