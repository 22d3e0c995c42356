import { Cookie } from "lucide-react";

import { Button } from "@/components/ui/button";

/**
 * Opens the consent banner's preferences from a page (the cookie policy). Plain markup:
 * `consent-controls.ts`, included by the base layout, answers every `[data-open-consent]`.
 */
export function OpenConsentButton({ label }: { label: string }) {
  return (
    <Button variant="secondary" data-open-consent className="no-script:hidden">
      <Cookie aria-hidden="true" className="size-5" />
      {label}
    </Button>
  );
}
