/**
 * Shows each server-rendered floating call-to-action (`[data-floating-cta]`, floating-cta.tsx)
 * once the page has scrolled past its threshold, and hides it for good when closed (until the
 * next page load). Plain DOM code, included by the site layout.
 */
function setupFloatingCta(aside: HTMLElement) {
  const threshold = Number(aside.dataset.threshold ?? 500);
  let dismissed = false;
  let frame = 0;
  const update = () => {
    frame = 0;
    aside.hidden = dismissed || window.scrollY <= threshold;
  };
  const onScroll = () => {
    frame ||= requestAnimationFrame(update);
  };
  aside.querySelector("[data-floating-cta-close]")?.addEventListener("click", () => {
    dismissed = true;
    // Focus was on the close button, now gone: keep the keyboard user where they were.
    const main = document.getElementById("main");
    if (aside.contains(document.activeElement)) main?.focus({ preventScroll: true });
    aside.hidden = true;
    window.removeEventListener("scroll", onScroll);
  });
  window.addEventListener("scroll", onScroll, { passive: true });
  update();
}

for (const aside of document.querySelectorAll<HTMLElement>("[data-floating-cta]")) {
  setupFloatingCta(aside);
}
