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
