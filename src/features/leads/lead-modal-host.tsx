"use client";

import { Suspense, lazy, useState } from "react";

import { loadLeadModal } from "./lead-modal-loader";
import { closeLeadModal, useLeadModal } from "./lead-modal-store";

const LeadModal = lazy(() => loadLeadModal().then((module) => ({ default: module.LeadModal })));

/**
 * Mounted once in the root layout. Renders nothing until a button calls `openLeadModal()`;
 * then it loads the modal code and keeps it mounted so later openings are instant.
 */
export function LeadModalHost() {
  const modal = useLeadModal();
  const [used, setUsed] = useState(false);

  // Once opened, stay mounted (adjusting state while rendering, as React recommends).
  if (modal.open && !used) setUsed(true);

  if (!used && !modal.open) return null;
  return (
    <Suspense fallback={null}>
      <LeadModal
        isOpen={modal.open}
        onClose={closeLeadModal}
        onSubmitSuccess={closeLeadModal}
        defaultServiceType={modal.serviceType}
        defaultRequirements={modal.requirements}
        returnFocus={modal.returnFocus}
      />
    </Suspense>
  );
}
