import { Check } from "lucide-react";

import type { Service } from "@content/services";
import { ButtonLink } from "@/components/ui/button";

import { ServiceIcon } from "./service-icon";

/** The six service cards; each "List Your Project" opens the onboarding page in a new tab. */
export function ServicesGrid({
  services,
  onboardingHref,
}: {
  services: readonly Service[];
  onboardingHref: string;
}) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {services.map((service) => (
        <li
          key={service.id}
          className="flex flex-col rounded-2xl border border-ink-100 bg-white p-6 shadow-sm transition-shadow duration-200 hover:shadow-lg"
        >
          <span
            className="inline-flex size-12 items-center justify-center rounded-xl text-white"
            style={{
              backgroundImage: `linear-gradient(135deg, ${service.gradient.from}, ${service.gradient.to})`,
            }}
          >
            <ServiceIcon name={service.icon} className="size-6" />
          </span>
          <h3 className="mt-4 text-xl font-bold text-ink-900">{service.title}</h3>
          <p className="mt-2 text-ink-600">{service.description}</p>
          <ul className="mt-4 space-y-2 text-ink-700">
            {service.features.map((feature) => (
              <li key={feature} className="flex gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-cta-700" />
                {feature}
              </li>
            ))}
          </ul>
          <div className="mt-auto pt-6">
            <ButtonLink
              href={onboardingHref}
              newTab
              variant="outline"
              className="w-full"
              aria-label={`${service.buttonLabel}: ${service.title}`}
            >
              {service.buttonLabel}
            </ButtonLink>
          </div>
        </li>
      ))}
    </ul>
  );
}
