import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import {
  barDescription,
  chartGeometry,
  niceMax,
  WeeklyChart,
  weekLabel,
  type ChartWeek,
} from "./weekly-chart";

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
    // The plot fills the drawing (its labels are HTML around it).
    const geometry = chartGeometry(weeks, services, { width: 400, height: 188 });
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
    // Each week's column (what the pointer and the keyboard land on) holds its bar.
    expect(first!.slotX).toBe(plot.left);
    expect(first!.x).toBeGreaterThan(first!.slotX);
    expect(first!.x + first!.width).toBeLessThan(first!.slotX + first!.slotWidth);
    expect(second!.slotX).toBeCloseTo(first!.slotX + first!.slotWidth);
  });

  it("says each week's numbers in words, services in stacking order", () => {
    const [first, second] = chartGeometry(weeks, services).bars;
    expect(barDescription(first!)).toBe(
      "Week of 4 Mar: 3 enquiries (AI Automation 2, MVP Development 1)",
    );
    expect(barDescription(second!)).toBe("Week of 11 Mar: 7 enquiries (MVP Development 7)");
    const [empty] = chartGeometry(
      [{ weekStart: "2030-03-18", counts: {}, total: 0 }],
      services,
    ).bars;
    expect(barDescription(empty!)).toBe("Week of 18 Mar: 0 enquiries");
    const [one] = chartGeometry(
      [{ weekStart: "2030-03-25", counts: { "AI Automation": 1 }, total: 1 }],
      services,
    ).bars;
    expect(barDescription(one!)).toBe("Week of 25 Mar: 1 enquiry (AI Automation 1)");
  });

  it("labels weeks by their Monday", () => {
    expect(weekLabel("2030-03-11")).toBe("11 Mar");
  });
});

/** Text without tags. */
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("WeeklyChart", () => {
  const html = renderToStaticMarkup(<WeeklyChart weeks={weeks} services={services} />);

  it("is a figure named by its summary, the drawing hidden behind words", () => {
    expect(html).toMatch(/<figure[^>]*aria-labelledby="weekly-chart-caption"/);
    expect(html).toContain(
      '<figcaption id="weekly-chart-caption" class="text-sm text-ink-600 dark:text-ink-300">10 enquiries in the 2 weeks from 4 Mar to the week of 11 Mar, by service.</figcaption>',
    );
    // The SVG only draws; the words come from the columns over it and the table.
    expect(html).toMatch(/<svg[^>]*aria-hidden="true"/);
  });

  it("says one enquiry, not one enquiries, in its summary", () => {
    const one = weeks.map((week, index) =>
      index === 0
        ? { ...week, total: 1, counts: { [services[0]!]: 1 } }
        : { ...week, total: 0, counts: {} },
    );
    const summary = text(renderToStaticMarkup(<WeeklyChart weeks={one} services={services} />));
    expect(summary).toContain("1 enquiry in the 2 weeks from 4 Mar");
  });

  it("labels both axes: ticks, weeks and both titles", () => {
    const y = [
      ...html.matchAll(/<li class="[^"]*right-full[^"]*" style="top:([\d.]+)%">(\d+)<\/li>/g),
    ];
    // 0 to 8 in steps of 2, from the bottom of the plot to its top.
    expect(y.map((match) => [Number(match[1]), match[2]])).toEqual([
      [100, "0"],
      [75, "2"],
      [50, "4"],
      [25, "6"],
      [0, "8"],
    ]);
    const x = [...html.matchAll(/data-axis="x">([^<]+)</g)].map((match) => match[1]);
    expect(x).toEqual(["4 Mar", "11 Mar"]);
    expect(html).toContain(">Enquiries</span>");
    expect(html).toContain(">Week starting (Monday)</p>");
  });

  it("gives each week a focusable column with its numbers, and a card shown on hover and focus", () => {
    const columns = [...html.matchAll(/<div role="img" tabindex="0" aria-label="([^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(columns).toEqual([
      "Week of 4 Mar: 3 enquiries (AI Automation 2, MVP Development 1)",
      "Week of 11 Mar: 7 enquiries (MVP Development 7)",
    ]);
    const cards = [
      ...html.matchAll(
        /<div aria-hidden="true" class="([^"]+)" data-week-card="true">(.*?)<\/div>/g,
      ),
    ];
    expect(cards).toHaveLength(2);
    expect(cards[0]![1]).toContain("group-hover:visible");
    expect(cards[0]![1]).toContain("group-focus-within:visible");
    expect(text(cards[1]![2]!).trim()).toBe("Week of 11 Mar 7 enquiries MVP Development 7");
    // No native tooltip on top of ours.
    expect(html).not.toContain("<title>");
  });

  it("has the legend of the services seen and the same numbers as a table", () => {
    expect(html).toContain('<th scope="col" class="py-2 pr-4 font-semibold">AI Automation</th>');
    expect(html).not.toContain("CTO-As-A-Service");
    expect(html).toContain("Show the numbers as a table");
    expect(html).toContain('<caption class="sr-only">Enquiries per week by service</caption>');
    expect(html).toMatch(/<th scope="row"[^>]*>11 Mar<\/th>.*?>0<\/td>.*?>7<\/td>.*?>7<\/td>/);
  });
});
