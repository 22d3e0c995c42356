import type { ReactNode } from "react";

/**
 * A call to action pinned to the bottom of the viewport on every scroll position. The spacer
 * keeps the end of the page (the footer) from sitting under it.
 */
export function FixedBottomButton({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <div aria-hidden="true" className="h-20" />
      <aside
        aria-label={label}
        className="fixed inset-x-0 bottom-0 z-30 border-t border-ink-100 bg-white/95 px-4 py-3 shadow-[0_-8px_24px_rgba(11,21,48,0.08)] backdrop-blur"
      >
        <div className="mx-auto flex max-w-content justify-center">{children}</div>
      </aside>
    </>
  );
}
