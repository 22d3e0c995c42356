import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { chartGeometry, niceMax, WeeklyChart, weekLabel, type ChartWeek } from "./weekly-chart";

const services = ["AI Automation", "MVP Development", "CTO-As-A-Service"];
const weeks: ChartWeek[] = [
  { weekStart: "2030-03-04", counts: { "AI Automation": 2, "MVP Development": 1 }, total: 3 },
  { weekStart: "2030-03-11", counts: { "AI Automation": 0, "MVP Development": 7 }, total: 7 },
];

describe("weekly chart geometry", () => {
  it("rounds the axis up to a nice number", () => {
    expect(niceMax(0)).toBe(4);
    expect(niceMax(4)).toBe(4);
    expect(niceMax(6)).toBe(8);
    expect(niceMax(7)).toBe(8);
    expect(niceMax(9)).toBe(20);
    expect(niceMax(13)).toBe(20);
    expect(niceMax(21)).toBe(40);
    expect(niceMax(260)).toBe(400);
  });

  it("stacks each week's services from the axis up, scaled to the nice maximum", () => {
    const geometry = chartGeometry(weeks, services, { width: 400, height: 228 });
    const { plot } = geometry;
    expect(plot.bottom - plot.top).toBe(188);
    expect(geometry.ticks.map((tick) => tick.value)).toEqual([0, 2, 4, 6, 8]);
    const [first, second] = geometry.bars;
    expect(first!.segments.map((s) => s.service)).toEqual(["AI Automation", "MVP Development"]);
    // 2 of 8 at the bottom, then 1 on top of it.
    expect(first!.segments[0]!.height).toBeCloseTo(188 * 0.25);
    expect(first!.segments[0]!.y + first!.segments[0]!.height).toBeCloseTo(plot.bottom);
    expect(first!.segments[1]!.y + first!.segments[1]!.height).toBeCloseTo(first!.segments[0]!.y);
    // Empty services draw nothing; bars sit in their own slots, left to right.
    expect(second!.segments).toHaveLength(1);
    expect(second!.segments[0]!.y).toBeCloseTo(plot.bottom - 188 * (7 / 8));
    expect(second!.x).toBeGreaterThan(first!.x + first!.width);
    expect(first!.segments[0]!.color).not.toBe(first!.segments[1]!.color);
  });

  it("labels weeks by their Monday", () => {
    expect(weekLabel("2030-03-11")).toBe("11 Mar");
  });
});

describe("WeeklyChart", () => {
  it("renders a captioned SVG, a legend of the services seen and the numbers as a table", () => {
    const html = renderToStaticMarkup(<WeeklyChart weeks={weeks} services={services} />);
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-labelledby="weekly-chart-caption"');
    expect(html).toContain(
      "10 enquiries in the 2 weeks from 4 Mar to the week of 11 Mar, by service.",
    );
    expect(html).toContain("<title>11 Mar: 7 MVP Development</title>");
    expect(html).toContain('<th scope="col" class="py-2 pr-4 font-semibold">AI Automation</th>');
    expect(html).not.toContain("CTO-As-A-Service");
    expect(html).toMatch(/<th scope="row"[^>]*>11 Mar<\/th>.*?>0<\/td>.*?>7<\/td>.*?>7<\/td>/);
  });
});
