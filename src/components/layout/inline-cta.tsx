import { ButtonLink } from "@/components/ui/button";
import { floatingCtaCopy } from "@/config/shared-copy";

/** The floating call-to-action's inline variant: a plain button into onboarding. */
export function InlineCta({
  href,
  label = floatingCtaCopy.button,
}: {
  href: string;
  label?: string;
}) {
  return <ButtonLink href={href}>{label}</ButtonLink>;
}
