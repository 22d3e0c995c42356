import { mainNav, serviceMenu, serviceMenuLocked } from "@content/navigation";
import { ButtonLink } from "@/components/ui/button";
import { ThemeToggle } from "@/components/ui/theme-toggle";
import { siteConfig } from "@/config/site";

import { BrandMark } from "./brand-mark";
import { MobileMenu } from "./mobile-menu";
import { NavLinks } from "./nav-links";
import { ServicesMenu } from "./services-menu";

/**
 * The fixed header, one row at every width from 320 px (brand, call to action, theme toggle and
 * menu); `currentPath` marks the current page's link (the page is prerendered). On the
 * narrowest phones the theme toggle moves into the mobile menu so the row never wraps.
 */
export function SiteHeader({ currentPath }: { currentPath: string }) {
  const cta = { href: siteConfig.links.onboarding, label: siteConfig.offer.cta.listProject };
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-line bg-surface">
      <div className="relative mx-auto flex h-16 max-w-content items-center justify-between gap-2 px-3 min-[400px]:px-4 sm:h-18 sm:gap-4 sm:px-6 lg:px-8">
        <a
          href="/"
          className="flex min-h-11 min-w-0 shrink items-center gap-2 font-display text-base font-bold tracking-tight whitespace-nowrap text-fg sm:gap-2.5 sm:text-lg"
        >
          <BrandMark className="size-7 shrink-0 rounded-control sm:size-8 dark:ring-1 dark:ring-white/20" />
          {/* On the narrowest phones the mark stands alone; the name stays the link's name. */}
          <span className="max-[374px]:sr-only">{siteConfig.brand.name}</span>
        </a>
        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          <ServicesMenu items={serviceMenu} locked={serviceMenuLocked} currentPath={currentPath} />
          <NavLinks links={mainNav} currentPath={currentPath} className="flex items-center gap-1" />
        </nav>
        <div className="flex shrink-0 items-center gap-1 sm:gap-2">
          {/* An outline: the page's own primary (the hero's) is the one green button in view. */}
          <ButtonLink
            href={cta.href}
            size="sm"
            variant="secondary"
            className="px-3 whitespace-nowrap max-[399px]:text-[0.8125rem] sm:px-4"
          >
            {cta.label}
          </ButtonLink>
          <ThemeToggle className="max-[419px]:hidden" />
          <MobileMenu
            services={serviceMenu}
            locked={serviceMenuLocked}
            links={mainNav}
            currentPath={currentPath}
          />
        </div>
      </div>
    </header>
  );
}
