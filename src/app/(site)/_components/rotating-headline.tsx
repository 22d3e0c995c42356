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
  // Counts rotations; the headline shown is step % headlines.length.
  const [step, setStep] = useState(0);
  const index = step % headlines.length;

  useEffect(() => {
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)");
    if (reduce.matches || headlines.length < 2) return;
    const timer = window.setInterval(() => setStep((current) => current + 1), intervalMs);
    return () => window.clearInterval(timer);
  }, [headlines.length, intervalMs]);

  return (
    <h1 id={id} className={className}>
      <span className="sr-only">{headlines.join(". ")}.</span>
      <span
        aria-hidden="true"
        data-testid="hero-headline"
        key={step}
        // The first headline is painted as it arrives (the page's largest text: its paint is the
        // LCP, which an element still fading in from transparent would push back); only the
        // ones that replace it fade in.
        className={step === 0 ? "block" : "block animate-fade-up"}
      >
        {headlines[index]}
      </span>
    </h1>
  );
}
