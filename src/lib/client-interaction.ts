import type { ClientDirective } from "astro";

/**
 * `client:interaction`: hydrate an island the first time a visitor points at, touches or
 * focuses it, so a widget in the first screen (the blog's search and chips, the newsletter form,
 * the contact and onboarding forms) costs no JavaScript until someone reaches for it. Inputs stay
 * usable before that: the island reads what was typed when it wakes, and a click made while it was
 * waking is replayed once it is live. So is a press on a button that waits for the island (a
 * form's submit is disabled until then, so the press alone would be lost).
 * `client:interaction="query"` wakes at once when the address has a query string (a shared link
 * to a filtered list, a preset service).
 */
const WAKE_EVENTS = ["pointerover", "pointerdown", "touchstart", "focusin"] as const;

/** Clicks `target` once it is live: a button that waited for the island is enabled by its first render after hydration. */
function replayClick(target: HTMLElement) {
  if (!target.isConnected) return;
  if (!(target instanceof HTMLButtonElement) || !target.disabled) {
    target.click();
    return;
  }
  const observer = new MutationObserver(() => {
    if (target.disabled) return;
    observer.disconnect();
    target.click();
  });
  observer.observe(target, { attributes: true, attributeFilter: ["disabled"] });
  // A button that stays disabled (a form already sending) is not pressed later by surprise.
  setTimeout(() => observer.disconnect(), 10_000);
}

const hydrateOnInteraction: ClientDirective = (load, options, element) => {
  let started = false;
  let missedClick: HTMLElement | null = null;
  const rememberClick = (event: Event) => {
    if (event.target instanceof HTMLElement) missedClick = event.target;
  };
  // A disabled button gets pointer events but never a click.
  const rememberPress = (event: Event) => {
    if (event.type !== "pointerdown" && event.type !== "touchstart") return;
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    if (button?.disabled) missedClick = button;
  };
  const start = async (event?: Event) => {
    if (event) rememberPress(event);
    if (started) return;
    started = true;
    for (const type of WAKE_EVENTS) element.removeEventListener(type, start);
    element.addEventListener("click", rememberClick, { capture: true });
    element.addEventListener("pointerdown", rememberPress, { capture: true });
    const hydrate = await load();
    // From here on React listens (and replays what arrives while it hydrates); a click that came
    // while the code was downloading did nothing, so it is replayed once the island is live.
    element.removeEventListener("click", rememberClick, { capture: true });
    await hydrate();
    element.removeEventListener("pointerdown", rememberPress, { capture: true });
    const clicked = missedClick as HTMLElement | null;
    if (clicked) requestAnimationFrame(() => replayClick(clicked));
  };
  // Already reached for (a field focused, or the pointer on it, while the page was still
  // arriving, before this ran): no event of that reach will come now, so wake at once.
  const reached = element.contains(document.activeElement) || element.matches(":hover");
  if (reached || (options.value === "query" && window.location.search.length > 1)) {
    void start();
    return;
  }
  for (const event of WAKE_EVENTS) element.addEventListener(event, start, { passive: true });
};

export default hydrateOnInteraction;
