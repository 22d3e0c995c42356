import { X } from "lucide-react";
import { Dialog } from "radix-ui";

import { LeadForm } from "./lead-form";
import type { ServiceType } from "@content/schemas/service-types";

export type LeadModalProps = {
  isOpen: boolean;
  onClose: () => void;
  onSubmitSuccess?: (result: { id: string; submissionId: string }) => void;
  defaultServiceType: ServiceType;
  /** Text pre-filled into "requirements" (onboarding). */
  defaultRequirements?: string;
  /** Where focus goes back to on close; by default the element focused when it opened. */
  returnFocus?: HTMLElement | null;
};

/**
 * The enquiry modal (docs/product.md §3 "Enquiry modal inputs", §4): a Radix dialog, so focus is trapped
 * inside, Escape and the close icon dismiss it, and focus returns to the button that opened it.
 */
export function LeadModal({
  isOpen,
  onClose,
  onSubmitSuccess,
  defaultServiceType,
  defaultRequirements,
  returnFocus,
}: LeadModalProps) {
  return (
    <Dialog.Root open={isOpen} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-950/60 motion-safe:animate-fade-up" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            if (returnFocus && returnFocus.isConnected) {
              event.preventDefault();
              returnFocus.focus();
            }
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl sm:p-8 dark:bg-ink-900"
        >
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-2xl font-bold text-fg">
                Get a Free Consultation
              </Dialog.Title>
              <p className="mt-1 text-fg-muted">
                Tell us about your project; we reply within 24 hours.
              </p>
            </div>
            <Dialog.Close
              aria-label="Close"
              className="-mt-2 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-600 hover:bg-ink-100 hover:text-ink-900 dark:text-ink-300 dark:hover:bg-white/10"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="relative mt-6">
            <LeadForm
              key={`${defaultServiceType}|${defaultRequirements ?? ""}`}
              defaultServiceType={defaultServiceType}
              defaultRequirements={defaultRequirements}
              onCancel={onClose}
              onSubmitSuccess={onSubmitSuccess}
              autoFocusName
            />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
