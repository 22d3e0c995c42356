import { Menu, X } from "lucide-react";

import type { NavLink, ServiceMenuItem } from "@content/navigation";
import { ThemeToggle } from "@/components/ui/theme-toggle";

import { NavLinks } from "./nav-links";
import { ServiceMenuEntry } from "./service-menu-item";

export const MOBILE_MENU_PANEL_ID = "mobile-menu-panel";

/**
 * Small screens: a toggle showing the same items as the desktop header; closes on selection or
 * Escape. The header row keeps the call to action, so the panel holds navigation only (plus the
 * theme toggle on the narrowest phones, where the row has no room for it). Server-rendered
 * markup. The panel is a popover the toggle opens by itself (popovertarget), so the menu works
 * from the first paint and without JavaScript: the browser opens and closes it, closes it on
 * Escape or a tap outside, and tells assistive technology whether it is expanded;
 * `header-menus.ts` adds the rest (the toggle's name and aria-expanded, closing on selection).
 */
export function MobileMenu({
  services,
  locked,
  links,
  currentPath,
}: {
  services: readonly ServiceMenuItem[];
  /** The Services menu's second group (the locked deck). */
  locked: { heading: string; items: readonly ServiceMenuItem[] };
  links: readonly NavLink[];
  currentPath: string;
}) {
  const entry = (item: ServiceMenuItem) => (
    <li key={item.href}>
      <a
        href={item.href}
        aria-current={currentPath === item.href ? "page" : undefined}
        className="block rounded-card px-3 py-2 hover:bg-surface-brand aria-[current=page]:bg-surface-brand"
      >
        <ServiceMenuEntry item={item} />
      </a>
    </li>
  );
  return (
    <div className="group lg:hidden" data-mobile-menu>
      <button
        type="button"
        popoverTarget={MOBILE_MENU_PANEL_ID}
        aria-controls={MOBILE_MENU_PANEL_ID}
        aria-label="Open menu"
        className="inline-flex size-11 items-center justify-center rounded-control text-fg transition-colors duration-150 hover:bg-surface-tinted"
      >
        <Menu aria-hidden="true" className="size-6 group-has-[:popover-open]:hidden" />
        <X aria-hidden="true" className="hidden size-6 group-has-[:popover-open]:block" />
      </button>
      {/* In the top layer, placed right under the fixed header (h-16, sm:h-18). It ends above the
          open consent banner (--consent-room) and scrolls, so no item is hidden behind the
          banner. */}
      <nav
        id={MOBILE_MENU_PANEL_ID}
        aria-label="Mobile"
        popover="auto"
        className="fixed inset-x-0 top-16 bottom-auto m-0 h-auto max-h-[calc(100dvh-4rem-var(--consent-room,0px))] w-auto max-w-none overflow-y-auto border-0 border-t border-line bg-surface-raised px-4 pt-0 pb-6 text-fg shadow-raised sm:top-18 sm:max-h-[calc(100dvh-4.5rem-var(--consent-room,0px))] lg:hidden"
      >
        <p className="pt-4 pb-1 text-xs font-semibold tracking-wider text-fg-subtle uppercase">
          Services
        </p>
        <ul>{services.map(entry)}</ul>
        <p
          id={`${MOBILE_MENU_PANEL_ID}-locked`}
          className="mt-2 border-t border-line pt-3 pb-1 text-xs font-semibold tracking-wider text-fg-subtle uppercase"
        >
          {locked.heading}
        </p>
        <ul aria-labelledby={`${MOBILE_MENU_PANEL_ID}-locked`}>{locked.items.map(entry)}</ul>
        <NavLinks
          links={links}
          currentPath={currentPath}
          className="mt-2 border-t border-line pt-2"
          linkClassName="flex w-full"
        />
        <div className="mt-2 flex items-center justify-between border-t border-line pt-2 min-[420px]:hidden no-script:hidden">
          <span className="px-3 text-[0.95rem] font-medium text-fg-muted" aria-hidden="true">
            Theme
          </span>
          <ThemeToggle />
        </div>
      </nav>
    </div>
  );
}
