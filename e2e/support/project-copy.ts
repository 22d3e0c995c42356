import { execFileSync, spawn, spawnSync, type ChildProcess } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { freePort } from "../../scripts/lib/smtp-sink.mjs";

/**
 * A throw-away copy of the project for tests that write into `content/` (the editor): the files
 * git knows, and node_modules as hard links (a second or two, no download). Its caches are its
 * own, so nothing it builds or optimises touches the real project's.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

export type ProjectCopy = {
  dir: string;
  /** `npm run dev` in the copy: its address, and a stop. */
  startDevServer: (env?: Record<string, string>) => Promise<{ base: string; stop: () => void }>;
  /** `npm run build` in the copy, into `<copy>/dist`; throws with the build's output on failure. */
  build: () => void;
  remove: () => void;
};

export function copyProject(): ProjectCopy {
  const dir = mkdtempSync(path.join(tmpdir(), "site-copy-"));
  const files = execFileSync("git", ["ls-files", "-co", "--exclude-standard", "-z"], {
    cwd: root,
    encoding: "utf8",
  })
    .split("\0")
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    try {
      copyFileSync(path.join(root, file), path.join(dir, file));
    } catch {
      /* deleted in the working tree but still known to git */
    }
  }
  execFileSync("cp", ["-al", path.join(root, "node_modules"), path.join(dir, "node_modules")]);
  // Caches are written in place: the copy gets empty ones, never links to the project's.
  for (const cache of [".astro", ".vite"]) {
    rmSync(path.join(dir, "node_modules", cache), { recursive: true, force: true });
  }

  const env = (extra: Record<string, string> = {}) => ({
    ...process.env,
    DIST_DIR: path.join(dir, "dist"),
    ASTRO_CACHE_DIR: path.join(dir, "node_modules", ".astro"),
    DATABASE_URL: "memory://",
    DATA_DIR: path.join(dir, ".data"),
    ...extra,
  });
  const children: ChildProcess[] = [];

  return {
    dir,
    async startDevServer(extra = {}) {
      const port = await freePort();
      const child = spawn(
        process.execPath,
        ["scripts/astro.mjs", "dev", "--host", "127.0.0.1", "--port", String(port)],
        { cwd: dir, env: env(extra), stdio: ["ignore", "pipe", "pipe"] },
      );
      children.push(child);
      let output = "";
      child.stdout!.on("data", (chunk) => (output += chunk));
      child.stderr!.on("data", (chunk) => (output += chunk));
      const base = `http://127.0.0.1:${port}`;
      const deadline = Date.now() + 120_000;
      for (;;) {
        if (child.exitCode !== null) throw new Error(`The dev server exited:\n${output}`);
        try {
          if ((await fetch(`${base}/api/health`)).ok) break;
        } catch {
          /* not listening yet */
        }
        if (Date.now() > deadline) throw new Error(`The dev server did not start:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
      return { base, stop: () => child.kill("SIGTERM") };
    },
    build() {
      const result = spawnSync(process.execPath, ["scripts/astro.mjs", "build"], {
        cwd: dir,
        env: env(),
        encoding: "utf8",
      });
      if (result.status !== 0)
        throw new Error(`The build failed:\n${result.stdout}${result.stderr}`);
    },
    remove() {
      for (const child of children) child.kill("SIGKILL");
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
