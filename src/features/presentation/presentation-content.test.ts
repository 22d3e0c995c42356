import { describe, expect, it, vi } from "vitest";

import { presentationSchema } from "@content/schemas/presentation";
import { loadSiteConfig } from "@/config/load-site-config";

import { readContentFile, readRawContentFile } from "../../../test/content-files";
import { loadPresentation } from "./presentation-content";

const FILE = "content/presentation/deck.yaml";

// Astro's content store is filled by a build: the collection reads the real file, checked with
// the same schema.
vi.mock("astro:content", async () => {
  const { readContentFile: read, readContentFolder } = await import("../../../test/content-files");
  const { presentationSchema: schema } = await import("@content/schemas/presentation");
  const { testimonialSchema } = await import("@content/schemas/testimonials");
  return {
    getEntry: async (collection: string, id: string) =>
      collection === "presentation" && id === "deck"
        ? { id, data: read("content/presentation/deck.yaml", schema) }
        : undefined,
    getCollection: async (collection: string) =>
      collection === "testimonials"
        ? readContentFolder("content/testimonials", testimonialSchema).map(({ id, ...data }) => ({
            id,
            data,
          }))
        : [],
  };
});

/** Every text of the copy, however deep. */
const textsOf = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(textsOf)
      : value && typeof value === "object"
        ? Object.values(value).flatMap(textsOf)
        : [];

describe("the sales presentation's words (content/presentation/deck.yaml)", () => {
  it("are filled from the site's settings, with no brace left", async () => {
    const base = loadSiteConfig({ BRAND_NAME: "Northwind Labs" });
    const config = {
      ...base,
      offer: { ...base.offer, pricing: { ...base.offer.pricing, discountedRate: 8500 } },
    };
    const copy = await loadPresentation(config);
    const texts = textsOf(copy);
    expect(texts.filter((text) => /[{}]/.test(text))).toEqual([]);
    expect(copy.cover.title).toBe("Northwind Labs: your fractional CTO");
    expect(copy.aiFirst.columns.after).toBe("AI-first with Northwind Labs");
    expect(copy.aiFirst.rows[2]?.after).toBe("$8,500 a month, 20 hours");
    expect(copy.closing.lead).toBe(`${base.founder.name} · ${base.founder.email} · ${base.phone}`);
  });

  it("quote the testimonial records marked for the deck, the same the site quotes", async () => {
    const copy = await loadPresentation(loadSiteConfig({}));
    expect(copy.testimonials.quotes.map((quote) => quote.name)).toEqual([
      "Kavya Menon",
      "Lukas Brandt",
      "Rahul Iyer",
    ]);
    expect(copy.testimonials.quotes[0]?.role).toBe("Co-founder & CEO, SafeSight");
  });

  it("name settings in braces in the file itself, not their values", () => {
    const raw = readContentFile(FILE, presentationSchema);
    expect(raw.cover.title).toBe("{brand}: your fractional CTO");
    expect(raw.pricing.ongoing.was).toBe("was {standardPrice}");
  });

  it("refuse a name in braces that is not a setting, naming the field and the names allowed", () => {
    const data = readRawContentFile(FILE) as { team: { cards: { body: string }[] } };
    data.team.cards[0]!.body = "{founderName} sets the strategy and joins your investor meetings.";
    const result = presentationSchema.safeParse(data);
    expect(result.success).toBe(false);
    const [issue] = result.error!.issues;
    expect(issue?.path).toEqual(["team", "cards", 0, "body"]);
    expect(issue?.message).toContain("{brand}");
    expect(issue?.message).toContain("{founder}");
    expect(issue?.message).toContain("{pilotOffer}");
  });

  it("hold the counts the slides' grids need", () => {
    const data = readRawContentFile(FILE) as { pilot: { cards: unknown[] } };
    data.pilot.cards.pop();
    const result = presentationSchema.safeParse(data);
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual(["pilot.cards"]);
  });
});
