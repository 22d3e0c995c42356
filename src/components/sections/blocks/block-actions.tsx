import type { Action } from "@content/schemas/block-fields";
import { ButtonLink, type ButtonSize, type ButtonVariant } from "@/components/ui/button";
import { siteConfig } from "@/config/site";
import type { ServiceType } from "@content/schemas/service-types";
import { LeadModalButton } from "@/features/leads/lead-modal-button";

/** Where each kind of button leads (the enquiry one opens the modal instead). */
const HREFS = {
  call: () => siteConfig.links.scheduling,
  onboarding: () => siteConfig.links.onboarding,
  presentation: () => "/cto-presentation",
} as const;

/**
 * A block's button: the enquiry modal preset to the page's service, or a link. The first of a
 * pair leads (filled), the other takes the place's quieter look (`secondary`), unless the file
 * says otherwise.
 */
export function BlockAction({
  action,
  service,
  leads,
  secondary,
  size = "lg",
  className,
}: {
  action: Action;
  service: ServiceType;
  /** Whether its place makes it the leading button. */
  leads: boolean;
  /** The quieter look of the place: outlined in a section, light on a closing band. */
  secondary: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}) {
  const primary = action.emphasis === "auto" ? leads : action.emphasis === "primary";
  const variant = primary ? "primary" : secondary;
  if (action.to === "enquiry") {
    return (
      <LeadModalButton service={service} size={size} variant={variant} className={className}>
        {action.label}
      </LeadModalButton>
    );
  }
  return (
    <ButtonLink href={HREFS[action.to]()} size={size} variant={variant} className={className}>
      {action.label}
    </ButtonLink>
  );
}

/** A block's one or two buttons, side by side from small screens up. */
export function BlockActions({
  actions,
  service,
  secondary,
}: {
  actions: readonly Action[];
  service: ServiceType;
  secondary: ButtonVariant;
}) {
  return (
    <>
      {actions.map((action, index) => (
        <BlockAction
          key={`${action.to}-${action.label}`}
          action={action}
          service={service}
          leads={index === 0}
          secondary={secondary}
        />
      ))}
    </>
  );
}
