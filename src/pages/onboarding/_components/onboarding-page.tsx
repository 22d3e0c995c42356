import type { ReactNode } from "react";

import type { OnboardingPage as OnboardingPageCopy } from "@content/schemas/onboarding";

/**
 * The body of /onboarding; `children` is the project form island the route passes in, `copy` is
 * content/onboarding/page.yaml.
 */
export function OnboardingPage({
  copy,
  children,
}: {
  copy: Pick<OnboardingPageCopy, "eyebrow" | "heading" | "intro">;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby="onboarding-title"
      className="bg-gradient-to-b from-brand-50 via-white to-white py-16 sm:py-24 dark:from-ink-900 dark:via-ink-950 dark:to-ink-950"
    >
      <div className="mx-auto max-w-4xl px-4 sm:px-6 lg:px-8">
        <p className="text-sm font-semibold tracking-wider text-accent uppercase">{copy.eyebrow}</p>
        <h1
          id="onboarding-title"
          className="mt-2 font-display text-4xl font-extrabold tracking-tight text-balance text-ink-900 sm:text-5xl dark:text-white"
        >
          {copy.heading}
        </h1>
        <p className="mt-4 max-w-[65ch] text-lg text-fg-muted">{copy.intro}</p>
        <div className="mt-12">{children}</div>
      </div>
    </section>
  );
}
