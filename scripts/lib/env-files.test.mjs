import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { loadEnvFiles } from "./env-files.mjs";

describe("loadEnvFiles", () => {
  let dir;
  const keys = [
    "ENV_FILES_TEST_HASH",
    "ENV_FILES_TEST_SET",
    "ENV_FILES_TEST_LOCAL",
    "ENV_FILES_TEST_DEV",
  ];
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "env-files-"));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
    for (const key of keys) delete process.env[key];
  });

  it("reads nothing when there is no file", async () => {
    expect(await loadEnvFiles("production", dir)).toEqual([]);
  });

  it("reads the files as Astro's build does: later files win, \\$ is a dollar, the environment wins", async () => {
    writeFileSync(
      path.join(dir, ".env"),
      "ENV_FILES_TEST_HASH=scrypt\\$1\\$abc\nENV_FILES_TEST_LOCAL=base\nENV_FILES_TEST_SET=file\n",
    );
    writeFileSync(path.join(dir, ".env.local"), "ENV_FILES_TEST_LOCAL=local\n");
    writeFileSync(path.join(dir, ".env.development"), "ENV_FILES_TEST_DEV=dev\n");
    process.env.ENV_FILES_TEST_SET = "environment";

    expect(await loadEnvFiles("production", dir)).toEqual([".env", ".env.local"]);
    expect(process.env.ENV_FILES_TEST_HASH).toBe("scrypt$1$abc");
    expect(process.env.ENV_FILES_TEST_LOCAL).toBe("local");
    expect(process.env.ENV_FILES_TEST_SET).toBe("environment");
    expect(process.env.ENV_FILES_TEST_DEV).toBeUndefined();
  });
});
