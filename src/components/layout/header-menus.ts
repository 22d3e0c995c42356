/**
 * Behaviour of the header's Services menu and mobile menu, whose markup the server renders
 * (services-menu.tsx, mobile-menu.tsx). Plain DOM code: every page has a header, so it must not
 * cost a framework.
 */

function setupServicesMenu(root: HTMLElement) {
  const button = root.querySelector<HTMLButtonElement>(":scope > button");
  if (!button) return;
  let hovering = false;
  const isOpen = () => root.dataset.open === "true";
  const setOpen = (open: boolean) => {
    root.dataset.open = String(open);
    button.setAttribute("aria-expanded", String(open));
  };
  const items = () => root.querySelectorAll<HTMLAnchorElement>("[data-menu-item]");

  root.addEventListener("pointerenter", (event) => {
    if (event.pointerType !== "mouse") return;
    hovering = true;
    setOpen(true);
  });
  root.addEventListener("pointerleave", (event) => {
    if (event.pointerType !== "mouse") return;
    hovering = false;
    setOpen(false);
  });
  // A mouse click while the pointer already opened it keeps it open rather than closing.
  button.addEventListener("click", () => setOpen(hovering ? true : !isOpen()));
  root.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && isOpen()) {
      setOpen(false);
      button.focus();
      return;
    }
    if (event.key === "ArrowDown" && event.target === button) {
      event.preventDefault();
      setOpen(true);
      requestAnimationFrame(() => items()[0]?.focus());
    }
  });
  root.addEventListener("focusout", (event) => {
    if (!root.contains(event.relatedTarget as Node | null)) setOpen(false);
  });
  for (const item of items()) item.addEventListener("click", () => setOpen(false));
}

function setupMobileMenu(root: HTMLElement) {
  const toggle = root.querySelector<HTMLButtonElement>(":scope > button");
  const panel = root.querySelector<HTMLElement>(":scope > nav");
  if (!toggle || !panel) return;
  const setOpen = (open: boolean) => {
    root.dataset.open = String(open);
    panel.hidden = !open;
    toggle.setAttribute("aria-expanded", String(open));
    toggle.setAttribute("aria-label", open ? "Close menu" : "Open menu");
  };
  toggle.addEventListener("click", () => setOpen(panel.hidden));
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && !panel.hidden) {
      setOpen(false);
      toggle.focus();
    }
  });
  for (const link of panel.querySelectorAll("a"))
    link.addEventListener("click", () => setOpen(false));
}

for (const root of document.querySelectorAll<HTMLElement>("[data-services-menu]")) {
  setupServicesMenu(root);
}
for (const root of document.querySelectorAll<HTMLElement>("[data-mobile-menu]")) {
  setupMobileMenu(root);
}
