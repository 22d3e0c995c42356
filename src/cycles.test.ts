import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";

import { cruise } from "dependency-cruiser";
import { afterAll, describe, expect, it } from "vitest";

/**
 * The cycle check of `npm run lint` (.dependency-cruiser.cjs) run on two small modules in a
 * folder of their own: a circle of type-only imports among the helpers is refused, a line is not.
 */
const config = createRequire(import.meta.url)("../.dependency-cruiser.cjs");
const folders: string[] = [];

async function violations(files: Record<string, string>): Promise<string[]> {
  const root = await mkdtemp(path.join(tmpdir(), "cycles-"));
  folders.push(root);
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  }
  const { tsConfig: _tsConfig, ...options } = config.options;
  const result = await cruise(["src"], {
    ...options,
    baseDir: root,
    ruleSet: { forbidden: config.forbidden },
    validate: true,
  });
  if (typeof result.output === "string") throw new Error(result.output);
  return result.output.summary.violations.map((violation) => violation.rule.name);
}

afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true }))));

describe("modules import each other without a circle", () => {
  it("refuses a circle of type-only imports in src/lib", async () => {
    expect(
      await violations({
        "src/lib/a.ts": 'import type { B } from "./b";\nexport type A = { b?: B };\n',
        "src/lib/b.ts": 'import type { A } from "./a";\nexport type B = { a?: A };\n',
      }),
    ).toContain("no-circular");
  });

  it("accepts imports that run one way", async () => {
    expect(
      await violations({
        "src/lib/a.ts": 'import type { B } from "./b";\nexport type A = { b?: B };\n',
        "src/lib/b.ts": "export type B = { name: string };\n",
      }),
    ).toEqual([]);
  });
});
