import type { ReactNode } from "react";

import "./print.css";

/** The deck stands alone: no marketing header or footer, nothing between the visitor and it. */
export default function PresentationLayout({ children }: { children: ReactNode }) {
  return <div className="min-h-dvh">{children}</div>;
}
