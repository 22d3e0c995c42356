import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { loadSiteConfig } from "@/config/load-site-config";
import { breadcrumbJsonLd } from "@/lib/json-ld";

import { Breadcrumbs } from "./breadcrumbs";

const trail = [
  { name: "Home", path: "/" },
  { name: "Case Studies", path: "/case-studies" },
  { name: "SafeSight & Co", path: "/case-studies/safesight-ai-safety" },
];

describe("Breadcrumbs", () => {
  const html = renderToStaticMarkup(<Breadcrumbs trail={trail} />);

  it("is a labelled navigation landmark with an ordered list of links", () => {
    expect(html).toMatch(/^<nav aria-label="Breadcrumb"/);
    expect(html.match(/<ol[ >]/g)).toHaveLength(1);
    expect(html.match(/<li[ >]/g)).toHaveLength(3);
    const links = [...html.matchAll(/<a href="([^"]+)"([^>]*)>([^<]*)<\/a>/g)];
    expect(links.map((m) => [m[1], m[3]])).toEqual([
      ["/", "Home"],
      ["/case-studies", "Case Studies"],
      ["/case-studies/safesight-ai-safety", "SafeSight &amp; Co"],
    ]);
  });

  it("marks only the last link as the current page and hides the separators", () => {
    expect(html.match(/aria-current="page"/g)).toHaveLength(1);
    expect(html).toMatch(/<a href="\/case-studies\/safesight-ai-safety" aria-current="page"/);
    expect(html.match(/<svg[^>]*aria-hidden="true"/g)).toHaveLength(2);
  });

  it("says what the BreadcrumbList from the same trail says", () => {
    const config = loadSiteConfig({ SITE_URL: "https://site.test" });
    const list = breadcrumbJsonLd(config, trail) as unknown as {
      itemListElement: { position: number; name: string; item: string }[];
    };
    expect(list.itemListElement.map((item) => [new URL(item.item).pathname, item.name])).toEqual(
      trail.map((crumb) => [crumb.path, crumb.name]),
    );
  });
});
