import { createRoot, type Root } from "react-dom/client";

import { LeadModal } from "./lead-modal";
import {
  closeLeadModal,
  openLeadModal,
  useLeadModal,
  type LeadModalState,
} from "./lead-modal-store";

/**
 * The enquiry modal's own React root, loaded on first use by `openEnquiry`: no page hydrates a
 * React tree for it. Mounted once into a container at the end of <body> and kept, so later
 * openings are instant and keep what the visitor typed for the same service.
 */
function LeadModalHost() {
  const modal = useLeadModal();
  return (
    <LeadModal
      isOpen={modal.open}
      onClose={closeLeadModal}
      onSubmitSuccess={closeLeadModal}
      defaultServiceType={modal.serviceType}
      defaultRequirements={modal.requirements}
      returnFocus={modal.returnFocus}
    />
  );
}

let root: Root | null = null;

export function showEnquiryModal(request: Omit<LeadModalState, "open">) {
  openLeadModal(request);
  if (root) return;
  const container = document.createElement("div");
  container.dataset.enquiryModalRoot = "";
  document.body.append(container);
  root = createRoot(container);
  root.render(<LeadModalHost />);
}
