import type { ReactNode } from "react";

import "./reveal.css";

/** Content that rises into place as it scrolls into view (CSS only; see reveal.css). */
export function Reveal({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div data-reveal="" className={className}>
      {children}
    </div>
  );
}
