import { MessageCircleQuestion } from "lucide-react";

import { ButtonLink } from "@/components/ui/button";
import { LeadModalButton } from "@/features/leads/lead-modal-button";
import type { ServiceType } from "@/features/leads/service-types";

/**
 * A round button fixed at the bottom right, always there: it opens the enquiry modal preset to
 * `service`, or (with `href`) a page such as the scheduling page for a demo. Below 51 rem the
 * open consent banner spans its corner, so it rides above the banner (`--consent-offset`, set
 * while the banner is open); wider, the banner sits bottom left and they cannot meet. It rides up
 * by a transform, not `bottom`: the banner opens after the first paint, and a move by transform
 * does not count as a layout shift. No transition: the button must never sit over the banner.
 */
export function FloatingHelpButton({
  label,
  service,
  href,
}: { label: string } & (
  { service: ServiceType; href?: never } | { href: string; service?: never }
)) {
  const className = "rounded-full shadow-float";
  const content = (
    <>
      <MessageCircleQuestion aria-hidden="true" className="size-5" />
      {label}
    </>
  );
  return (
    <aside
      aria-label={label}
      className="fixed right-4 bottom-[calc(var(--bottom-bar-height,0px)+1rem)] z-30 -translate-y-(--consent-offset,0px) sm:right-6 min-[51rem]:bottom-[calc(var(--bottom-bar-height,0px)+1.5rem)] min-[51rem]:translate-y-0 print:hidden"
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
