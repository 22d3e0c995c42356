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
 * to it.
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
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" {...cardGrid}>
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
            className="group/card relative flex flex-col rounded-2xl border border-line bg-surface-raised p-6 shadow-card transition-[box-shadow,border-color] duration-200 hover:border-line-strong hover:shadow-raised"
          >
            <span
              className="inline-flex size-12 items-center justify-center rounded-xl text-white shadow-sm"
              style={{
                backgroundImage: `linear-gradient(135deg, ${tile.from}, ${tile.to})`,
              }}
            >
              <ServiceIcon name={service.icon} className="size-6" />
            </span>
            <h3 className="mt-5 text-xl font-bold text-fg">
              <a
                href={service.page}
                className="underline-offset-4 hover:text-brand-700 hover:underline dark:hover:text-brand-100"
              >
                {service.title}
              </a>
            </h3>
            <p className="mt-2 text-fg-muted">{service.description}</p>
            <ul className="mt-4 space-y-2 text-ink-700 dark:text-ink-100">
              {service.features.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <Check
                    aria-hidden="true"
                    className="mt-0.5 size-5 shrink-0 text-cta-700 dark:text-cta-600"
                  />
                  {feature}
                </li>
              ))}
            </ul>
            <div className="mt-auto pt-6">
              <div className="flex flex-wrap items-center justify-between gap-x-4 border-t border-ink-100 pt-4 dark:border-white/10">
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
