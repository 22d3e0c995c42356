import { mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { dump } from "js-yaml";
import { describe, expect, it } from "vitest";

import { blockPageSchema } from "@content/schemas/pages";
import { ONBOARDING_SERVICE_TYPES } from "@content/schemas/service-types";
import { SERVICE_TILE_COLOURS } from "@content/schemas/service-tile-colours";
import { serviceSchema } from "@content/schemas/services";
import { loadSiteConfig } from "@/config/load-site-config";
import { fillTokensIn } from "@/lib/fill-tokens";
import { offerPrices } from "@/lib/offer-prices";

import {
  readContentFile,
  readContentFolder,
  readRawContentFile,
} from "../../../test/content-files";
import { blockOf, readBlockPage } from "../../../test/block-pages";
import { offerTokens, withOfferFigures } from "./offer-figures";
import { byPosition } from "./services";

const services = readContentFolder("content/services", serviceSchema).sort(byPosition);
const prices = offerPrices(loadSiteConfig({}).offer);

/** Every text in a file's data. */
const textsOf = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(textsOf)
      : value && typeof value === "object"
        ? Object.values(value).flatMap(textsOf)
        : [];

/** A copy of `file` with `change` applied, written where a test can read it back. */
function brokenCopy(file: string, change: (data: Record<string, unknown>) => void): string {
  const data = readRawContentFile(file) as Record<string, unknown>;
  change(data);
  const copy = path.join(mkdtempSync(path.join(tmpdir(), "content-")), path.basename(file));
  writeFileSync(copy, dump(data));
  return copy;
}

describe("the service cards (content/services/*.yaml)", () => {
  it("are the six services in the product's order, each with four features", () => {
    expect(services.map((service) => service.id)).toEqual([
      "cto",
      "mvp",
      "ads",
      "ai",
      "safety",
      "consulting",
    ]);
    expect(new Set(services.map((service) => service.position)).size).toBe(services.length);
    for (const service of services) expect(service.features, service.id).toHaveLength(4);
  });

  it("each preset its own onboarding card and enquiry service: all six, none left out", () => {
    for (const service of services) {
      // Onboarding's card leads to the same service in the enquiry form (docs/product.md §10.3).
      expect(service.onboarding, service.id).not.toBeNull();
      expect(ONBOARDING_SERVICE_TYPES[service.onboarding!], service.id).toBe(
        service.enquiryService,
      );
    }
    expect(new Set(services.map((service) => service.enquiryService)).size).toBe(6);
    expect(new Set(services.map((service) => service.onboarding)).size).toBe(6);
  });

  it("draw every icon tile dark enough for its white icon (3:1 or more)", () => {
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((at) => {
        const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
        return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    for (const [name, tile] of Object.entries(SERVICE_TILE_COLOURS)) {
      for (const stop of [tile.from, tile.to]) {
        expect(1.05 / (luminance(stop) + 0.05), `${name} ${stop}`).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it("refuses a bad card, naming the file and the field", () => {
    const file = brokenCopy("content/services/cto.yaml", (data) => {
      (data.features as string[]).pop();
      data.icon = "unicorn";
      data.onboarding = "ads";
    });
    const read = () => readContentFile(file, serviceSchema);
    expect(read).toThrow(`${file}: features: `);
    expect(read).toThrow(`${file}: icon: `);
    expect(read).toThrow(`${file}: onboarding: `);
  });
});

describe("the offer's figures in the service pages' texts", () => {
  it("are filled in from the offer configuration", () => {
    const pricing = withOfferFigures(
      blockOf(readBlockPage("cto-services"), "pricing", "pricing"),
      prices,
    );
    expect(pricing.discount).toBe("30% off");
    expect(pricing.slots).toBe("Only 2 slots remaining");
    expect(pricing.hours).toBe("20 hours of CTO time a month");
    const pilot = withOfferFigures(
      blockOf(readBlockPage("cto-service"), "process-steps", "ready-to-start"),
      prices,
    );
    expect(pilot.after).toContain(
      "$7,000 per month, 30% off the standard $10,000, for 20 hours a month",
    );
  });

  it("leave no brace in any block page once filled", () => {
    const tokens = offerTokens(loadSiteConfig({}).offer);
    for (const name of readdirSync("content/pages").filter((file) => file.endsWith(".yaml"))) {
      const file = `content/pages/${name}`;
      const filled = textsOf(fillTokensIn(readContentFile(file, blockPageSchema), tokens));
      expect(
        filled.filter((text) => /[{}]/.test(text)),
        file,
      ).toEqual([]);
    }
  });

  it("refuses a figure the offer does not have, naming the file and the field", () => {
    const file = brokenCopy("content/pages/cto-service.yaml", (data) => {
      const sections = data.sections as Array<{
        discriminant: string;
        value: { items: Array<{ answer: string }> };
      }>;
      const faq = sections.findIndex((block) => block.discriminant === "faq");
      sections[faq]!.value.items[3]!.answer = "It costs {discount} a month.";
    });
    expect(() => readContentFile(file, blockPageSchema)).toThrow(
      `${file}: sections.6.value.items.3.answer: braces hold one of the offer's figures: {discounted}`,
    );
  });

  it("leaves text without figures, and a name it does not know, as written", () => {
    expect(withOfferFigures({ a: ["{standard} or {nope}"], n: 3 }, prices)).toEqual({
      a: ["$10,000 or {nope}"],
      n: 3,
    });
  });
});
