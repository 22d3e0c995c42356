import { footerCompany, footerServices, legalLinks, type NavLink } from "@content/navigation";
import { ButtonLink } from "@/components/ui/button";
import { footerCopy } from "@/config/shared-copy";
import { siteConfig } from "@/config/site";
import { CookieSettingsButton } from "@/features/consent/cookie-settings-button";

import { BrandMark } from "./brand-mark";

function FooterList({ title, links }: { title: string; links: readonly NavLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="font-sans text-xs font-semibold tracking-widest text-white uppercase">
        {title}
      </h2>
      <ul className="mt-3 space-y-1">
        {links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              className="inline-flex min-h-11 items-center whitespace-nowrap text-ink-300 transition-colors duration-150 hover:text-white sm:min-h-9"
            >
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function FooterBanner() {
  return (
    <div data-closing className="border-b border-white/10 bg-ink-900">
      <div className="mx-auto flex max-w-content flex-col gap-4 px-4 py-10 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <div className="max-w-2xl">
          <p className="font-display text-2xl font-bold tracking-tight text-white sm:text-3xl">
            {footerCopy.bannerTitle}
          </p>
          <p className="mt-2">{footerCopy.bannerText}</p>
        </div>
        <ButtonLink href={siteConfig.links.onboarding} size="lg" className="shrink-0">
          {siteConfig.offer.cta.listProject}
        </ButtonLink>
      </div>
    </div>
  );
}

/**
 * The site footer. `banner`: its "List Your Project" band, the closing section of a page that has
 * none of its own (docs/design-system.md "Calls to action"); off where the page closes itself or
 * must not be closed at all.
 */
export function SiteFooter({ banner = true }: { banner?: boolean }) {
  const year = new Date().getFullYear();
  return (
    <footer data-site-footer className="border-t border-line bg-ink-950 text-ink-300">
      {banner ? <FooterBanner /> : null}
      {/* The brand on its own row, the two link lists side by side under it (each as wide as its
          longest link on a phone, 14 px type below 360 px so both fit at 320); from 1024 px the
          brand beside them. */}
      <div className="mx-auto grid max-w-content gap-10 px-4 py-12 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div className="min-w-0">
          <a
            href="/"
            className="inline-flex min-h-11 items-center gap-2.5 font-display text-lg font-bold text-white"
          >
            <BrandMark className="size-8" />
            {siteConfig.brand.name}
          </a>
          <p className="mt-3 max-w-sm">{footerCopy.about}</p>
          <p className="mt-4">
            <a
              href={`mailto:${siteConfig.emails.contact}`}
              className="[overflow-wrap:anywhere] text-white underline-offset-4 hover:underline"
            >
              {siteConfig.emails.contact}
            </a>
            {/* On a phone the place goes under the address, never a separator at a line's start. */}
            <span className="mx-2 hidden sm:inline" aria-hidden="true">
              ·
            </span>
            <span className="block whitespace-nowrap sm:inline">
              {siteConfig.office.city}, {siteConfig.office.country}
            </span>
          </p>
        </div>
        <div className="grid grid-cols-[auto_auto] justify-start gap-x-4 text-sm min-[360px]:gap-x-8 min-[360px]:text-base sm:grid-cols-2 sm:gap-x-10">
          <FooterList title="Services" links={footerServices} />
          <FooterList title="Company" links={footerCompany} />
        </div>
      </div>
      <div className="border-t border-white/10">
        {/* Stacked until both fit on one row (1024 px); no item ever breaks inside: the notice
            breaks between its two sentences, the legal links sit in two columns on a phone. */}
        <div className="mx-auto flex max-w-content flex-col gap-3 px-4 py-6 text-sm sm:px-6 lg:flex-row lg:items-center lg:justify-between lg:px-8">
          <p>
            <span className="whitespace-nowrap">
              © {year} {siteConfig.brand.name}.
            </span>{" "}
            <span className="whitespace-nowrap">All rights reserved.</span>
          </p>
          <nav aria-label="Legal">
            <ul className="grid grid-cols-[auto_auto] justify-start gap-x-8 whitespace-nowrap sm:flex sm:gap-x-6">
              {legalLinks.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    className="inline-flex min-h-11 items-center hover:text-white sm:min-h-9"
                  >
                    {link.name}
                  </a>
                </li>
              ))}
              {/* Without scripts no optional cookie or tag can load: there is nothing to choose. */}
              <li className="no-script:hidden">
                <CookieSettingsButton className="inline-flex min-h-11 cursor-pointer items-center hover:text-white sm:min-h-9" />
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
