import { readdirSync, readFileSync } from "node:fs";

import { dump, load } from "js-yaml";
import { describe, expect, it } from "vitest";

import { loadSiteConfig } from "@/config/load-site-config";
import { SERVICE_TYPES } from "@content/schemas/service-types";
import { withOfferFigures } from "@/features/services/offer-figures";
import { breadcrumbJsonLd, faqPageJsonLd, serviceJsonLd } from "@/lib/json-ld";
import { offerPrices } from "@/lib/offer-prices";

import { blockOf, readBlockPage } from "../test/block-pages";
import { blockPages, closesItself, isReservedPath, readBlockPages } from "./block-pages";
import { RESERVED_PATHS } from "./fixed-pages";
import { founderExperienceMeta } from "./page-meta";

const SERVICE_PAGES = [
  "cto-service",
  "cto-services",
  "mvp-development",
  "google-ads-marketing",
  "ai-automation",
  "ai-safety-vision",
  "tech-strategy-consulting",
];
const pages = SERVICE_PAGES.map(readBlockPage);
const config = loadSiteConfig({ SITE_URL: "https://site.test" });

/** The pilot's questions as the page shows them: prices filled in from `offer`. */
const ctoPilotFaqs = (offer: Parameters<typeof offerPrices>[0]) =>
  withOfferFigures(blockOf(pages[0]!, "faq", "faq").items, offerPrices(offer));

/** The pilot page's file, changed by `change`, as the only file of a folder. */
function pilotFileWith(
  change: (data: Record<string, unknown>) => void,
  file = "content/pages/x.yaml",
) {
  const data = load(readFileSync("content/pages/cto-service.yaml", "utf8")) as Record<
    string,
    unknown
  >;
  change(data);
  return { [file]: dump(data) };
}

