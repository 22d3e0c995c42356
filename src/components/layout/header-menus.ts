/**
 * Behaviour of the header's Services menu and mobile menu, whose markup the server renders
 * (services-menu.tsx, mobile-menu.tsx). Plain DOM code: every page has a header, so it must not
 * cost a framework.
 */
import { takeEarlyClick } from "@/lib/early-click-replay";

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
  // Until now CSS opened it under the pointer or with focus inside: it stays open from here.
  // A press on the button before this script (kept by the head's early-click script) asked for
  // it open: replayed as a click it would toggle, and close what hover or focus had opened.
  const pressedEarly = takeEarlyClick(button);
  hovering = root.matches(":hover");
  if (hovering || pressedEarly || root.matches(":focus-within")) setOpen(true);
  root.dataset.live = "";
}

function setupMobileMenu(root: HTMLElement) {
  const toggle = root.querySelector<HTMLButtonElement>(":scope > button");
  const panel = root.querySelector<HTMLElement>(":scope > nav[popover]");
  if (!toggle || !panel) return;
  // The browser opens and closes the panel (a popover, so the menu works before this script and
  // without it); this keeps the toggle's name and state in step, whoever closed it.
  const sync = () => {
    const open = panel.matches(":popover-open");
    toggle.setAttribute("aria-expanded", String(open));
    toggle.setAttribute("aria-label", open ? "Close menu" : "Open menu");
  };
  // Closed with focus inside (Escape): focus goes back to the toggle, where a browser that did
  // not focus the toggle on a tap would otherwise leave it at the page's start.
  let focusWasInside = false;
  panel.addEventListener("beforetoggle", (event) => {
    if ((event as ToggleEvent).newState === "closed")
      focusWasInside = panel.contains(document.activeElement);
  });
  panel.addEventListener("toggle", () => {
    sync();
    if (focusWasInside && document.activeElement !== toggle) toggle.focus();
    focusWasInside = false;
  });
  for (const link of panel.querySelectorAll("a"))
    link.addEventListener("click", () => panel.hidePopover());
  sync();
}

for (const root of document.querySelectorAll<HTMLElement>("[data-services-menu]")) {
  setupServicesMenu(root);
}
for (const root of document.querySelectorAll<HTMLElement>("[data-mobile-menu]")) {
  setupMobileMenu(root);
}
