/**
 * Class lists the inner pages share, so the same job looks the same everywhere (DESIGN "Look and
 * feel"): a card on a white or tinted band, a card on a dark band, the small uppercase label,
 * the tertiary text link, and the reveal on scroll.
 */

/** A card on a white or tinted band, in both themes. */
export const card =
  "rounded-2xl border border-ink-100 bg-white shadow-sm dark:border-white/10 dark:bg-ink-900 dark:shadow-none";

/** A card on a dark band (and on the dark theme's tinted band). */
export const cardOnDark = "rounded-2xl border border-white/10 bg-white/5";

/** The small uppercase label above a card's title. */
export const eyebrow =
  "text-sm font-semibold tracking-wider text-brand-700 uppercase dark:text-brand-100";

/** A card's title: the display face. */
export const cardTitle = "font-display text-lg font-bold text-ink-900 dark:text-white";

/** Body text on a card. */
export const cardText = "text-ink-600 dark:text-ink-300";

/** The tertiary call to action: a text link with an arrow, 44 px tall for touch. */
export const textLink =
  "group inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-100";

/**
 * Reveal on scroll, CSS only: a scroll-driven fade-up where the browser has view timelines.
 * Elsewhere the animation has no duration and ends at once in its final state, and under
 * prefers-reduced-motion there is none at all (motion-safe).
 */
export const reveal =
  "motion-safe:[animation-name:fade-up] motion-safe:[animation-fill-mode:both] motion-safe:[animation-timing-function:linear] motion-safe:[animation-timeline:view()] motion-safe:[animation-range:entry_0%_entry_60%]";
