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
              className="inline-flex min-h-11 items-center text-ink-300 transition-colors duration-150 hover:text-white sm:min-h-9"
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
      <div className="mx-auto grid max-w-content gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div className="min-w-0 lg:col-span-2">
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
            <span className="mx-2" aria-hidden="true">
              ·
            </span>
            {siteConfig.office.city}, {siteConfig.office.country}
          </p>
        </div>
        <FooterList title="Services" links={footerServices} />
        <FooterList title="Company" links={footerCompany} />
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-content flex-col gap-3 px-4 py-6 text-sm sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <p>
            © {year} {siteConfig.brand.name}. All rights reserved.
          </p>
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-x-6 gap-y-1">
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
