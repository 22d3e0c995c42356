import { ClipboardList, MessageSquare } from "lucide-react";

import type { HomePageCopy } from "@content/schemas/home";
import { Reveal } from "@/components/sections/reveal";
import { SectionHeading } from "@/components/sections/section-heading";
import { ButtonLink } from "@/components/ui/button";
import { LeadModalButton } from "@/features/leads/lead-modal-button";

/** The two ways to start: list a project (the one primary action here) or talk to us first. */
export function LetsBuildTogether({
  copy: homeContact,
  onboardingHref,
}: {
  copy: HomePageCopy["contact"];
  onboardingHref: string;
}) {
  const { list, direct } = homeContact;
  return (
    <section id="contact" aria-labelledby="contact-title" className="py-20 sm:py-24">
      <div className="mx-auto max-w-content px-4 sm:px-6 lg:px-8">
        <SectionHeading id="contact-title" title={homeContact.heading}>
          <p>{homeContact.intro}</p>
        </SectionHeading>
        <Reveal className="mx-auto mt-12 grid max-w-4xl gap-6 md:grid-cols-2">
          <article className="relative flex flex-col overflow-hidden rounded-2xl bg-ink-900 p-8 text-white dark:border dark:border-white/10 dark:bg-ink-800">
            <div
              aria-hidden="true"
              className="pointer-events-none absolute -top-24 -right-24 size-64 rounded-full bg-gradient-to-br from-brand-500/40 to-cta-600/30 blur-3xl"
            />
            <ClipboardList aria-hidden="true" className="relative size-10 text-cta-600" />
            <h3 className="relative mt-4 text-2xl font-bold">{list.title}</h3>
            <p className="relative mt-2 text-ink-100">{list.description}</p>
            <div className="relative mt-auto pt-6">
              <ButtonLink href={onboardingHref} size="lg" className="w-full">
                {list.button}
              </ButtonLink>
            </div>
          </article>
          <article className="flex flex-col rounded-2xl border border-line bg-surface-raised p-8 shadow-card">
            <MessageSquare
              aria-hidden="true"
              className="size-10 text-brand-600 dark:text-brand-100"
            />
            <h3 className="mt-4 text-2xl font-bold text-fg">{direct.title}</h3>
            <p className="mt-2 text-fg-muted">{direct.description}</p>
            <div className="mt-auto flex flex-col gap-2 pt-6">
              <ButtonLink href="/contact" size="lg" variant="secondary" className="w-full">
                {direct.button}
              </ButtonLink>
              <LeadModalButton service="General Consultation" variant="tertiary" className="w-full">
                {direct.enquiryButton}
              </LeadModalButton>
            </div>
          </article>
        </Reveal>
      </div>
    </section>
  );
}
