import { mainNav, serviceMenu } from "@content/navigation";
import { ButtonLink } from "@/components/ui/button";
import { siteConfig } from "@/config/site";

import { BrandMark } from "./brand-mark";
import { MobileMenu } from "./mobile-menu";
import { NavLinks } from "./nav-links";
import { ServicesMenu } from "./services-menu";

/** The fixed header; `currentPath` marks the current page's link (the page is prerendered). */
export function SiteHeader({ currentPath }: { currentPath: string }) {
  const cta = { href: siteConfig.links.onboarding, label: siteConfig.offer.cta.listProject };
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-ink-100 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="relative mx-auto flex h-18 max-w-content items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <a
          href="/"
          className="flex min-h-11 items-center gap-2.5 text-lg font-bold tracking-tight text-ink-900"
        >
          <BrandMark className="size-8" />
          <span>{siteConfig.brand.name}</span>
        </a>
        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          <ServicesMenu items={serviceMenu} currentPath={currentPath} />
          <NavLinks links={mainNav} currentPath={currentPath} className="flex items-center gap-1" />
        </nav>
        <div className="flex items-center gap-2">
          <ButtonLink href={cta.href} size="sm" className="hidden sm:inline-flex">
            {cta.label}
          </ButtonLink>
          <MobileMenu services={serviceMenu} links={mainNav} cta={cta} currentPath={currentPath} />
        </div>
      </div>
    </header>
  );
}
