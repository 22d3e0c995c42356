import { ButtonLink } from "@/components/ui/button";
import { siteConfig } from "@/config/site";
import { LeadModalButton } from "@/features/leads/lead-modal-button";
import type { ServiceType } from "@content/schemas/service-types";

/**
 * The pair of calls to action a service page's hero offers: the enquiry modal preset to the
 * page's service, and a 30-minute call on the scheduling page (new tab). `primary` says which
 * one leads; the other is outlined.
 */
export function EnquiryOrCallActions({
  service,
  enquiryLabel,
  callLabel,
  primary = "enquiry",
}: {
  service: ServiceType;
  enquiryLabel: string;
  callLabel: string;
  primary?: "enquiry" | "call";
}) {
  const enquiry = (
    <LeadModalButton
      key="enquiry"
      service={service}
      size="lg"
      variant={primary === "enquiry" ? "primary" : "outline"}
    >
      {enquiryLabel}
    </LeadModalButton>
  );
  const call = (
    <ButtonLink
      key="call"
      href={siteConfig.links.scheduling}
      size="lg"
      variant={primary === "call" ? "primary" : "outline"}
    >
      {callLabel}
    </ButtonLink>
  );
  return <>{primary === "enquiry" ? [enquiry, call] : [call, enquiry]}</>;
}
