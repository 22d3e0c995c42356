/**
 * A large figure ("50+", "$7,000", "01", "350%"): the display face, extra bold, tight, with
 * tabular numerals so figures in a row keep one rhythm. Every stat, price and step number drawn
 * from 24 px up takes this one class list (docs/design-system.md "Type"); the place that draws it
 * adds only its size and colour. `e2e/fonts.spec.ts` checks the routes that show figures.
 */
export const largeFigure = "font-display font-extrabold tracking-tight tabular-nums";
