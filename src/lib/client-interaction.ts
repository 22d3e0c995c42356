import type { ClientDirective } from "astro";

/**
 * `client:interaction`: hydrate an island the first time a visitor points at, touches or
 * focuses it, so a widget in the first screen (the blog's search and chips, the newsletter form)
 * costs no JavaScript until someone reaches for it. Inputs stay usable before that: the island
 * reads what was typed when it wakes, and a click made while it was waking is replayed once it is
 * live. `client:interaction="query"` wakes at once when the address has a query string (a shared
 * link to a filtered list).
 */
const WAKE_EVENTS = ["pointerover", "pointerdown", "touchstart", "focusin"] as const;

const hydrateOnInteraction: ClientDirective = (load, options, element) => {
  let started = false;
  let missedClick: HTMLElement | null = null;
  const rememberClick = (event: Event) => {
    if (event.target instanceof HTMLElement) missedClick = event.target;
  };
  const start = async () => {
    if (started) return;
    started = true;
    for (const event of WAKE_EVENTS) element.removeEventListener(event, start);
    element.addEventListener("click", rememberClick, { capture: true });
    const hydrate = await load();
    // From here on React listens (and replays what arrives while it hydrates); a click that came
    // while the code was downloading did nothing, so it is replayed once the island is live.
    element.removeEventListener("click", rememberClick, { capture: true });
    await hydrate();
    const clicked = missedClick as HTMLElement | null;
    if (clicked?.isConnected) requestAnimationFrame(() => clicked.click());
  };
  if (options.value === "query" && window.location.search.length > 1) {
    void start();
    return;
  }
  for (const event of WAKE_EVENTS) element.addEventListener(event, start, { passive: true });
};

export default hydrateOnInteraction;
