/**
 * Cutting text to a length without breaking a character. `text.slice(0, n)` counts UTF-16
 * units, so it can keep half of an emoji's surrogate pair: PostgreSQL then stores U+FFFD and
 * encodeURIComponent throws "URI malformed". These count code points (as PostgreSQL's
 * varchar(n) does) and cut only between graphemes, so an emoji, a flag or an accented letter
 * written as two code points is kept whole or left out whole.
 */
const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/** How many code points `text` has (what varchar(n) counts). */
export function codePointLength(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/** The longest start of `text` of whole graphemes with at most `max` code points. */
export function cutText(text: string, max: number): string {
  // At most `max` UTF-16 units is at most `max` code points: nothing to cut.
  if (text.length <= max) return text;
  let kept = 0;
  for (const { segment, index } of graphemes.segment(text)) {
    kept += codePointLength(segment);
    if (kept > max) return text.slice(0, index);
  }
  return text;
}
