/**
 * Characters a visitor cannot see but that change how text reads or breaks: control characters
 * (Unicode category Cc: U+0000-U+001F, U+007F-U+009F), the bidirectional controls (Unicode's
 * Bidi_Control set: U+061C, U+200E/U+200F, U+202A-U+202E, U+2066-U+2069) and the line and
 * paragraph separators U+2028/U+2029. A right-to-left override (U+202E) shows the rest of a
 * name reversed in the team's inbox; a newline in a subject starts a new header.
 *
 * Zero-width joiner and non-joiner (U+200D, U+200C) are NOT in the set: Indic scripts need them
 * to shape conjuncts, and emoji sequences are built with the joiner.
 *
 * The enquiry form REFUSES such text (422, a message per field; src/features/leads/schema.ts),
 * rather than removing it: silently removing an override shows the team a name the visitor never
 * saw, and the visitor is told which field to retype. The mail templates also REMOVE them
 * (`withoutControlCharacters`) so no subject or body can carry one, whatever was stored.
 *
 * Ill-formed text is refused the same way: a lone UTF-16 surrogate (`"\uD800"` in JSON) is no
 * character at all, and the database would store it as U+FFFD, changing what was sent.
 */
const SINGLE_LINE = /[\p{Cc}\p{Bidi_Control}\u2028\u2029]/u;
/** Multi-line fields keep tab, line feed and carriage return. */
const MULTI_LINE = /(?![\t\n\r])[\p{Cc}\p{Bidi_Control}\u2028\u2029]/u;

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isIllFormed(value: string): boolean {
  return LONE_SURROGATE.test(value);
}

export function hasControlCharacters(value: string, options: { multiline?: boolean } = {}) {
  return (options.multiline ? MULTI_LINE : SINGLE_LINE).test(value) || isIllFormed(value);
}

/** The text with every such character removed (tab and line breaks kept when multi-line). */
export function withoutControlCharacters(
  value: string,
  options: { multiline?: boolean } = {},
): string {
  const pattern = new RegExp((options.multiline ? MULTI_LINE : SINGLE_LINE).source, "gu");
  return value.replace(new RegExp(LONE_SURROGATE.source, "g"), "").replace(pattern, "");
}
