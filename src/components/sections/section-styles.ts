/**
 * Class lists the inner pages share, so the same job looks the same everywhere (DESIGN "Look and
 * feel"): a card on a white or tinted band, a card on a dark band, the small uppercase label,
 * the tertiary text link, and the reveal on scroll.
 */
import { buttonClasses } from "@/components/ui/button";

import "./reveal.css";

/** A card on a white or tinted band, in both themes. */
export const card = "rounded-2xl border border-line bg-surface-raised shadow-card";

/** A card on a dark band (and on the dark theme's tinted band). */
export const cardOnDark = "rounded-2xl border border-white/10 bg-white/5";

/** The small uppercase label above a card's title. */
export const eyebrow = "text-sm font-semibold tracking-wider text-accent uppercase";

/** A card's title: the display face. */
export const cardTitle = "font-display text-lg font-bold text-fg";

/** Body text on a card. */
export const cardText = "text-fg-muted";

/** The tertiary call to action: the button family's text link (44 px tall for touch). */
export const textLink = buttonClasses({ variant: "tertiary", className: "group -ml-1 self-start" });

/**
 * Reveal on scroll: spread on an element (`<li {...reveal}>`). reveal.css (the home page's too)
 * moves it into place as it scrolls in, CSS only, never by opacity, and not at all under
 * prefers-reduced-motion or where the browser has no scroll-driven animations.
 */
export const reveal = { "data-reveal": "" } as const;

/**
 * Spread on the list of a grid of cards (`<ul {...cardGrid}>`): the browser tests read a page's
 * rhythm from it (never three card grids in a row, never five cards in a row at 1280 px).
 */
export const cardGrid = { "data-card-grid": "" } as const;

/**
 * A row of cards a phone swipes through, CSS only (below 768 px; no script): the cards snap into
 * place and the next one peeks in at the screen's edge. The scrolling box runs to the screen's
 * edges (it takes back the content's side padding, `px-4 sm:px-6`) and is a region the keyboard
 * can focus and scroll: give it `role="region"`, a name (`aria-label`) and `tabIndex={0}`. From
 * 768 px nothing scrolls and the list is laid out by its own `md:` classes (a grid, a column).
 * Spread the three on the box, the list and each item: `className={cn(swipeRow.list, "md:grid")}`.
 */
export const swipeRow = {
  region:
    "-mx-4 snap-x snap-mandatory scroll-px-4 overflow-x-auto overscroll-x-contain [scrollbar-width:none] focus-visible:outline-offset-[-3px] sm:-mx-6 sm:scroll-px-6 md:mx-0 md:snap-none md:overflow-visible",
  list: "flex w-max items-stretch gap-4 px-4 sm:px-6 md:w-auto md:gap-6 md:px-0",
  item: "w-[80vw] max-w-80 shrink-0 snap-start md:w-auto md:max-w-none md:shrink",
} as const;
