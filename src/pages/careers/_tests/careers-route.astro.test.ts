import reactRenderer from "@astrojs/react/server.js";
import { experimental_AstroContainer as AstroContainer } from "astro/container";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { careersPageSchema, openingSchema } from "@content/schemas/careers";
import { teamMemberSchema } from "@content/schemas/team";
import { siteConfig } from "@/config/site";
import { byNewest } from "@/features/careers/careers";
import { NO_OPEN_POSITIONS } from "@/features/careers/open-openings";

import { readContentFile, readContentFolder } from "../../../../test/content-files";

import CareersRoute from "../index.astro";

/**
 * The /careers route as the build renders it, at a chosen "now": the openings it shows and
 * publishes follow the clock of the build, and with none open the build stops.
 */
let container: AstroContainer;

// The content files themselves, read as the collections read them (Astro's content store is
// filled by a build, not inside this test).
vi.mock("@/features/careers/careers-content", () => ({
  loadCareers: async () => ({
    copy: readContentFile("content/careers/page.yaml", careersPageSchema),
    openings: readContentFolder("content/careers/openings", openingSchema).sort(byNewest),
  }),
}));

// The team beside the perks: the team files, each portrait the drawing's address at its size.
vi.mock("@/features/company/about-content", () => ({
  loadTeam: async (size: number) =>
    readContentFolder("content/team", teamMemberSchema)
      .sort((a, b) => a.position - b.position)
      .map((member) => ({
        ...member,
        portrait: { src: `/${member.id}.svg`, width: size, height: size },
      })),
}));

beforeAll(async () => {
  container = await AstroContainer.create();
  container.addServerRenderer({ renderer: reactRenderer, name: "@astrojs/react" });
});

afterEach(() => {
  vi.useRealTimers();
});

const renderAt = async (iso: string) => {
  vi.useFakeTimers({ now: new Date(iso), toFake: ["Date"] });
  return container.renderToString(CareersRoute);
};

const jobPostings = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
    .flatMap((m) => [JSON.parse(m[1]!) as { "@type": string; title?: string }].flat())
    .filter((block) => block["@type"] === "JobPosting")
    .map((block) => block.title);

describe("/careers at build time", () => {
  it("lists and publishes every opening while all are open, newest first", async () => {
    const html = await renderAt("2026-11-23T09:00:00Z");
    expect(jobPostings(html)).toEqual([
      "Automation Engineer",
      "Junior Developer",
      "Performance Marketer",
      "Project Manager/Client Success",
    ]);
    expect(html.match(/data-testid="opening"/g)).toHaveLength(4);
    expect(html).toContain("Four roles open now.");
  });

  it("drops an opening past its validThrough from the page and the JSON-LD", async () => {
    // Performance Marketer and Project Manager are valid through 31 January 2027.
    const html = await renderAt("2027-02-10T09:00:00Z");
    expect(jobPostings(html)).toEqual(["Automation Engineer", "Junior Developer"]);
    expect(html.match(/data-testid="opening"/g)).toHaveLength(2);
    expect(html).not.toContain("Performance Marketer");
    expect(html).toContain("Two roles open now.");
  });

  it("fails the build when no opening is open, saying what to edit", async () => {
    await expect(renderAt("2027-06-01T09:00:00Z")).rejects.toThrow(NO_OPEN_POSITIONS);
  });

  it("shows the team beside the perks, the founder under the site's name for him", async () => {
    const html = await renderAt("2026-11-23T09:00:00Z");
    const panel = /<figure[^>]*data-team-panel[^>]*>([^]*?)<\/figure>/.exec(html)?.[1] ?? "";
    const team = readContentFolder("content/team", teamMemberSchema).sort(
      (a, b) => a.position - b.position,
    );
    const portraits = [...panel.matchAll(/<img[^>]*alt="Portrait of ([^"]*)"[^>]*>/g)];
    expect(portraits.map((m) => m[1])).toEqual(
      team.map((member) => (member.founder ? siteConfig.founder.name : member.name)),
    );
    for (const [index, member] of team.entries()) {
      expect(portraits[index]![0]).toContain(`src="/${member.id}.svg"`);
      expect(panel).toContain(member.role.replaceAll("&", "&amp;"));
    }
  });
});
