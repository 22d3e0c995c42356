import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { EnquiryFiltersForm } from "@/pages/admin/enquiries/_components/enquiry-filters-form";

/** The "More filters" disclosure's opening tag and its summary's text. */
function more(html: string) {
  const tag = /<details[^>]*>/.exec(html)![0];
  const summary = /<summary[^>]*>(.*?)<\/summary>/.exec(html)![1]!.replace(/<[^>]+>/g, "");
  return { open: / open=""/.test(tag), summary };
}

describe("the enquiry filters", () => {
  it("fold the rarer filters away while none of them is set", () => {
    const html = renderToStaticMarkup(<EnquiryFiltersForm values={{ size: 25, q: "asha" }} />);
    expect(more(html)).toEqual({
      open: false,
      summary: "More filters: dates, source, campaign, page size",
    });
    // Search and the everyday filters stay in view; Apply is the form's one primary button.
    expect(html.indexOf('name="q"')).toBeLessThan(html.indexOf("<details"));
    expect(html.indexOf('name="status"')).toBeLessThan(html.indexOf("<details"));
    expect(html.indexOf('name="campaign"')).toBeGreaterThan(html.indexOf("<details"));
    expect(html.match(/bg-cta /g)).toHaveLength(1);
  });

  it("open, and say how many are set, when one filters the list", () => {
    expect(
      more(renderToStaticMarkup(<EnquiryFiltersForm values={{ size: 25, campaign: "spring" }} />)),
    ).toEqual({ open: true, summary: "More filters: dates, source, campaign, page size1 set" });
    expect(
      more(
        renderToStaticMarkup(
          <EnquiryFiltersForm values={{ size: 50, from: "2026-01-01", to: "2026-02-01" }} />,
        ),
      ).summary,
    ).toMatch(/3 set$/);
    // A date the page refused is shown under its field, never folded away.
    const refused = renderToStaticMarkup(
      <EnquiryFiltersForm values={{ size: 25 }} errors={{ from: "Not a calendar day." }} />,
    );
    expect(more(refused).open).toBe(true);
    expect(refused).toContain("Not a calendar day.");
  });
});
