import { floatingCta } from "@content/home";
import { ButtonLink } from "@/components/ui/button";

/** The floating call-to-action's inline variant: a plain button into onboarding. */
export function InlineCta({ href, label = floatingCta.button }: { href: string; label?: string }) {
  return <ButtonLink href={href}>{label}</ButtonLink>;
}
