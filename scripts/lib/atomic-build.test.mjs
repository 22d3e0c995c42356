// Builds go to a new folder and DIST_DIR switches to it at once (issue 35): a server running
// from a build keeps its files, whatever is built after it.
import { spawn } from "node:child_process";
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { buildAtomically, holdBuild, inUse, KEEP_PREVIOUS } from "./atomic-build.mjs";

let dir;
let dist;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "atomic-build-"));
  dist = path.join(dir, "dist");
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A "build" that writes its number into the folder it is given. */
const build = (number, at) =>
  buildAtomically(
    dist,
    (folder) => {
      mkdirSync(path.join(folder, "server"), { recursive: true });
      writeFileSync(path.join(folder, "server", "entry.mjs"), `build ${number}`);
      return true;
    },
    { now: new Date(Date.UTC(2030, 0, 1, 0, 0, at)) },
  );
const served = () => readFileSync(path.join(dist, "server", "entry.mjs"), "utf8");

describe("atomic builds", () => {
  it("switches DIST_DIR to each new build; a running server's build stays whole", () => {
    const first = build(1, 1);
    expect(lstatSync(dist).isSymbolicLink()).toBe(true);
    expect(realpathSync(dist)).toBe(realpathSync(first));
    // A server started now resolves the link and holds its folder open (scripts/start.mjs).
    const running = realpathSync(dist);
    const unmark = holdBuild(running);
    try {
      for (let number = 2; number <= 2 + KEEP_PREVIOUS + 1; number += 1) build(number, number);
      expect(served()).toBe(`build ${2 + KEEP_PREVIOUS + 1}`);
      expect(readFileSync(path.join(running, "server", "entry.mjs"), "utf8")).toBe("build 1");
      expect(inUse(running)).toBe(true);
    } finally {
      unmark();
    }
    // Unused old builds go; the newest KEEP_PREVIOUS stay beside the current one.
    build(9, 9);
    const folders = readdirSync(dir).filter((name) => name.startsWith("dist-"));
    expect(folders).toHaveLength(KEEP_PREVIOUS + 1);
    expect(existsSync(running)).toBe(false);
  });

  it("a failed build leaves the served build as it was and removes its own folder", () => {
    build(1, 1);
    const result = buildAtomically(dist, (folder) => {
      mkdirSync(folder, { recursive: true });
      writeFileSync(path.join(folder, "half"), "");
      return false;
    });
    expect(result).toBeNull();
    expect(served()).toBe("build 1");
    expect(readdirSync(dir).filter((name) => name.startsWith("dist-"))).toHaveLength(1);
  });

  it("moves a plain dist folder (an older layout) aside instead of building into it", () => {
    mkdirSync(path.join(dist, "server"), { recursive: true });
    writeFileSync(path.join(dist, "server", "entry.mjs"), "old layout");
    build(1, 1);
    expect(served()).toBe("build 1");
    expect(
      readFileSync(path.join(`${dist}-00000000-000000Z-0`, "server", "entry.mjs"), "utf8"),
    ).toBe("old layout");
  });

  it("counts a build in use while a process holds it, and writes nothing into it", async () => {
    const folder = build(1, 1);
    const before = readdirSync(folder, { recursive: true }).sort();
    // A server in another process (as scripts/start.mjs does): holds the folder, then waits.
    const child = spawn(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `import { holdBuild } from ${JSON.stringify(new URL("./atomic-build.mjs", import.meta.url).href)};
         holdBuild(${JSON.stringify(folder)}); console.log("held"); setInterval(() => {}, 1000);`,
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    try {
      await new Promise((resolve) => child.stdout.once("data", resolve));
      expect(inUse(folder)).toBe(true);
      expect(readdirSync(folder, { recursive: true }).sort()).toEqual(before);
    } finally {
      child.kill("SIGKILL");
      await new Promise((resolve) => child.once("exit", resolve));
    }
    // Killed: its hold went with it, and nothing of it stays in the folder.
    expect(inUse(folder)).toBe(false);
    expect(readdirSync(folder, { recursive: true }).sort()).toEqual(before);
  });
});
