import { ArrowRight, Check } from "lucide-react";

import type { Service } from "@content/schemas/services";
import { SERVICE_TILE_COLOURS } from "@content/schemas/service-tile-colours";
import { ButtonLink } from "@/components/ui/button";
import { onboardingLinkFor } from "@/features/leads/onboarding-preset";
import { LeadModalButton } from "@/features/leads/lead-modal-button";

import { ServiceIcon } from "./service-icon";
import { cardGrid } from "./section-styles";

/** The card's actions are text links: six outline buttons in a row made every card shout. */
const actionClass = "group -ml-1";

/**
 * The six service cards. Each leads to the service's page (its title and its "Learn more" link);
 * "List Your Project" opens onboarding with the service already chosen (our page: same tab; an
 * external one: new tab), or, for a service onboarding has no card for, the enquiry form preset
 * to it. On phones a card is compact (the home page's length, issue: under 9,000 px at 375 px):
 * a smaller tile beside the title, the four features in small type, both links on one row; from
 * 640 px the tile sits above the title as before.
 */
export function ServicesGrid({
  services,
  onboardingHref,
  pageLinkLabel,
}: {
  services: readonly Service[];
  onboardingHref: string;
  /** The card's link to its service's page ("Learn more"). */
  pageLinkLabel: string;
}) {
  return (
    <ul className="grid gap-4 sm:gap-6 md:grid-cols-2 lg:grid-cols-3" {...cardGrid}>
      {services.map((service) => {
        const label = `${service.buttonLabel}: ${service.title}`;
        const arrow = (
          <ArrowRight
            aria-hidden="true"
            className="size-4 transition-transform duration-150 group-hover:translate-x-0.5"
          />
        );
        const tile = SERVICE_TILE_COLOURS[service.colour];
        const link = service.onboarding
          ? onboardingLinkFor(onboardingHref, service.onboarding)
          : null;
        return (
          <li
            key={service.id}
            data-service={service.id}
            className="group/card relative flex flex-col rounded-2xl border border-line bg-surface-raised p-5 shadow-card transition-[box-shadow,border-color] duration-200 hover:border-line-strong hover:shadow-raised sm:p-6"
          >
            {/* The tile beside the title on phones, above it from 640 px. */}
            <div className="flex items-center gap-3 sm:block">
              <span
                className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-white shadow-sm sm:size-12 sm:rounded-xl"
                style={{
                  backgroundImage: `linear-gradient(135deg, ${tile.from}, ${tile.to})`,
                }}
              >
                <ServiceIcon name={service.icon} className="size-5 sm:size-6" />
              </span>
              <h3 className="text-lg leading-snug font-bold text-fg sm:mt-5 sm:text-xl">
                <a
                  href={service.page}
                  className="underline-offset-4 hover:text-brand-700 hover:underline dark:hover:text-brand-100"
                >
                  {service.title}
                </a>
              </h3>
            </div>
            <p className="mt-3 text-fg-muted sm:mt-2">{service.description}</p>
            <ul className="mt-3 space-y-1 text-sm text-ink-700 sm:mt-4 sm:space-y-2 sm:text-base dark:text-ink-100">
              {service.features.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <Check
                    aria-hidden="true"
                    className="mt-0.5 size-4 shrink-0 text-cta-700 sm:size-5 dark:text-cta-600"
                  />
                  {feature}
                </li>
              ))}
            </ul>
            <div className="mt-auto pt-4 sm:pt-6">
              <div className="flex flex-wrap items-center justify-between gap-x-2 border-t border-ink-100 pt-1 sm:pt-4 dark:border-white/10">
                <ButtonLink
                  href={service.page}
                  variant="tertiary"
                  className={actionClass}
                  aria-label={`${pageLinkLabel}: ${service.title}`}
                  data-service-page-link
                >
                  {pageLinkLabel}
                  {arrow}
                </ButtonLink>
                {link ? (
                  <ButtonLink
                    href={link.href}
                    newTab={link.newTab}
                    variant="tertiary"
                    className={actionClass}
                    aria-label={label}
                  >
                    {service.buttonLabel}
                  </ButtonLink>
                ) : (
                  <LeadModalButton
                    service={service.enquiryService}
                    variant="tertiary"
                    className={actionClass}
                  >
                    <span className="sr-only">{label}</span>
                    <span aria-hidden="true">{service.buttonLabel}</span>
                  </LeadModalButton>
                )}
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
