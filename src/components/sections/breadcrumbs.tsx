import { ChevronRight } from "lucide-react";

import { cn } from "@/lib/cn";
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
      className="border-b border-line bg-surface-tinted"
    >
      <ol className="mx-auto flex max-w-content items-center gap-x-1.5 px-4 text-sm text-fg-muted sm:px-6 lg:px-8">
        {trail.map((crumb, index) => {
          const current = index === trail.length - 1;
          return (
            // One line at every width: the trail's parents keep their words, and the current page
            // takes the rest of the row, cut with an ellipsis where it does not fit (its whole
            // name is still the link's text, and its title).
            <li
              key={crumb.path}
              className={cn(
                "flex items-center gap-1.5",
                current ? "min-w-0 flex-1" : "shrink-0 whitespace-nowrap",
              )}
            >
              {index > 0 && (
                <ChevronRight aria-hidden="true" className="size-3.5 shrink-0 text-fg-subtle" />
              )}
              <a
                href={crumb.path}
                aria-current={current ? "page" : undefined}
                title={current ? crumb.name : undefined}
                // 44 px targets, as everywhere in the page body; the trail still reads as one line.
                className={cn(
                  "min-h-11 min-w-11",
                  current
                    ? "block truncate py-3 leading-5 font-medium text-fg no-underline"
                    : "inline-flex items-center justify-center underline-offset-4 hover:text-accent hover:underline",
                )}
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
