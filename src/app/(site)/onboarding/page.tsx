import { siteConfig } from "@/config/site";
import { buildMetadata } from "@/lib/metadata";
import { onboardingCopy } from "@content/onboarding";

import { OnboardingForm } from "./_components/onboarding-form";

export const metadata = buildMetadata(siteConfig, {
  title: onboardingCopy.title,
  description: onboardingCopy.metaDescription,
  path: "/onboarding",
  keywords: ["list your project", "hire fractional CTO", "MVP development India"],
});

export default function OnboardingPage() {
  return (
    <section aria-labelledby="onboarding-title" className="py-16 sm:py-20">
      <div className="mx-auto max-w-4xl px-4 sm:px-6 lg:px-8">
        <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">
          {onboardingCopy.eyebrow}
        </p>
        <h1
          id="onboarding-title"
          className="mt-2 text-4xl font-extrabold tracking-tight text-balance text-ink-900 sm:text-5xl"
        >
          {onboardingCopy.heading}
        </h1>
        <p className="mt-4 text-lg text-ink-600">{onboardingCopy.intro}</p>
        <div className="mt-12">
          <OnboardingForm />
        </div>
      </div>
    </section>
  );
}
