import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { sourcePeriod } from "@/server/admin/reports/sources";

import { PeriodForm } from "./period-form";

const render = (query: string) =>
  renderToStaticMarkup(
    <PeriodForm
      action="/admin/traffic"
      idPrefix="traffic"
      label="Period"
      period={sourcePeriod(new URLSearchParams(query))}
    />,
  );

describe("the reports' period form", () => {
  it("shows the period cut to a year, and says why", () => {
    const html = render("from=2000-01-01&to=2099-12-31");
    expect(html).toContain('value="2098-12-31"');
    expect(html).toContain(
      '<p role="status" class="mt-4 text-sm font-semibold text-amber-800 dark:text-amber-200">A report covers at most 366 days',
    );
    expect(render("from=2030-01-01&to=2030-03-31")).not.toContain('role="status"');
  });
});
