import { X } from "lucide-react";

import { ButtonLink } from "@/components/ui/button";
import { floatingCtaCopy } from "@/config/shared-copy";

/**
 * The floating call-to-action (docs/product.md §2): shown once the page has scrolled past `threshold`
 * pixels (500 by default; the pilot page passes 800), dismissable until the next reload.
 * Server-rendered, hidden; `floating-cta-behaviour.ts` (included by the site layout) shows it,
 * and keeps it out of the way: hidden while the consent banner is open or while the visitor is
 * using a form field or a tab. On phones it is one compact row, on wider screens a card.
 */
export function FloatingCta({
  href,
  threshold = 500,
  title = floatingCtaCopy.title,
  subtitle = floatingCtaCopy.subtitle,
  buttonLabel = floatingCtaCopy.button,
}: {
  href: string;
  threshold?: number;
  title?: string;
  subtitle?: string;
  buttonLabel?: string;
}) {
  return (
    <aside
      aria-label={title}
      hidden
      data-floating-cta
      data-threshold={threshold}
      className="fixed inset-x-3 bottom-[calc(var(--bottom-bar-height,0px)+0.75rem)] z-30 flex animate-fade-up items-center gap-3 rounded-card border border-line bg-surface-raised py-2 pr-1 pl-4 text-fg shadow-float sm:inset-x-auto sm:right-6 sm:bottom-[calc(var(--bottom-bar-height,0px)+1.5rem)] sm:block sm:w-80 sm:p-4 print:hidden"
    >
      <button
        type="button"
        aria-label="Close"
        data-floating-cta-close
        className="order-last inline-flex size-11 shrink-0 items-center justify-center rounded-full text-fg-subtle transition-colors duration-150 hover:bg-surface-tinted hover:text-fg sm:absolute sm:top-1 sm:right-1"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
      <div className="min-w-0 flex-1">
        <p className="truncate font-display font-bold text-fg sm:pr-8 sm:text-lg sm:whitespace-normal">
          {title}
        </p>
        <p className="hidden text-sm text-fg-muted sm:block">{subtitle}</p>
      </div>
      <ButtonLink href={href} size="sm" className="shrink-0 sm:mt-3 sm:w-full">
        {buttonLabel}
      </ButtonLink>
    </aside>
  );
}
