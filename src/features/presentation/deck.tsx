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
      // Wraps like SPEC §4's next/previous functions; the buttons stop at the ends.
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
    <div className="flex min-h-dvh flex-col bg-ink-50 print:block print:min-h-0 print:bg-white">
      <header className="border-b border-ink-100 bg-white print:hidden">
        <div className="mx-auto flex max-w-content items-center justify-between gap-4 px-4 py-3 sm:px-6">
          <p className="font-bold text-ink-900">
            {brandName} <span className="font-normal text-ink-600">· CTO presentation</span>
          </p>
          <Button
            variant="ghost"
            size="sm"
            onClick={lock}
            disabled={locking}
            aria-label="Lock presentation"
          >
            <Lock aria-hidden="true" className="size-4" />
            Lock
          </Button>
        </div>
      </header>

      <main
        id="main"
        className="mx-auto flex w-full max-w-content flex-1 flex-col px-4 py-6 sm:px-6 print:block print:max-w-none print:p-0"
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
          className="flex-1 print:block"
        >
          {children}
        </div>
        <p className="sr-only" aria-live="polite">
          {`Slide ${index + 1} of ${count}: ${titles[index]}`}
        </p>
      </main>

      <nav
        aria-label="Slide navigation"
        className="sticky bottom-0 border-t border-ink-100 bg-white/95 backdrop-blur print:hidden"
      >
        <div className="mx-auto flex max-w-content flex-wrap items-center justify-between gap-2 px-4 py-3 sm:px-6">
          <Button
            variant="outline"
            size="sm"
            onClick={() => goTo(index - 1)}
            disabled={atStart}
            aria-label="Previous slide"
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
            <span className="max-sm:sr-only">Previous</span>
          </Button>
          <ol className="order-last flex w-full flex-wrap justify-center sm:order-none sm:w-auto">
            {titles.map((title, i) => (
              <li key={title}>
                <button
                  type="button"
                  onClick={() => goTo(i)}
                  aria-label={`Go to slide ${i + 1}`}
                  aria-current={i === index ? "step" : undefined}
                  className="group inline-flex size-11 items-center justify-center rounded-full"
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      "block size-3 rounded-full transition-colors",
                      i === index ? "bg-brand-600" : "bg-ink-300 group-hover:bg-ink-500",
                    )}
                  />
                </button>
              </li>
            ))}
          </ol>
          <p
            className="min-w-14 text-center font-semibold text-ink-800 tabular-nums"
            data-testid="slide-counter"
          >
            {index + 1} / {count}
          </p>
          <Button
            variant="outline"
            size="sm"
            onClick={() => goTo(index + 1)}
            disabled={atEnd}
            aria-label="Next slide"
          >
            <span className="max-sm:sr-only">Next</span>
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </nav>
    </div>
  );
}
