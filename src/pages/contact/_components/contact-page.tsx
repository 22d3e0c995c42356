import type { ReactNode } from "react";

import type { ContactPageCopy } from "@content/schemas/contact";
import { siteConfig } from "@/config/site";

import { ContactChannels } from "./contact-channels";

/**
 * The body of /contact (docs/product.md §10.2): the enquiry form beside the direct channels.
 * `children` is the form island the route passes in; `copy` is content/contact/page.yaml.
 */
export function ContactPage({ copy, children }: { copy: ContactPageCopy; children: ReactNode }) {
  return (
    <section
      aria-labelledby="contact-title"
      className="bg-gradient-to-b from-brand-50 via-surface to-surface py-16 sm:py-24 dark:from-ink-900"
    >
      <div className="mx-auto max-w-content px-4 sm:px-6 lg:px-8">
        <div className="max-w-3xl">
          <p className="text-sm font-semibold tracking-wider text-accent uppercase">
            {copy.eyebrow}
          </p>
          <h1
            id="contact-title"
            className="mt-2 font-display text-4xl font-extrabold tracking-tight text-balance text-ink-900 sm:text-5xl dark:text-white"
          >
            {copy.heading}
          </h1>
          <p className="mt-6 max-w-[65ch] text-lg text-fg-muted sm:text-xl">{copy.intro}</p>
        </div>
        <div className="mt-12 grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-12">
          <section
            aria-labelledby="enquiry-title"
            className="relative rounded-2xl border border-line bg-surface-raised p-6 shadow-raised sm:p-10"
          >
            <h2 id="enquiry-title" className="mb-6 font-display text-2xl font-bold text-fg">
              {copy.formTitle}
            </h2>
            {children}
          </section>
          <ContactChannels
            copy={copy}
            email={siteConfig.emails.contact}
            whatsappUrl={siteConfig.whatsapp.url}
            schedulingUrl={siteConfig.links.scheduling}
            city={siteConfig.office.city}
            country={siteConfig.office.country}
            // Beside the form its heading lines up with the card's: the card's border and padding.
            className="lg:mt-px lg:pt-10"
          />
        </div>
      </div>
    </section>
  );
}
