/**
 * The browser half of VideoFacade (video-facade.tsx, docs/product.md §10.9): the embed goes in when
 * half the poster is in view, or at once when the poster is pressed. Plain DOM code, included
 * once by each page that shows the video.
 */

function load(facade: HTMLElement) {
  const template = facade.querySelector<HTMLTemplateElement>(":scope > template");
  if (!template) return;
  facade.append(template.content.cloneNode(true));
  template.remove();
}

const facades = document.querySelectorAll<HTMLElement>("[data-video-facade]");

const observer =
  "IntersectionObserver" in window
    ? new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            observer?.unobserve(entry.target);
            load(entry.target as HTMLElement);
          }
        },
        { threshold: 0.5 },
      )
    : null;

for (const facade of facades) {
  facade.querySelector("button")?.addEventListener("click", () => {
    observer?.unobserve(facade);
    load(facade);
  });
  observer?.observe(facade);
}
