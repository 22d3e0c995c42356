import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

const ROOTS = ["src", "content"];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("zod under the strict CSP", () => {
  it("every module that builds schemas turns zod's eval probe off first", () => {
    const offenders = ROOTS.flatMap(sourceFiles).filter((file) => {
      const text = readFileSync(file, "utf8");
      return (
        /from "zod(\/[a-z]+)?"/.test(text) &&
        !/import "(@content\/|\.{1,2}\/)([\w.-]+\/)*zod-config"/.test(text)
      );
    });
    expect(offenders).toEqual([]);
  });

  it("makes zod build object schemas without probing for eval", async () => {
    await import("./zod-config");
    const { z } = await import("zod");
    expect(z.config().jitless).toBe(true);
  });
});
