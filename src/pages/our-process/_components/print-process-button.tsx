import { FileDown } from "lucide-react";

import { Button } from "@/components/ui/button";

/**
 * "Download Process PDF": opens the browser's print dialog on this page, whose print stylesheet
 * drops the site chrome and prints every service workflow, so "Save as PDF" gives the document.
 * Server-rendered; print-process-behaviour.ts answers the click.
 */
export function PrintProcessButton({ label, hint }: { label: string; hint: string }) {
  return (
    <div className="print:hidden">
      <Button variant="outline" size="lg" aria-describedby="process-pdf-hint" data-print-page>
        <FileDown aria-hidden="true" className="size-5" />
        {label}
      </Button>
      <p id="process-pdf-hint" className="mt-2 text-sm text-fg-muted">
        {hint}
      </p>
    </div>
  );
}
