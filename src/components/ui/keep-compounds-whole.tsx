import type { ReactNode } from "react";

/**
 * A heading never breaks inside a compound: "5-day", "Launch-Ready", "Full-Time" stay on one line
 * (a browser may otherwise break after the hyphen and leave "Launch-" at a line's end). Each such
 * compound is a no-wrap span; a word joiner in the text showed as a gap in the display font.
 */
export function keepCompoundsWhole(text: string): ReactNode {
  const parts = text.split(/([\p{L}\d]+(?:[-–][\p{L}\d]+)+)/u);
  if (parts.length === 1) return text;
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
