import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { Chip } from "./admin-ui";

describe("a chip", () => {
  it("as a link, marks the view shown as the current page and looks chosen", () => {
    const on = renderToStaticMarkup(
      <Chip href="/admin/enquiries?waiting=1" on>
        Waiting
      </Chip>,
    );
    const off = renderToStaticMarkup(
      <Chip href="/admin/enquiries" on={false}>
        All
      </Chip>,
    );
    expect(on).toMatch(
      /^<a href="\/admin\/enquiries\?waiting=1" aria-current="page" class="[^"]*bg-brand-700/,
    );
    expect(off).not.toContain("aria-current");
    expect(off).not.toContain("bg-brand-700");
  });

  it("as a button, submits its name and value and says whether it is the value held", () => {
    const on = renderToStaticMarkup(
      <Chip name="status" value="won" on>
        Won
      </Chip>,
    );
    const off = renderToStaticMarkup(
      <Chip name="status" value="lost" on={false}>
        Lost
      </Chip>,
    );
    expect(on).toMatch(/^<button /);
    for (const attribute of [
      'type="submit"',
      'name="status"',
      'value="won"',
      'aria-pressed="true"',
    ]) {
      expect(on).toContain(attribute);
    }
    expect(on).toContain("bg-brand-700");
    expect(off).toContain('aria-pressed="false"');
    expect(off).not.toContain("bg-brand-700");
  });
});
