/**
 * Splits a headline into two lines of words as even as can be (the earlier split on a tie:
 * "Grow with / Smart Marketing"). Every rotating headline is then two lines at every width, so
 * the space reserved for the longest one is never a gap under a shorter one.
 */
export function headlineLines(headline: string): [string, string] {
  const words = headline.trim().split(/\s+/);
  if (words.length < 2) return [headline.trim(), ""];
  let best = 1;
  let bestLongest = Infinity;
  for (let split = 1; split < words.length; split++) {
    const longest = Math.max(
      words.slice(0, split).join(" ").length,
      words.slice(split).join(" ").length,
    );
    if (longest < bestLongest) {
      best = split;
      bestLongest = longest;
    }
  }
  return [words.slice(0, best).join(" "), words.slice(best).join(" ")];
}
