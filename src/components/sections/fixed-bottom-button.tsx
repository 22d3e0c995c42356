import type { ReactNode } from "react";

/**
 * A call to action pinned to the bottom of the viewport on every scroll position, one row of a
 * fixed height (4.5 rem): global.css publishes it as `--bottom-bar-height` on pages that have
 * one, so the consent banner and any floating card sit above it instead of on top of it. The
 * spacer keeps the end of the page (the footer) from sitting under it.
 */
export function FixedBottomButton({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <div aria-hidden="true" className="h-18" />
      <aside
        aria-label={label}
        data-bottom-bar
        className="fixed inset-x-0 bottom-0 z-30 flex h-18 items-center border-t border-line bg-surface/95 px-4 shadow-[0_-8px_24px_rgb(11_21_48/0.08)] backdrop-blur print:hidden [&_a]:whitespace-nowrap [&_button]:whitespace-nowrap"
      >
        <div className="mx-auto flex w-full max-w-content justify-center">{children}</div>
      </aside>
    </>
  );
}
