import { Menu, X } from "lucide-react";

import type { NavLink, ServiceMenuItem } from "@content/navigation";
import { ButtonLink } from "@/components/ui/button";

import { NavLinks } from "./nav-links";

export const MOBILE_MENU_PANEL_ID = "mobile-menu-panel";

/**
 * Small screens: a toggle showing the same items as the desktop header; closes on selection or
 * Escape. Server-rendered markup; `header-menus.ts` adds the behaviour.
 */
export function MobileMenu({
  services,
  links,
  cta,
  currentPath,
}: {
  services: readonly ServiceMenuItem[];
  links: readonly NavLink[];
  cta: { href: string; label: string };
  currentPath: string;
}) {
  return (
    <div className="group lg:hidden" data-mobile-menu>
      <button
        type="button"
        aria-expanded="false"
        aria-controls={MOBILE_MENU_PANEL_ID}
        aria-label="Open menu"
        className="inline-flex size-11 items-center justify-center rounded-md text-ink-900 hover:bg-ink-100"
      >
        <Menu aria-hidden="true" className="size-6 group-data-[open=true]:hidden" />
        <X aria-hidden="true" className="hidden size-6 group-data-[open=true]:block" />
      </button>
      <nav
        id={MOBILE_MENU_PANEL_ID}
        aria-label="Mobile"
        hidden
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4.5rem)] overflow-y-auto border-t border-ink-100 bg-white px-4 pb-6 shadow-lg"
      >
        <p className="pt-4 pb-1 text-xs font-semibold tracking-wider text-ink-500 uppercase">
          Services
        </p>
        <ul>
          {services.map((item) => (
            <li key={item.href}>
              <a
                href={item.href}
                aria-current={currentPath === item.href ? "page" : undefined}
                className="block rounded-lg px-3 py-2 hover:bg-brand-50"
              >
                <span className="block font-semibold text-ink-900">{item.name}</span>
                <span className="block text-sm text-ink-600">{item.description}</span>
              </a>
            </li>
          ))}
        </ul>
        <NavLinks
          links={links}
          currentPath={currentPath}
          className="mt-2 border-t border-ink-100 pt-2"
          linkClassName="flex w-full"
        />
        <ButtonLink href={cta.href} className="mt-4 w-full">
          {cta.label}
        </ButtonLink>
      </nav>
    </div>
  );
}
