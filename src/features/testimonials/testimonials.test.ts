import path from "node:path";

import { describe, expect, it } from "vitest";

import { homePageSchema } from "@content/schemas/home";
import { DECK_QUOTES, presentationSchema } from "@content/schemas/presentation";
import { testimonialSchema } from "@content/schemas/testimonials";
import { withDeckQuotes } from "@/features/presentation/deck-testimonials";

import { readCaseStudies } from "../../../test/case-study-files";
import { readContentFile, readContentFolder } from "../../../test/content-files";
import { byPosition } from "./testimonials";

const testimonials = readContentFolder("content/testimonials", testimonialSchema);
const deckFile = readContentFile("content/presentation/deck.yaml", presentationSchema);
const caseStudies = readCaseStudies();
const home = readContentFile("content/home/page.yaml", homePageSchema);

/** The deck's three quotes as the slide shows them (from the same records). */
const deckQuotes = withDeckQuotes(deckFile, testimonials).testimonials.quotes;

/** Every person quoted anywhere on the site or in the deck, with the company they speak for. */
function quotedPeople(): { name: string; role: string; company: string; where: string }[] {
  return [
    ...testimonials.map((t) => ({ name: t.name, role: t.role, company: t.company, where: t.id })),
    ...deckQuotes.map((q) => ({
      name: q.name,
      // "Co-founder & CEO, SafeSight": the company follows the last comma.
      role: q.role.slice(0, q.role.lastIndexOf(",")).trim(),
      company: q.role.slice(q.role.lastIndexOf(",") + 1).trim(),
      where: "deck",
    })),
  ];
}

/** The figures a text quotes: "27", "40", "$100K", "2", "20" (words for numbers do not count). */
const figuresIn = (text: string) =>
  [...text.matchAll(/[$₹]?\d[\d,.]*\s*[KkLM%x]?/g)].map((match) =>
    match[0].replace(/[\s,.]+$/, "").replace(/\s+/g, ""),
  );

describe("testimonials", () => {
  it("give each person one company and one role wherever they are quoted (the facts agree)", () => {
    const seen = new Map<string, Set<string>>();
    for (const person of quotedPeople()) {
      const key = `${person.role}, ${person.company}`;
      seen.set(person.name, (seen.get(person.name) ?? new Set()).add(key));
    }
    const contradictions = [...seen]
      .filter(([, set]) => set.size > 1)
      .map(([name, set]) => `${name}: ${[...set].join(" / ")}`);
    expect(contradictions).toEqual([]);
  });

  it("are the deck's quotes: one record per person, marked for the sales presentation", () => {
    expect(deckQuotes).toHaveLength(DECK_QUOTES);
    const records = new Map(testimonials.map((t) => [t.name, t]));
    for (const quote of deckQuotes) {
      const record = records.get(quote.name);
      expect(record?.shownOn, quote.name).toContain("deck");
      expect(quote.quote).toBe(record?.quote);
      expect(quote.role).toBe(`${record?.role}, ${record?.company}`);
    }
  });

  it("quote only figures the client's case study states (27 days, 2 to 20+, $100K…)", () => {
    for (const t of testimonials) {
      const study = caseStudies.find((s) => s.client === t.company);
      if (!study) continue;
      const studyText = JSON.stringify(study).replace(/\s+/g, "");
      for (const figure of figuresIn(t.quote)) {
        expect(studyText, `${t.name} (${t.company}) quotes ${figure}`).toContain(figure);
      }
    }
  });

  it("rate every founder the deck's rating line names", () => {
    const claim = /Rated (\d) out of 5 by each founder quoted/.exec(deckFile.testimonials.rating);
    if (!claim) return;
    for (const t of testimonials.filter((item) => item.shownOn.includes("deck"))) {
      expect(t.rating, t.name).toBe(Number(claim[1]));
    }
  });

  it("agree with the home page on the track record: 50+ projects, 15+ startups, 20+ years", () => {
    const claims = [
      home.hero.intro,
      ...home.hero.stats.map((stat) => `${stat.value} ${stat.label}`),
      deckFile.cover.lead,
      ...deckFile.cover.stats.map((stat) => `${stat.value} ${stat.label}`),
      ...deckFile.team.stats.map((stat) => `${stat.value} ${stat.label}`),
    ].join(" \n ");
    // The same count never names two different things: 50+ is projects (the specification's
    // hero tile "50+ Startups Helped Previously" stays), 15+ the startups led as CTO.
    const startupCounts = [...claims.matchAll(/(\d+\+) startups(?! Helped Previously)/gi)].map(
      (match) => match[1],
    );
    expect(new Set(startupCounts)).toEqual(new Set(["15+"]));
    expect(claims).toMatch(/20\+ years/i);
  });

  it("fill each page that shows them: three on home and on Google Ads, one on the founder's", () => {
    const on = (place: (typeof testimonials)[number]["shownOn"][number]) =>
      testimonials
        .filter((t) => t.shownOn.includes(place))
        .sort(byPosition)
        .map((t) => t.name);
    expect(on("home")).toEqual(["Dr. Elena Vogt", "Neha Kulkarni", "Farah Qureshi"]);
    expect(on("google-ads-marketing")).toEqual(["Neha Kulkarni", "Rahul Sinha", "Farah Qureshi"]);
    expect(on("founder-experience")).toEqual(["Dr. Elena Vogt"]);
  });

  it("each have a portrait file, named relative to the testimonial's file", async () => {
    const { existsSync } = await import("node:fs");
    for (const t of testimonials) {
      const portrait = path.join("content/testimonials", t.portrait);
      expect(portrait, t.id).toMatch(/^src\/assets\/people\//);
      expect(existsSync(portrait), `${t.id}: ${t.portrait}`).toBe(true);
    }
  });
});
