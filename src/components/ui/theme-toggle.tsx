import { Moon, Sun } from "lucide-react";

import { cn } from "@/lib/cn";

/**
 * The header's light/dark switch: a toggle button (pressed = dark theme). Server-rendered; the
 * icon follows html[data-theme] by CSS, so it is right from the first paint, and
 * `theme-toggle-behaviour.ts` (the site-wide script) sets aria-pressed and handles the click.
 */
export function ThemeToggle({ className }: { className?: string }) {
  return (
    <button
      type="button"
      aria-pressed="false"
      data-theme-toggle
      title="Dark theme"
      className={cn(
        "inline-flex size-11 shrink-0 items-center justify-center rounded-control text-fg-muted transition-colors duration-150 hover:bg-surface-tinted hover:text-fg no-script:hidden",
        className,
      )}
    >
      <span className="sr-only">Dark theme</span>
      <Moon aria-hidden="true" className="size-5 dark:hidden" />
      <Sun aria-hidden="true" className="hidden size-5 dark:block" />
    </button>
  );
}
