import { ChevronRight } from "lucide-react";

import type { BreadcrumbTrail } from "@/lib/json-ld";

/**
 * The visible trail of a page that publishes a BreadcrumbList: the site layout prints both from
 * the same `breadcrumbs` array, so what a visitor sees is what search engines read. The current
 * page is the last link, marked aria-current="page" (WAI-ARIA breadcrumb pattern).
 */
export function Breadcrumbs({ trail }: { trail: BreadcrumbTrail }) {
  return (
    <nav
      aria-label="Breadcrumb"
      data-testid="breadcrumbs"
      className="border-b border-ink-100 bg-ink-50 dark:border-ink-800 dark:bg-ink-950"
    >
      <ol className="mx-auto flex max-w-content flex-wrap items-center gap-x-1.5 gap-y-1 px-4 py-2.5 text-sm text-ink-600 sm:px-6 lg:px-8 dark:text-ink-300">
        {trail.map((crumb, index) => {
          const current = index === trail.length - 1;
          return (
            <li key={crumb.path} className="flex min-w-0 items-center gap-1.5">
              {index > 0 && (
                <ChevronRight aria-hidden="true" className="size-3.5 shrink-0 text-ink-500" />
              )}
              <a
                href={crumb.path}
                aria-current={current ? "page" : undefined}
                className={
                  current
                    ? "truncate font-medium text-ink-900 no-underline dark:text-white"
                    : "underline-offset-4 hover:text-brand-700 hover:underline dark:hover:text-white"
                }
              >
                {crumb.name}
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
