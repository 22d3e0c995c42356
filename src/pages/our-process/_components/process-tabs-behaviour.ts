/**
 * Behaviour of the server-rendered workflow tabs (process-tabs.tsx): plain DOM code, so the
 * page loads no framework. Selecting a tab shows its panel, moves the roving tabindex and keeps
 * the choice in the address (?tab=…) without adding a history entry.
 */
import { requestedTab, tabIndexForKey } from "./tab-navigation";

function setupTabs(root: HTMLElement) {
  const tabs = [...root.querySelectorAll<HTMLButtonElement>('[role="tab"][data-tab]')];
  const panels = [...root.querySelectorAll<HTMLElement>('[role="tabpanel"][data-panel]')];
  if (tabs.length === 0) return;
  const ids = tabs.map((tab) => tab.dataset.tab!);

  const select = (index: number, { focus = false, remember = false } = {}) => {
    const chosen = ids[index];
    if (chosen === undefined) return;
    tabs.forEach((tab, i) => {
      const active = i === index;
      tab.setAttribute("aria-selected", String(active));
      tab.tabIndex = active ? 0 : -1;
    });
    for (const panel of panels) panel.hidden = panel.dataset.panel !== chosen;
    if (focus) tabs[index]!.focus();
    if (remember) {
      const url = new URL(window.location.href);
      url.searchParams.set("tab", chosen);
      window.history.replaceState(window.history.state, "", url);
    }
  };

  tabs.forEach((tab, index) => {
    tab.addEventListener("click", () => select(index, { remember: true }));
    // Automatic activation: moving with the keys also selects (as the Radix tabs did before).
    tab.addEventListener("keydown", (event) => {
      const next = tabIndexForKey(event.key, index, tabs.length);
      if (next === null) return;
      event.preventDefault();
      select(next, { focus: true, remember: true });
    });
  });

  const linked = requestedTab(window.location.search, ids);
  if (linked) select(ids.indexOf(linked));
  root.dataset.tabsReady = "";
}

for (const root of document.querySelectorAll<HTMLElement>("[data-workflow-tabs]")) setupTabs(root);
