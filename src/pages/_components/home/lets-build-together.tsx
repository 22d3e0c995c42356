import { ClipboardList, MessageSquare } from "lucide-react";

import { homeContact } from "@content/home";
import { SectionHeading } from "@/components/sections/section-heading";
import { ButtonLink } from "@/components/ui/button";
import { LeadModalButton } from "@/features/leads/lead-modal-button";

export function LetsBuildTogether({ onboardingHref }: { onboardingHref: string }) {
  const [list, direct] = homeContact.options;
  return (
    <section id="contact" aria-labelledby="contact-title" className="py-20">
      <div className="mx-auto max-w-content px-4 sm:px-6 lg:px-8">
        <SectionHeading id="contact-title" title={homeContact.heading}>
          <p>{homeContact.intro}</p>
        </SectionHeading>
        <div className="mx-auto mt-12 grid max-w-4xl gap-6 md:grid-cols-2">
          <article className="flex flex-col rounded-2xl bg-ink-900 p-8 text-white">
            <ClipboardList aria-hidden="true" className="size-10 text-cta-600" />
            <h3 className="mt-4 text-2xl font-bold">{list.title}</h3>
            <p className="mt-2 text-ink-100">{list.description}</p>
            <div className="mt-auto pt-6">
              <ButtonLink href={onboardingHref} size="lg" className="w-full">
                {list.button}
              </ButtonLink>
            </div>
          </article>
          <article className="flex flex-col rounded-2xl border border-ink-100 bg-white p-8">
            <MessageSquare aria-hidden="true" className="size-10 text-brand-600" />
            <h3 className="mt-4 text-2xl font-bold text-ink-900">{direct.title}</h3>
            <p className="mt-2 text-ink-600">{direct.description}</p>
            <div className="mt-auto flex flex-col gap-3 pt-6">
              <ButtonLink href="/contact" size="lg" variant="outline" className="w-full">
                {direct.button}
              </ButtonLink>
              <LeadModalButton
                service="General Consultation"
                size="lg"
                variant="secondary"
                className="w-full"
              >
                {direct.enquiryButton}
              </LeadModalButton>
            </div>
          </article>
        </div>
      </div>
    </section>
  );
}
