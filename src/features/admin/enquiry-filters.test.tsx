import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import {
  EnquiryFiltersForm,
  type FilterValues,
} from "@/pages/admin/enquiries/_components/enquiry-filters-form";

const OWNERS = [
  { email: "asha@team.example", name: "Asha Rao" },
  { email: "ravi@team.example", name: "ravi@team.example" },
];
const render = (values: FilterValues, errors?: Partial<Record<"from" | "to", string>>) =>
  renderToStaticMarkup(
    <EnquiryFiltersForm values={values} errors={errors} owners={OWNERS} me="asha@team.example" />,
  );

/** The "More filters" disclosure's opening tag and its summary's text. */
function more(html: string) {
  const tag = /<details[^>]*>/.exec(html)![0];
  const summary = /<summary[^>]*>(.*?)<\/summary>/.exec(html)![1]!.replace(/<[^>]+>/g, "");
  return { open: / open=""/.test(tag), summary };
}

const current = (html: string) =>
  [...html.matchAll(/<a [^>]*aria-current="page"[^>]*>([^<]*)<\/a>/g)].map((match) => match[1]);

describe("the enquiry filters", () => {
  it("are one search row and one-click views; the rest folds away, and no button is primary", () => {
    const html = render({ size: 25, q: "asha" });
    expect(more(html)).toEqual({
      open: false,
      summary: "More filters: service, status, owner, dates, source",
    });
    expect(html.indexOf('name="q"')).toBeLessThan(html.indexOf("<details"));
    expect(html.indexOf('name="status"')).toBeGreaterThan(html.indexOf("<details"));
    expect(html.indexOf('name="campaign"')).toBeGreaterThan(html.indexOf("<details"));
    expect(html).not.toMatch(/bg-cta /);
    expect(current(html)).toEqual(["All"]);
    expect(html).toContain('href="/admin/enquiries?assignee=asha%40team.example"');
    expect(html).toContain("Asha Rao (you)");
  });

  it("highlight the view in use without unfolding what it already says", () => {
    const waiting = render({ size: 25, waiting: true, sort: "waiting" });
    expect(current(waiting)).toEqual(["Waiting"]);
    expect(more(waiting)).toMatchObject({ open: false, summary: expect.stringMatching(/2 set$/) });
    expect(current(render({ size: 25, assignee: "asha@team.example" }))).toEqual(["Mine"]);
  });

  it("open, and say how many are set, when one filters the list", () => {
    expect(more(render({ size: 25, campaign: "spring" }))).toEqual({
      open: true,
      summary: "More filters: service, status, owner, dates, source1 set",
    });
    expect(more(render({ size: 50, from: "2026-01-01", to: "2026-02-01" })).summary).toMatch(
      /3 set$/,
    );
    // A date the page refused is shown under its field, never folded away.
    const refused = render({ size: 25 }, { from: "Not a calendar day." });
    expect(more(refused).open).toBe(true);
    expect(refused).toContain("Not a calendar day.");
  });
});
