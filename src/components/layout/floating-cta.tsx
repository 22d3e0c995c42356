import { X } from "lucide-react";
import type { ReactNode } from "react";

import { ButtonLink } from "@/components/ui/button";
import { floatingCtaCopy } from "@/config/shared-copy";

/**
 * The one floating call to action (docs/product.md §2, docs/design-system.md "Fixed elements"):
 * the site-wide "List Your Project" card, the pilot banner of /cto-service (`threshold` 800) and
 * the part-time CTO's bottom button are all this component, in this one design. Server-rendered
 * and invisible; `floating-behaviour.ts` (included by the site layout) shows it once the page has
 * scrolled past `threshold` pixels (500 by default) and the hero is out of view, and keeps it
 * out of the way: invisible while the consent banner is open, while the visitor uses a form field
 * or a tab, while a button, link or field of the page (footer included) is under it or about to
 * be, and once the site footer is near (the end of the page). Dismissable until the next reload. On phones it is one compact row, on wider screens a card in the bottom right.
 *
 * `action` replaces the default button (a link to `href`), e.g. with a LeadModalButton.
 */
export function FloatingCta({
  href,
  threshold = 500,
  title = floatingCtaCopy.title,
  subtitle = floatingCtaCopy.subtitle,
  buttonLabel = floatingCtaCopy.button,
  action,
}: {
  href: string;
  threshold?: number;
  title?: string;
  subtitle?: string;
  buttonLabel?: string;
  action?: ReactNode;
}) {
  return (
    <aside
      aria-label={title}
      data-floating="controls"
      data-floating-cta
      data-threshold={threshold}
      className="fixed inset-x-3 bottom-3 z-30 flex items-center gap-2 rounded-card border border-line bg-surface-raised py-2 pr-0.5 pl-4 text-fg shadow-float sm:inset-x-auto sm:right-6 sm:bottom-6 sm:block sm:w-80 sm:p-4 print:hidden"
    >
      <button
        type="button"
        aria-label="Close"
        data-floating-close
        className="order-last inline-flex size-11 shrink-0 items-center justify-center rounded-full text-fg-subtle transition-colors duration-150 hover:bg-surface-tinted hover:text-fg sm:absolute sm:top-1 sm:right-1"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
      <div className="min-w-0 flex-1">
        <p className="line-clamp-2 font-display text-sm leading-tight font-bold text-fg sm:line-clamp-none sm:pr-8 sm:text-lg sm:leading-normal">
          {title}
        </p>
        <p className="hidden text-sm text-fg-muted sm:block">{subtitle}</p>
      </div>
      <div className="shrink-0 sm:mt-3 sm:[&>*]:w-full">
        {action ?? (
          <ButtonLink href={href} size="sm">
            {buttonLabel}
          </ButtonLink>
        )}
      </div>
    </aside>
  );
}
