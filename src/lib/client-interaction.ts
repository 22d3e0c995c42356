import type { ClientDirective } from "astro";

/**
 * `client:interaction`: hydrate an island the first time a visitor points at, touches or
 * focuses it, so a widget in the first screen (the blog's search and chips, the newsletter form,
 * the contact and onboarding forms) costs no JavaScript until someone reaches for it. Inputs stay
 * usable before that: the island reads what was typed when it wakes, and a click made while it was
 * waking is replayed once it is live. A form's submit button is live from the first paint: a
 * press while the island wakes is held (no native post) and replayed by the island, and should
 * the island's code fail to arrive, it is let through so the form posts as plain HTML
 * (docs/decisions/0017-forms-without-javascript.md).
 * `client:interaction="query"` wakes at once when the address has a query string (a shared link
 * to a filtered list, a preset service).
 */
const WAKE_EVENTS = ["pointerover", "pointerdown", "touchstart", "focusin"] as const;

/** The submit button a click would send a form with, if any. */
function submitterOf(target: EventTarget | null): HTMLButtonElement | HTMLInputElement | null {
  const control = target instanceof Element ? target.closest("button, input") : null;
  if (
    (control instanceof HTMLButtonElement || control instanceof HTMLInputElement) &&
    control.type === "submit" &&
    control.form
  ) {
    return control;
  }
  return null;
}

const hydrateOnInteraction: ClientDirective = (load, options, element) => {
  let started = false;
  let missedClick: HTMLElement | null = null;
  let heldSubmit = false;
  const rememberClick = (event: Event) => {
    if (!(event.target instanceof HTMLElement)) return;
    missedClick = event.target;
    // The island sends this form its own way once live: no native post meanwhile.
    if (submitterOf(event.target)) {
      event.preventDefault();
      heldSubmit = true;
    }
  };
  const start = async () => {
    if (started) return;
    started = true;
    for (const type of WAKE_EVENTS) element.removeEventListener(type, start);
    element.addEventListener("click", rememberClick, { capture: true });
    let hydrate: Awaited<ReturnType<typeof load>>;
    try {
      hydrate = await load();
    } catch (error) {
      // The code did not arrive: a held press posts the form as plain HTML after all.
      element.removeEventListener("click", rememberClick, { capture: true });
      const clicked = missedClick as HTMLElement | null;
      if (heldSubmit && clicked?.isConnected) clicked.click();
      throw error;
    }
    // From here on React listens (and replays what arrives while it hydrates); a click that came
    // while the code was downloading did nothing, so it is replayed once the island is live.
    element.removeEventListener("click", rememberClick, { capture: true });
    await hydrate();
    const clicked = missedClick as HTMLElement | null;
    if (clicked) requestAnimationFrame(() => clicked.isConnected && clicked.click());
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