describe("block pages' files", () => {
  it("are every file of content/pages, each at the address the service pages always had", () => {
    const files = readdirSync("content/pages").filter((file) => file.endsWith(".yaml"));
    expect(blockPages.map((page) => page.file).sort()).toEqual(
      files.map((file) => `content/pages/${file}`).sort(),
    );
    for (const name of SERVICE_PAGES) {
      expect(blockPages.map((page) => page.path)).toContain(`/${name}`);
    }
  });

  it("give every page its own title and description", () => {
    const titles = blockPages.map((page) => page.title);
    const descriptions = [
      ...blockPages.map((page) => page.description),
      founderExperienceMeta.description,
    ];
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it("preset the enquiry modal to the product's service for each page", () => {
    const byPath = Object.fromEntries(pages.map((page) => [page.path, page.service]));
    expect(byPath).toMatchObject({
      "/cto-service": "CTO-As-A-Service",
      "/mvp-development": "MVP Development",
      "/google-ads-marketing": "Google Ads Marketing",
      "/ai-automation": "AI Automation",
      "/tech-strategy-consulting": "Tech Strategy Consulting",
    });
    for (const page of blockPages) expect(SERVICE_TYPES).toContain(page.service);
  });

  it("describe each service page as a Service with a breadcrumb from home", () => {
    for (const page of pages) {
      expect(
        serviceJsonLd(config, {
          name: page.title,
          description: page.description,
          path: page.path,
          serviceType: page.breadcrumb,
        }),
      ).toMatchObject({
        "@context": "https://schema.org",
        "@type": "Service",
        serviceType: page.breadcrumb,
        url: `https://site.test${page.path}`,
        provider: { "@type": "Organization", name: config.brand.name },
      });
      expect(
        breadcrumbJsonLd(config, [
          { name: "Home", path: "/" },
          { name: page.breadcrumb, path: page.path },
        ]),
      ).toMatchObject({
        "@type": "BreadcrumbList",
        itemListElement: [
          { position: 1, item: "https://site.test/" },
          { position: 2, name: page.breadcrumb, item: `https://site.test${page.path}` },
        ],
      });
    }
  });

  it("quote the pilot FAQ's prices from the offer configuration", () => {
    const faqs = ctoPilotFaqs(config.offer);
    const after = faqs.find((faq) => faq.question.includes("after the five days"));
    expect(after?.answer).toContain("$7,000 per month (30% off the standard $10,000)");
    const cheaper = structuredClone(config.offer);
    cheaper.pricing.discountedRate = 6000;
    expect(
      ctoPilotFaqs(cheaper)
        .map((faq) => faq.answer)
        .join(" "),
    ).toContain("$6,000 per month");
    const ld = faqPageJsonLd(faqs);
    expect(ld["@type"]).toBe("FAQPage");
    expect(ld.mainEntity).toHaveLength(faqs.length);
  });
});

describe("how a block page closes", () => {
  it("a closing band, the enquiry form or a band marked as the ending closes it; else the footer does", () => {
    const pages = new Map(blockPages.map((page) => [page.path, page]));
    // A drawing's band whose own actions end the page: no footer band after it.
    expect(closesItself(pages.get("/ai-safety-vision")!)).toBe(true);
    expect(closesItself(pages.get("/cto-service")!)).toBe(true);
    const [page] = readBlockPages(
      pilotFileWith((data) => {
        const sections = data.sections as { discriminant: string }[];
        data.sections = sections.filter((block) => block.discriminant !== "cta-band");
      }),
    );
    expect(closesItself(page!)).toBe(false);
  });
});

describe("a block page the build refuses, naming the file and the field", () => {
  const refuse = (change: (data: Record<string, unknown>) => void) =>
    expect(() => readBlockPages(pilotFileWith(change)));

  it("an unknown block", () => {
    refuse((data) => {
      (data.sections as { discriminant: string }[])[1]!.discriminant = "carousel";
    }).toThrow(/^content\/pages\/x\.yaml: sections\.1\.discriminant: /);
  });

  it("a missing required field", () => {
    refuse((data) => {
      delete (data.sections as { value: Record<string, unknown> }[])[0]!.value.heading;
    }).toThrow(/^content\/pages\/x\.yaml: sections\.0\.value\.heading: /);
    refuse((data) => {
      delete data.title;
    }).toThrow(/^content\/pages\/x\.yaml: title: /);
  });

  it("an address that is no address, or one a fixed route uses", () => {
    refuse((data) => {
      data.path = "/Landing Page";
    }).toThrow("content/pages/x.yaml: path: an address such as /lp/google-ads-audit");
    for (const path of ["/contact", "/blog/new-post", "/api/leads"]) {
      refuse((data) => {
        data.path = path;
      }).toThrow(`content/pages/x.yaml: path: ${path} belongs to one of the site's own pages`);
    }
  });

  it("a closing band before the last section: a page closes once", () => {
    refuse((data) => {
      const sections = data.sections as { discriminant: string }[];
      const band = sections.findIndex((block) => block.discriminant === "cta-band");
      sections.push(sections.splice(band, 1)[0]!, sections[0]!);
    }).toThrow(
      /^content\/pages\/x\.yaml: sections\.\d+: a closing band must be the page's last section/,
    );
  });

  it("a band marked as the page's ending before the last section", () => {
    // The AI Safety & Vision page's last band, which ends that page, as its file writes it.
    type FileBlock = { discriminant: string; value: Record<string, unknown> };
    const safety = load(readFileSync("content/pages/ai-safety-vision.yaml", "utf8")) as {
      sections: FileBlock[];
    };
    const ending = safety.sections.at(-1)!;
    expect(ending.value.closing).toBe(true);
    refuse((data) => {
      (data.sections as FileBlock[]).unshift(ending);
    }).toThrow(
      /^content\/pages\/x\.yaml: sections\.0\.closing: only the page's last section may end the page/,
    );
  });

  it("a floating card whose button does another thing than its title says", () => {
    refuse((data) => {
      data.floating = {
        discriminant: "banner",
        value: { title: "{listProject}", subtitle: "{pilotOffer}", button: "{startPilot}" },
      };
    }).toThrow(
      "content/pages/x.yaml: floating.value.button: {startPilot} does not do what the title {listProject} says",
    );
    expect(() =>
      readBlockPages(
        pilotFileWith((data) => {
          data.floating = {
            discriminant: "banner",
            value: { title: "{pilotOffer}", subtitle: "No commitment", button: "{startPilot}" },
          };
        }),
      ),
    ).not.toThrow();
  });

  it("two files with one address", () => {
    const files = {
      ...pilotFileWith(() => {}, "content/pages/a.yaml"),
      ...pilotFileWith(() => {}, "content/pages/b.yaml"),
    };
    expect(() => readBlockPages(files)).toThrow(
      "content/pages/b.yaml: path: /cto-service is already the address of content/pages/a.yaml",
    );
  });
});

describe("the addresses fixed routes keep", () => {
  it("are every folder and page of src/pages, and what lies under them", () => {
    const own = readdirSync("src/pages", { withFileTypes: true })
      .filter((entry) => !entry.name.startsWith("_") && !entry.name.startsWith("["))
      .filter((entry) => entry.isDirectory() || entry.name.endsWith(".astro"))
      .map((entry) => `/${entry.name.replace(/\.astro$/, "")}`)
      .filter((path) => path !== "/index");
    expect([...RESERVED_PATHS].sort()).toEqual(expect.arrayContaining(own.sort()));
    expect(isReservedPath("/careers/engineer")).toBe(true);
    expect(isReservedPath("/careers-at-night")).toBe(false);
    expect(isReservedPath("/lp/google-ads-audit")).toBe(false);
  });
});
