import { ChevronLeft, ChevronRight, Lock } from "lucide-react";
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";

import { ThemeToggle } from "@/components/ui/theme-toggle";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { postJson } from "@/lib/post-json";

/**
 * The unlocked deck's controls (an island: /cto-presentation hydrates it at once). The slides
 * arrive as server-rendered HTML in `children` (`[data-slide]` sections, see deck-slides.tsx), so
 * this module holds no slide text; it marks the current one `data-active`. The current slide lives
 * in the URL hash (#slide-5): a reload, a shared link or the back button keep the place.
 */

const HASH_EVENT = "deck:slide";

function slideFromHash(count: number): number {
  const match = /^#slide-(\d+)$/.exec(window.location.hash);
  const n = match ? Number(match[1]) : 1;
  return Math.min(Math.max(Number.isFinite(n) ? n : 1, 1), count) - 1;
}

function subscribe(listener: () => void) {
  window.addEventListener("hashchange", listener);
  window.addEventListener(HASH_EVENT, listener);
  return () => {
    window.removeEventListener("hashchange", listener);
    window.removeEventListener(HASH_EVENT, listener);
  };
}

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target.closest('[role="dialog"], [role="alertdialog"]')) return true;
  return ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

export function Deck({
  titles,
  brandName,
  children,
}: {
  /** Each slide's title, in order (the live region and the counter name them). */
  titles: string[];
  brandName: string;
  /** The slides, rendered on the server. */
  children: ReactNode;
}) {
  const count = titles.length;
  const index = useSyncExternalStore(
    subscribe,
    () => slideFromHash(count),
    () => 0,
  );
  const [locking, setLocking] = useState(false);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const carousel = useRef<HTMLDivElement>(null);

  // The slides are static HTML React does not own: show the current one by its attribute.
  useLayoutEffect(() => {
    for (const slide of carousel.current?.querySelectorAll<HTMLElement>("[data-slide]") ?? []) {
      if (Number(slide.dataset.slide) === index + 1) slide.dataset.active = "true";
      else delete slide.dataset.active;
    }
  }, [index]);

  const goTo = useCallback(
    (next: number) => {
      // Wraps like docs/product.md §4's next/previous functions; the buttons stop at the ends.
      const target = ((next % count) + count) % count;
      window.history.replaceState(window.history.state, "", `#slide-${target + 1}`);
      window.dispatchEvent(new Event(HASH_EVENT));
    },
    [count],
  );

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (isTypingTarget(event.target) || document.querySelector('[role="dialog"]')) return;
      const current = slideFromHash(count);
      const moves: Record<string, number> = {
        ArrowLeft: Math.max(current - 1, 0),
        ArrowRight: Math.min(current + 1, count - 1),
        Home: 0,
        End: count - 1,
      };
      if (!(event.key in moves)) return;
      event.preventDefault();
      goTo(moves[event.key]!);
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [count, goTo]);

  async function lock() {
    setLocking(true);
    await postJson("/api/presentation/session", undefined, { method: "DELETE" });
    // The server renders the password screen for a visitor without the cookie.
    window.location.reload();
  }

  const atStart = index === 0;
  const atEnd = index === count - 1;

  return (
    // One screen, never more (stage.css): header, the stage (the slide, scaled to fit on a wide
    // screen; a column that scrolls on its own on a phone), then the controls, so a slide is never
    // under them; an unanswered consent banner comes after them, in the flow.
    <div className="flex h-full flex-col bg-ink-100 text-fg dark:bg-ink-950 print:block print:h-auto print:bg-white">
      <header className="shrink-0 border-b border-line bg-surface print:hidden">
        <div className="flex items-center justify-between gap-4 px-4 py-2 sm:px-6">
          <p className="font-display font-bold text-fg">
            {brandName}{" "}
            <span className="font-normal text-fg-muted max-sm:hidden">· CTO presentation</span>
          </p>
          <div className="flex items-center gap-1">
            <ThemeToggle />
            <Button
              variant="tertiary"
              size="sm"
              onClick={lock}
              disabled={locking}
              aria-label="Lock presentation"
              className="no-script:hidden"
            >
              <Lock aria-hidden="true" className="size-4" />
              Lock
            </Button>
          </div>
        </div>
      </header>

      <main
        id="main"
        className="flex min-h-0 w-full flex-1 flex-col print:block"
        onTouchStart={(event) => {
          const touch = event.touches[0];
          touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
        }}
        onTouchEnd={(event) => {
          const start = touchStart.current;
          const touch = event.changedTouches[0];
          touchStart.current = null;
          if (!start || !touch) return;
          const dx = touch.clientX - start.x;
          const dy = touch.clientY - start.y;
          if (Math.abs(dx) < 50 || Math.abs(dx) < Math.abs(dy) * 1.5) return;
          if (dx < 0 && !atEnd) goTo(index + 1);
          if (dx > 0 && !atStart) goTo(index - 1);
        }}
      >
        <h1 className="sr-only">{brandName} CTO presentation</h1>
        <div
          ref={carousel}
          aria-roledescription="carousel"
          aria-label="CTO presentation slides"
          data-deck-stage
          // On a phone the stage scrolls: keyboard users reach it (arrow keys still change slides).
          tabIndex={0}
          className="flex min-h-0 flex-1 flex-col overflow-y-auto p-3 focus-visible:-outline-offset-4 sm:p-6 print:block print:overflow-visible print:p-0"
        >
          {children}
        </div>
        <p className="sr-only" aria-live="polite">
          {`Slide ${index + 1} of ${count}: ${titles[index]}`}
        </p>
      </main>

      {/* One row from 640 px; on phones two slim rows (dots, then Previous · counter · Next),
          under 80 px together, the dots always on one line (24 px targets, 12 of them fit 320 px). */}
      <nav
        aria-label="Slide navigation"
        className="shrink-0 border-t border-line bg-surface print:hidden no-script:hidden"
      >
        <div className="mx-auto grid max-w-content grid-cols-[auto_1fr_auto] items-center gap-x-2 px-3 py-1 sm:flex sm:justify-between sm:gap-2 sm:px-6 sm:py-3">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => goTo(index - 1)}
            disabled={atStart}
            aria-label="Previous slide"
            className="col-start-1 row-start-2 px-3 sm:px-4"
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
            <span className="max-sm:sr-only">Previous</span>
          </Button>
          <ol className="col-span-3 row-start-1 flex justify-center sm:flex-1">
            {titles.map((title, i) => (
              <li key={title}>
                <button
                  type="button"
                  onClick={() => goTo(i)}
                  aria-label={`Go to slide ${i + 1}`}
                  aria-current={i === index ? "step" : undefined}
                  className="group inline-flex h-6 w-6 items-center justify-center rounded-full sm:h-11 sm:w-8"
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      "block h-2.5 rounded-full transition-all duration-200",
                      i === index
                        ? "w-5 bg-accent sm:w-6"
                        : "w-2.5 bg-line-strong group-hover:bg-fg-subtle",
                    )}
                  />
                </button>
              </li>
            ))}
          </ol>
          <p
            className="col-start-2 row-start-2 min-w-14 text-center text-sm font-semibold text-fg tabular-nums sm:text-base"
            data-testid="slide-counter"
          >
            {index + 1} / {count}
          </p>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => goTo(index + 1)}
            disabled={atEnd}
            aria-label="Next slide"
            className="col-start-3 row-start-2 px-3 sm:px-4"
          >
            <span className="max-sm:sr-only">Next</span>
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </nav>
    </div>
  );
}
