/**
 * The browser half of RotatingHeadline (rotating-headline.tsx): every few seconds the visible
 * headline is replaced by the next one (docs/product.md §4: index 0..3, wrapping), which fades in. Nothing
 * moves under prefers-reduced-motion. Plain DOM code: the home page needs no framework for it.
 */

function rotate(heading: HTMLElement) {
  // Each headline's nodes (its words and line break), copied from the hidden ones we rendered.
  const headlines = [...heading.querySelectorAll("[data-headline]")].map((element) => [
    ...element.childNodes,
  ]);
  const intervalMs = Number(heading.dataset.interval) || 3000;
  let line = heading.querySelector<HTMLElement>("[data-headline-shown]");
  if (!line || headlines.length < 2) return;
  let index = 0;
  window.setInterval(() => {
    index = (index + 1) % headlines.length;
    // A new element, so the fade-in animation starts again each time.
    const next = line!.cloneNode(false) as HTMLElement;
    next.classList.add("animate-fade-up");
    next.replaceChildren(...headlines[index]!.map((node) => node.cloneNode(true)));
    line!.replaceWith(next);
    line = next;
  }, intervalMs);
}

if (!window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
  for (const heading of document.querySelectorAll<HTMLElement>("[data-rotating-headline]")) {
    rotate(heading);
  }
}
