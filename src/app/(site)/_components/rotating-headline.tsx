"use client";

import { useEffect, useState } from "react";

/**
 * The hero's h1. Screen readers get all four headlines once, as one static heading; the
 * visible line rotates every `intervalMs` without a live region, so nothing is announced
 * every 3 s. With prefers-reduced-motion the first headline stays put.
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
  const [index, setIndex] = useState(0);

  useEffect(() => {
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)");
    if (reduce.matches || headlines.length < 2) return;
    const timer = window.setInterval(
      () => setIndex((current) => (current + 1) % headlines.length),
      intervalMs,
    );
    return () => window.clearInterval(timer);
  }, [headlines.length, intervalMs]);

  return (
    <h1 id={id} className={className}>
      <span className="sr-only">{headlines.join(". ")}.</span>
      <span
        aria-hidden="true"
        data-testid="hero-headline"
        key={index}
        className="block animate-fade-up"
      >
        {headlines[index]}
      </span>
    </h1>
  );
}
