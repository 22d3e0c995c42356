/**
 * The theme toggles (`[data-theme-toggle]`, theme-toggle.tsx): a click switches html[data-theme]
 * and remembers the choice; without a saved choice the page follows the system setting, also
 * when it changes while the page is open. The first paint's theme is set earlier, by the inline
 * head script (src/lib/theme-script.mjs), from the same storage key.
 */
import { THEME_STORAGE_KEY } from "@/lib/theme-script.mjs";

type Theme = "light" | "dark";

const root = document.documentElement;
const systemDark = window.matchMedia("(prefers-color-scheme: dark)");

function savedTheme(): Theme | null {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return value === "light" || value === "dark" ? value : null;
  } catch {
    return null; // Storage blocked: the choice lasts for this page only.
  }
}

function currentTheme(): Theme {
  return root.dataset.theme === "dark" ? "dark" : "light";
}

function apply(theme: Theme) {
  root.dataset.theme = theme;
  for (const toggle of document.querySelectorAll("[data-theme-toggle]")) {
    toggle.setAttribute("aria-pressed", String(theme === "dark"));
  }
}

document.addEventListener("click", (event) => {
  const toggle =
    event.target instanceof Element ? event.target.closest("[data-theme-toggle]") : null;
  if (!toggle) return;
  const next: Theme = currentTheme() === "dark" ? "light" : "dark";
  try {
    localStorage.setItem(THEME_STORAGE_KEY, next);
  } catch {
    // Storage blocked: the theme still switches for this page.
  }
  apply(next);
});

systemDark.addEventListener("change", (event) => {
  if (!savedTheme()) apply(event.matches ? "dark" : "light");
});

apply(savedTheme() ?? currentTheme());
