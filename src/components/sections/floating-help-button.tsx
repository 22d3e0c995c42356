import { MessageCircleQuestion } from "lucide-react";

import { ButtonLink } from "@/components/ui/button";
import { LeadModalButton } from "@/features/leads/lead-modal-button";
import type { ServiceType } from "@content/schemas/service-types";

/**
 * A help pill fixed at the bottom right: it opens the enquiry modal preset to `service`, or (with
 * `href`) a page such as the scheduling page for a demo. It follows the rule of everything that
 * floats (floating-behaviour.ts, docs/design-system.md "Fixed elements"): invisible until the
 * consent banner is answered and the hero has scrolled away, while any text, button, link or
 * field of the page (footer included) is under it or about to be, and once the footer is near. On phones it is a round 48 px button (its label is its name),
 * wider a labelled pill.
 */
export function FloatingHelpButton({
  label,
  service,
  href,
}: { label: string } & (
  { service: ServiceType; href?: never } | { href: string; service?: never }
)) {
  const className = "rounded-full shadow-float max-sm:size-12 max-sm:px-0";
  const content = (
    <>
      <MessageCircleQuestion aria-hidden="true" className="size-5" />
      <span className="max-sm:sr-only">{label}</span>
    </>
  );
  return (
    <aside
      aria-label={label}
      data-floating="text"
      data-threshold={500}
      className="fixed right-3 bottom-3 z-30 sm:right-6 sm:bottom-6 print:hidden"
    >
      {service ? (
        <LeadModalButton service={service} className={className}>
          {content}
        </LeadModalButton>
      ) : (
        <ButtonLink href={href!} className={className}>
          {content}
        </ButtonLink>
      )}
    </aside>
  );
}
