import type { HomePageCopy } from "@content/schemas/home";
import { LogoWall } from "@/components/sections/logo-wall";
import type { CompanyLogo } from "@/features/company/logos-content";

/** Right under the hero: the companies our people built for, as a quiet band of marks. */
export function ProofStrip({
  copy: homeProof,
  logos,
}: {
  copy: HomePageCopy["proof"];
  logos: readonly CompanyLogo[];
}) {
  return (
    <section
      aria-labelledby="proof-title"
      className="border-y border-line bg-surface-tinted py-8 sm:py-10"
    >
      <div className="mx-auto max-w-content px-4 sm:px-6 lg:px-8">
        <h2
          id="proof-title"
          className="text-center text-sm font-semibold tracking-wider text-ink-600 uppercase dark:text-ink-300"
        >
          {homeProof.heading}
        </h2>
        <div className="mt-5 sm:mt-6">
          <LogoWall logos={logos} label={homeProof.label} size="compact" />
        </div>
      </div>
    </section>
  );
}
