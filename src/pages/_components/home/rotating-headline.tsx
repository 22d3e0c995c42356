import { headlineLines } from "./headline-lines";

/** A headline on its two even lines; the space keeps the words apart for textContent. */
function TwoLines({ headline }: { headline: string }) {
  const [first, second] = headlineLines(headline);
  return second ? (
    <>
      {first} <br />
      {second}
    </>
  ) : (
    first
  );
}

/**
 * The hero's h1. Screen readers get all four headlines once, as one static heading; the
 * visible line rotates every `intervalMs` without a live region, so nothing is announced
 * every 3 s. With prefers-reduced-motion the first headline stays put. Server-rendered with the
 * first headline in place; rotating-headline-cycle.ts (included by the page) turns it.
 */
export function RotatingHeadline({
  headlines,
  intervalMs = 3000,
  className,
  id,
}: {
  id?: string;
  headlines: readonly string[];
  intervalMs?: number;
  className?: string;
}) {
  return (
    <h1 id={id} className={className} data-rotating-headline="" data-interval={intervalMs}>
      <span className="sr-only">{headlines.join(". ")}.</span>
      {/* Every headline sits, invisible, in the same grid cell as the visible one, so the heading
          is always as tall as the longest and the page below never jumps when it changes. Each
          is set on two even lines, so they are all as tall and no gap opens under a short one. */}
      <span aria-hidden="true" className="grid">
        {headlines.map((headline) => (
          <span key={headline} data-headline="" className="invisible [grid-area:1/1]">
            <TwoLines headline={headline} />
          </span>
        ))}
        {/* The first headline is painted as it arrives (the page's largest text: its paint is
            the LCP, which an element still fading in from transparent would push back); only
            the ones that replace it fade in. */}
        <span
          aria-hidden="true"
          data-headline-shown=""
          data-testid="hero-headline"
          className="block [grid-area:1/1]"
        >
          <TwoLines headline={headlines[0]!} />
        </span>
      </span>
    </h1>
  );
}
