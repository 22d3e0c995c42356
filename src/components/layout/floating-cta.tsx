import { X } from "lucide-react";

import { floatingCta } from "@content/home";
import { ButtonLink } from "@/components/ui/button";

/**
 * The floating call-to-action (SPEC §2): shown once the page has scrolled past `threshold`
 * pixels (500 by default; the pilot page passes 800), dismissable until the next reload.
 * Server-rendered, hidden; `floating-cta-behaviour.ts` (included by the site layout) shows it.
 */
export function FloatingCta({
  href,
  threshold = 500,
  title = floatingCta.title,
  subtitle = floatingCta.subtitle,
  buttonLabel = floatingCta.button,
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
      // Where it would meet the open consent banner (narrow screens), it sits above it.
      className="fixed right-4 bottom-[calc(var(--consent-offset,0px)+1rem)] z-30 w-[min(20rem,calc(100vw-2rem))] animate-fade-up rounded-2xl border border-ink-100 bg-white p-4 shadow-2xl sm:right-6 min-[51rem]:bottom-6 print:hidden"
    >
      <button
        type="button"
        aria-label="Close"
        data-floating-cta-close
        className="absolute top-1 right-1 inline-flex size-11 items-center justify-center rounded-full text-ink-500 hover:bg-ink-100 hover:text-ink-900"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
      <p className="pr-8 text-lg font-bold text-ink-900">{title}</p>
      <p className="text-sm text-ink-600">{subtitle}</p>
      <ButtonLink href={href} size="sm" className="mt-3 w-full">
        {buttonLabel}
      </ButtonLink>
    </aside>
  );
}
