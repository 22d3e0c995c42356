import { ChevronDown } from "lucide-react";

import type { ServiceMenuItem } from "@content/navigation";
import { cn } from "@/lib/cn";
import { ServiceMenuEntry } from "./service-menu-item";

export const SERVICES_MENU_PANEL_ID = "services-menu-panel";

/**
 * The header's Services menu (docs/product.md §2): opens on mouse hover and closes on leave, and by click,
 * Enter/Space or ArrowDown, closing on Escape or when focus leaves it. Server-rendered markup;
 * `header-menus.ts` adds the behaviour (no React on the page for a menu) and marks the menu
 * `data-live`. Until then (the script arrives after the first paint) and without JavaScript, CSS
 * opens it while the pointer is on it or focus is in it, so it is never dead.
 */
export function ServicesMenu({
  items,
  locked,
  currentPath,
}: {
  items: readonly ServiceMenuItem[];
  /** The second group, under its own heading: what is behind a password (the sales deck). */
  locked: { heading: string; items: readonly ServiceMenuItem[] };
  currentPath: string;
}) {
  const current = [...items, ...locked.items].some((item) => currentPath === item.href);
  const entry = (item: ServiceMenuItem) => (
    <li key={item.href}>
      <a
        href={item.href}
        data-menu-item
        aria-current={currentPath === item.href ? "page" : undefined}
        className="block rounded-control px-3 py-2.5 transition-colors duration-150 hover:bg-surface-brand focus-visible:bg-surface-brand aria-[current=page]:bg-surface-brand"
      >
        <ServiceMenuEntry item={item} />
      </a>
    </li>
  );
  return (
    <div className="group relative" data-services-menu>
      <button
        type="button"
        aria-expanded="false"
        aria-controls={SERVICES_MENU_PANEL_ID}
        className={cn(
          "inline-flex min-h-11 items-center gap-1 rounded-control px-3 text-[0.95rem] font-medium whitespace-nowrap text-fg-muted transition-colors duration-150 hover:text-accent lg:max-xl:px-2",
          current && "text-accent",
        )}
      >
        Services
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform duration-200 group-data-[open=true]:rotate-180 group-[:not([data-live]):focus-within]:rotate-180 group-[:not([data-live]):hover]:rotate-180"
        />
      </button>
      <div
        id={SERVICES_MENU_PANEL_ID}
        data-menu-panel
        className="absolute top-full left-1/2 z-50 hidden w-[24rem] -translate-x-1/2 pt-2 group-data-[open=true]:block group-[:not([data-live]):focus-within]:block group-[:not([data-live]):hover]:block"
      >
        <div className="animate-fade-up rounded-card border border-line bg-surface-raised p-2 shadow-raised">
          <ul>{items.map(entry)}</ul>
          <p
            id={`${SERVICES_MENU_PANEL_ID}-locked`}
            className="mt-1 border-t border-line px-3 pt-3 pb-1 text-xs font-semibold tracking-wider text-fg-subtle uppercase"
          >
            {locked.heading}
          </p>
          <ul aria-labelledby={`${SERVICES_MENU_PANEL_ID}-locked`}>{locked.items.map(entry)}</ul>
        </div>
      </div>
    </div>
  );
}
