import { keepCompoundsWhole } from "@/components/ui/keep-compounds-whole";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { presentationSchema } from "@content/schemas/presentation";
import { testimonialSchema } from "@content/schemas/testimonials";
import { loadSiteConfig } from "@/config/load-site-config";
import { fillTokensIn } from "@/lib/fill-tokens";

import { readContentFile, readContentFolder } from "../../../test/content-files";
import { deckFacts } from "./deck-facts";
import { withDeckQuotes } from "./deck-testimonials";
import { DeckSlides } from "./deck-slides";
import { buildSlides } from "./slides";

const config = loadSiteConfig({});
// The words as presentation-content.ts hands them over: the file, checked, with the quotes of
// the testimonial records marked for the deck, its settings filled.
const copy = fillTokensIn(
  withDeckQuotes(
    readContentFile("content/presentation/deck.yaml", presentationSchema),
    readContentFolder("content/testimonials", testimonialSchema),
  ),
  deckFacts(config),
);

describe("the CTO presentation's slides", () => {
  const slides = buildSlides(copy, config);
  const html = renderToStaticMarkup(<DeckSlides slides={slides} />);

  it("are 12 (docs/product.md §9), each with a unique id and a title", () => {
    expect(slides).toHaveLength(12);
    expect(new Set(slides.map((slide) => slide.id)).size).toBe(12);
    expect(slides.every((slide) => slide.title.length > 0)).toBe(true);
    expect(slides.map((slide) => slide.id)).toEqual([
      "cover",
      "problem",
      "solution",
      "ai-first",
      "pilot",
      "testimonials",
      "team",
      "pricing",
      "timeline",
      "ideal-founders",
      "call-to-action",
      "closing",
    ]);
  });

  it("render as sections numbered 1-12, only the first current", () => {
    expect([...html.matchAll(/data-slide="(\d+)"/g)].map((m) => Number(m[1]))).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1),
    );
    expect(html.match(/data-active="true"/g)).toHaveLength(1);
    expect(html).toContain('aria-label="1 of 12: Aarambh Tech: your fractional CTO"');
  });

  it("fill in the offer from the site configuration, in one money format", () => {
    const facts = deckFacts(config);
    expect(facts.monthlyPrice).toBe("$7,000");
    expect(facts.standardPrice).toBe("$10,000");
    expect(html).toContain("$7,000 a month, 20 hours");
    expect(html).toContain('aria-label="was $10,000"');
    expect(html).toContain("30% off during launch · 20 hours a month");
    expect(html).toContain("Only 2 slots remaining");
    expect(html).toContain(`${config.founder.name} · ${config.founder.email} · ${config.phone}`);
  });

  it("end with List Your Project (new tab), the pilot page and the consultation button", () => {
    expect(html).toMatch(new RegExp(`<a href="${config.links.onboarding}"[^>]*target="_blank"`));
    expect(html).toContain('href="/cto-service"');
    expect(html).toMatch(/data-lead-service="CTO-As-A-Service"[^>]*>Book a Free Consultation/);
  });
});

describe("keepCompoundsWhole", () => {
  it("keeps a number and its word on one line, and leaves other text as it is", () => {
    const html = (text: string) => renderToStaticMarkup(<h2>{keepCompoundsWhole(text)}</h2>);
    expect(html("Start your FREE 5-day CTO pilot this week")).toBe(
      '<h2>Start your FREE <span class="whitespace-nowrap">5-day</span> CTO pilot this week</h2>',
    );
    expect(html("A senior CTO for your startup")).toBe("<h2>A senior CTO for your startup</h2>");
    // Any compound: the browser would break after its hyphen.
    expect(html("From Idea to a Launch-Ready MVP in 30 Days")).toBe(
      '<h2>From Idea to a <span class="whitespace-nowrap">Launch-Ready</span> MVP in 30 Days</h2>',
    );
  });
});
