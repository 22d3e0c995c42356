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
    <section id="contact" aria-labelledby="contact-title" data-closing className="py-12 sm:py-24">
      <div className="mx-auto max-w-content px-4 sm:px-6 lg:px-8">
        <SectionHeading id="contact-title" title={homeContact.heading}>
          <p className="text-pretty">{homeContact.intro}</p>
        </SectionHeading>
        {/* Two cards of one height, each ending in one large button on one baseline: the
            primary (green) on the dark card, the secondary beside it; the quick enquiry is a
            quiet text link in the second card's body, not a third button. */}
        <Reveal className="mx-auto mt-8 grid max-w-4xl items-stretch gap-4 sm:mt-12 sm:gap-6 md:grid-cols-2">
          <article
            data-contact-card
            className="relative flex flex-col overflow-hidden rounded-2xl bg-ink-900 p-6 text-white shadow-card sm:p-8 dark:border dark:border-brand-300/30 dark:bg-surface-inverse dark:ring-1 dark:ring-white/5"
          >
            <div
              aria-hidden="true"
              className="pointer-events-none absolute -top-24 -right-24 size-64 rounded-full bg-gradient-to-br from-brand-500/40 to-cta-600/30 blur-3xl"
            />
            <ClipboardList aria-hidden="true" className="relative size-8 text-cta-600 sm:size-10" />
            <h3 className="relative mt-3 text-xl font-bold sm:mt-4 sm:text-2xl">{list.title}</h3>
            <p className="relative mt-2 text-ink-100">{list.description}</p>
            <div className="relative mt-auto pt-6 sm:pt-8">
              <ButtonLink href={onboardingHref} size="lg" className="w-full">
                {list.button}
              </ButtonLink>
            </div>
          </article>
          <article
            data-contact-card
            className="flex flex-col rounded-2xl border border-line bg-surface-raised p-6 shadow-card sm:p-8"
          >
            <MessageSquare
              aria-hidden="true"
              className="size-8 text-brand-600 sm:size-10 dark:text-brand-100"
            />
            <h3 className="mt-3 text-xl font-bold text-fg sm:mt-4 sm:text-2xl">{direct.title}</h3>
            <p className="mt-2 text-fg-muted">{direct.description}</p>
            <LeadModalButton
              service="General Consultation"
              variant="tertiary"
              className="mt-2 -ml-1 self-start"
            >
              {direct.enquiryButton}
            </LeadModalButton>
            <div className="mt-auto pt-6 sm:pt-8">
              <ButtonLink href="/contact" size="lg" variant="secondary" className="w-full">
                {direct.button}
              </ButtonLink>
            </div>
          </article>
        </Reveal>
      </div>
    </section>
  );
}
