import { FileDown } from "lucide-react";

import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

export const PROCESS_PDF_HINT_ID = "process-pdf-hint";

/**
 * "Download Process PDF": opens the browser's print dialog on this page, whose print stylesheet
 * drops the site chrome and prints every service workflow, so "Save as PDF" gives the document.
 * Server-rendered; print-process-behaviour.ts answers the click. The secondary of the hero's
 * button pair: the same size and one line like the primary beside it, its hint under the pair
 * (ProcessPdfHint) so both buttons share one row.
 */
export function PrintProcessButton({ label, className }: { label: string; className?: string }) {
  return (
    <Button
      variant="secondary"
      size="lg"
      aria-describedby={PROCESS_PDF_HINT_ID}
      data-print-page
      className={cn(className, "no-script:hidden")}
    >
      <FileDown aria-hidden="true" className="size-5" />
      {label}
    </Button>
  );
}

/** The PDF button's hint, under the hero's button pair. */
export function ProcessPdfHint({ hint }: { hint: string }) {
  return (
    <p id={PROCESS_PDF_HINT_ID} className="text-sm text-fg-muted print:hidden no-script:hidden">
      {hint}
    </p>
  );
}
