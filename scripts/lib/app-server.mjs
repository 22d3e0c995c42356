// One production server (`node scripts/start.mjs`) on a loopback port, for the benchmarks: started
// with the given environment (DIST_DIR and the rest of this process's pass through; SKIP_BUILD=1
// serves the build as it is), ready once it answers /api/health (it listens only after its
// settings were checked and the database migrated), stopped with SIGTERM.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { freePort } from "./smtp-sink.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

/**
 * @param {Record<string, string>} env added to (and overriding) this process's environment
 * @param {{ startTimeoutMs?: number, echo?: RegExp, port?: number }} [options] echo: print log
 *   chunks that match; port: this one instead of a free one
 */
export async function startAppServer(env, options = {}) {
  const port = options.port || (await freePort());
  const child = spawn(process.execPath, [path.join(root, "scripts", "start.mjs")], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOSTNAME: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  const keep = (chunk) => {
    log += chunk;
    if (options.echo?.test(String(chunk))) process.stdout.write(`  | ${chunk}`);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const exited = new Promise((resolve) => child.on("exit", resolve));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.startTimeoutMs ?? 120_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited during start-up:\n${log}`);
    try {
      // Any answer will do: a 503 (database unreachable) is the benchmark's to report.
      await (await fetch(`${base}/api/health`)).arrayBuffer();
      break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not start:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    base,
    pid: child.pid,
    log: () => log,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
