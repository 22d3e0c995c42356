import path from "node:path";

import { describe, expect, it } from "vitest";

import { presentationSchema } from "@content/schemas/presentation";
import { testimonialSchema } from "@content/schemas/testimonials";

import { readContentFile, readContentFolder } from "../../../test/content-files";
import { byPosition } from "./testimonials";

const testimonials = readContentFolder("content/testimonials", testimonialSchema);
const deck = readContentFile("content/presentation/deck.yaml", presentationSchema);

/** Every person quoted anywhere on the site, with the company they speak for. */
function quotedPeople(): { name: string; company: string; where: string }[] {
  return [
    ...testimonials.map((t) => ({ name: t.name, company: t.company, where: t.id })),
    ...deck.testimonials.quotes.map((q) => ({
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
