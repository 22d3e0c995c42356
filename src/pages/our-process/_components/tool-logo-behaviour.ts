/**
 * The tool logos' fallback (tool-logo.tsx): a logo that fails to load is swapped for the first
 * letter kept in the template beside it. An image may have failed before this script ran, so
 * finished images are checked as well as listened to.
 */
function fallBack(image: HTMLImageElement) {
  const template = image.nextElementSibling;
  if (!(template instanceof HTMLTemplateElement) || !template.hasAttribute("data-tool-fallback")) {
    return;
  }
  image.replaceWith(template.content.cloneNode(true));
  template.remove();
}

for (const image of document.querySelectorAll<HTMLImageElement>("img[data-tool-logo]")) {
  if (image.complete && image.naturalWidth === 0 && image.currentSrc) fallBack(image);
  else image.addEventListener("error", () => fallBack(image), { once: true });
}
