import { describe, expect, it } from "vitest";

import { deckCopy } from "./presentation";
import { founderTestimonial, googleAdsTestimonials } from "./testimonials";

/** Every person quoted anywhere on the site, with the company they speak for. */
function quotedPeople(): { name: string; company: string; where: string }[] {
  return [
    ...googleAdsTestimonials.map((t) => ({
      name: t.name,
      company: t.company,
      where: "Google Ads",
    })),
    { name: founderTestimonial.name, company: founderTestimonial.company, where: "founder page" },
    ...deckCopy.testimonials.quotes.map((q) => ({
      name: q.name,
      // "Co-founder & CEO, SafeSight": the company follows the last comma.
      company: q.role.slice(q.role.lastIndexOf(",") + 1).trim(),
      where: "deck",
    })),
  ];
}

describe("testimonials", () => {
  it("give each person one company wherever they are quoted (the facts agree)", () => {
    const companies = new Map<string, Set<string>>();
    for (const person of quotedPeople()) {
      companies.set(person.name, (companies.get(person.name) ?? new Set()).add(person.company));
    }
    const contradictions = [...companies]
      .filter(([, set]) => set.size > 1)
      .map(([name, set]) => `${name}: ${[...set].join(" / ")}`);
    expect(contradictions).toEqual([]);
  });
});
