import path from "node:path";

import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * The layer rule (eslint.config.mjs, docs/architecture.md) run as `npm run lint` runs it, on
 * small files that exist only in memory: an upward import is an error, a downward one is not.
 */
const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, "..") });

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === "import-x/no-restricted-paths")
    .map((message) => message.message);
}

describe("imports run downward only", () => {
  it("refuses an import from a higher floor, naming the floor and the way out", async () => {
    // A helper reaching up into a feature; a schema into the helpers; a primitive into a section.
    expect(
      await layerErrors(
        "src/lib/layer-check.ts",
        'import { LEAD_FIELDS } from "@/features/leads/schema";\nexport const fields = LEAD_FIELDS;\n',
      ),
    ).toEqual([expect.stringMatching(/config and helpers is a lower floor.*Move the shared/)]);
    expect(
      await layerErrors(
        "content/schemas/layer-check.ts",
        'import { cn } from "../../src/lib/cn";\nexport const joined = cn("a", "b");\n',
      ),
    ).toEqual([expect.stringMatching(/^Unexpected path .*content is a lower floor/)]);
    expect(
      await layerErrors(
        "src/components/ui/layer-check.tsx",
        'import { CtaBand } from "@/components/sections/cta-band";\nexport const Band = CtaBand;\n',
      ),
    ).toHaveLength(1);
    // .astro frontmatter too: a layout importing a page.
    expect(
      await layerErrors(
        "src/layouts/layer-check.astro",
        '---\nimport Home from "../pages/index.astro";\n---\n<Home />\n',
      ),
    ).toHaveLength(1);
    // The server never imports a component.
    expect(
      await layerErrors(
        "src/server/layer-check.ts",
        'import { Button } from "@/components/ui/button";\nexport const b = Button;\n',
      ),
    ).toHaveLength(1);
  }, 60_000);

  it("accepts imports from the same floor and the floors below", async () => {
    expect(
      await layerErrors(
        "src/components/sections/layer-check.tsx",
        [
          'import { SERVICE_TYPES } from "@content/schemas/service-types";',
          'import { cn } from "@/lib/cn";',
          'import { Button } from "@/components/ui/button";',
          'import { LEAD_FIELDS } from "@/features/leads/schema";',
          'import { CtaBand } from "./cta-band";',
          "export const all = [SERVICE_TYPES, cn, Button, LEAD_FIELDS, CtaBand];",
          "",
        ].join("\n"),
      ),
    ).toEqual([]);
  }, 60_000);
});
