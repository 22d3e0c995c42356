import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { loadEnv } from "vite";
import { describe, expect, it } from "vitest";

/**
 * A settings file as systemd's EnvironmentFile= reads it (systemd.exec(5), env-file.c): `#` or
 * `;` starts a comment only at the start of a line, so one after a value is part of the value;
 * outside quotes a backslash keeps the next character and trailing blanks are dropped; single
 * quotes keep everything; double quotes keep all but \" \\ \` \$.
 */
function readLikeSystemd(text: string): Record<string, string> {
  const settings: Record<string, string> = {};
  for (const raw of text.split("\n")) {
    const line = raw.trimStart();
    if (!line || line.startsWith("#") || line.startsWith(";")) continue;
    const equals = line.indexOf("=");
    if (equals === -1) continue;
    const key = line.slice(0, equals).trim();
    const source = line.slice(equals + 1).trimStart();
    let value = "";
    let pendingBlanks = "";
    for (let index = 0; index < source.length; index += 1) {
      const char = source[index]!;
      if (char === "'") {
        const end = source.indexOf("'", index + 1);
        value += pendingBlanks + source.slice(index + 1, end === -1 ? undefined : end);
        pendingBlanks = "";
        index = end === -1 ? source.length : end;
      } else if (char === '"') {
        value += pendingBlanks;
        pendingBlanks = "";
        for (index += 1; index < source.length && source[index] !== '"'; index += 1) {
          const next = source[index + 1];
          if (source[index] === "\\" && next !== undefined && '"\\`$'.includes(next)) index += 1;
          value += source[index];
        }
      } else if (char === "\\" && index + 1 < source.length) {
        value += pendingBlanks + source[index + 1];
        pendingBlanks = "";
        index += 1;
      } else if (/\s/.test(char)) {
        pendingBlanks += char;
      } else {
        value += pendingBlanks + char;
        pendingBlanks = "";
      }
    }
    settings[key] = value;
  }
  return settings;
}

/** The same file as `set -a; . FILE; set +a` in sh reads it (the guide's build and backups). */
function readLikeShell(file: string, keys: string[]): Record<string, string> {
  const script = `set -a; . "${file}"; set +a; for k in ${keys.join(" ")}; do eval "printf '%s\\0' \\"\\$$k\\""; done`;
  const result = spawnSync("sh", ["-c", script], { encoding: "utf8", env: {} });
  expect(result.stderr).toBe("");
  const values = result.stdout.split("\0");
  return Object.fromEntries(keys.map((key, index) => [key, values[index]!]));
}

describe("the settings files systemd reads", () => {
  // .env.example is also read by Vite's loader (a copy as .env); /etc/site/site.env is not.
  for (const [file, readByVite] of [
    [".env.example", true],
    ["deploy/site.env.example", false],
  ] as const) {
    it(`${file}: systemd and the shell${readByVite ? " and Vite's loader" : ""} read the same values`, () => {
      const text = readFileSync(file, "utf8");
      const systemd = readLikeSystemd(text);
      const keys = Object.keys(systemd);
      expect(keys.length).toBeGreaterThan(10);
      // No comment after a value (systemd would make it part of the value).
      for (const [key, value] of Object.entries(systemd)) {
        expect(value, key).not.toMatch(/\s#/);
      }
      expect(readLikeShell(path.resolve(file), keys)).toEqual(systemd);
      if (!readByVite) return;
      const dir = mkdtempSync(path.join(os.tmpdir(), "settings-"));
      try {
        copyFileSync(file, path.join(dir, ".env"));
        const vite = loadEnv("production", dir, "");
        // Vite lets the environment win over the file (CI sets TEST_DATABASE_URL, for one):
        // only what the file alone decides is compared.
        const fromFile = keys.filter((key) => process.env[key] === undefined);
        const pick = (values: Record<string, string>) =>
          Object.fromEntries(fromFile.map((key) => [key, values[key] ?? ""]));
        expect(pick(vite)).toEqual(pick(systemd));
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  }

  it("reads a comment after a value as part of it, as systemd does (why the files have none)", () => {
    expect(readLikeSystemd("A=1   # note\nB='x $y' \nC=\"a \\$b\"\n# D=2\n")).toEqual({
      A: "1   # note",
      B: "x $y",
      C: "a $b",
    });
  });
});
