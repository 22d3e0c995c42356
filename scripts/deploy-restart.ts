// `npm run deploy:restart -- [options]`: the rolling restart of an upgrade (docs/deploy.md
// "Upgrades"). The instances restart one at a time; the next only once the previous answers
// /api/health and nginx sends it requests again. nginx (open source) has no way to ask whether it
// has an instance back: after a refused connection it leaves the instance out for fail_timeout
// (scripts/lib/nginx-config.mjs), so the wait is that long after the instance is up again, from
// the same constant. Restarting the next one sooner would leave nginx no instance at all (502s).
import { spawnSync } from "node:child_process";
import http from "node:http";

import { parseCli, usageError } from "./lib/cli.mjs";
import { FAIL_TIMEOUT_SECONDS } from "./lib/nginx-config.mjs";

/**
 * nginx counts time in whole seconds and leaves an instance out while
 * `now - failed <= fail_timeout`: one second more, and one of margin.
 */
export const NGINX_BACK_MS = (FAIL_TIMEOUT_SECONDS + 2) * 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** "3001" → 127.0.0.1:3001; "10.0.0.5:3001" as it is. */
export function parseInstances(text: string): { host: string; port: number }[] {
  const instances = text
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const match = /^(?:(.+):)?(\d{1,5})$/.exec(item);
      if (!match)
        throw new Error(`--instances takes ports or address:port, comma-separated: ${text}`);
      return { host: match[1] ?? "127.0.0.1", port: Number(match[2]) };
    });
  if (instances.length === 0) throw new Error("--instances names no instance");
  return instances;
}

/**
 * The instance's own /api/health status, on a new connection (a kept-alive one could reach the
 * process being stopped); 0 when it does not answer.
 */
export function healthStatus(host: string, port: number, timeoutMs = 2_000): Promise<number> {
  return new Promise((resolve) => {
    const request = http.get(
      { host, port, path: "/api/health", agent: false, timeout: timeoutMs },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on("timeout", () => request.destroy());
    request.on("error", () => resolve(0));
  });
}

export type RollingRestartOptions = {
  instances: { host: string; port: number }[];
  /** Stops the instance and starts it again (systemctl restart site@PORT). */
  restart: (instance: { host: string; port: number }) => Promise<void>;
  /** How long an instance may take to answer /api/health with 200 after its restart. */
  startTimeoutMs?: number;
  /** How long nginx leaves an instance out after a refused connection, and a margin. */
  nginxBackMs?: number;
  log?: (line: string) => void;
};

/**
 * Restart each instance in turn. Throws, leaving the rest untouched (still serving), when one
 * does not come back healthy in time.
 */
export async function rollingRestart({
  instances,
  restart,
  startTimeoutMs = 120_000,
  nginxBackMs = NGINX_BACK_MS,
  log = console.log,
}: RollingRestartOptions): Promise<void> {
  for (const instance of instances) {
    const name = `${instance.host}:${instance.port}`;
    log(`${name}: restarting`);
    const started = Date.now();
    await restart(instance);
    let status = 0;
    while ((status = await healthStatus(instance.host, instance.port)) !== 200) {
      if (Date.now() - started > startTimeoutMs) {
        throw new Error(
          `${name} did not answer /api/health with 200 within ${startTimeoutMs / 1000} s ` +
            `(last: ${status || "no answer"}); the other instances were left as they were`,
        );
      }
      await sleep(250);
    }
    log(`${name}: healthy after ${((Date.now() - started) / 1000).toFixed(1)} s`);
    log(`${name}: waiting ${nginxBackMs / 1000} s for nginx to send it requests again`);
    await sleep(nginxBackMs);
  }
  log("All instances restarted.");
}

export const USAGE = `
Usage: npm run deploy:restart -- [options]

Restarts the site's instances one at a time (docs/deploy.md "Upgrades"): each restart waits for
the previous instance to answer /api/health and for nginx to use it again (${NGINX_BACK_MS / 1000} s,
nginx's fail_timeout and a margin), so no request fails. Run as root (systemctl).

  --instances PORTS   the instances: ports or address:port, comma-separated (default 3001,3002)
  --command CMD       restarts one instance; {port} is replaced by its port
                      (default: systemctl restart site@{port})
  --timeout SECONDS   how long an instance may take to be healthy again (default 120)
  -h, --help          this text
`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseCli({
    usage: USAGE,
    options: {
      instances: { type: "string" },
      command: { type: "string" },
      timeout: { type: "string" },
    },
  });
  let instances: { host: string; port: number }[] = [];
  try {
    instances = parseInstances(values.instances ?? "3001,3002");
  } catch (error) {
    usageError(USAGE, (error as Error).message);
  }
  const timeout = Number(values.timeout ?? "120");
  if (!Number.isFinite(timeout) || timeout <= 0) {
    usageError(USAGE, `--timeout takes a number of seconds: ${values.timeout}`);
  }
  const command = values.command ?? "systemctl restart site@{port}";
  try {
    await rollingRestart({
      instances,
      startTimeoutMs: timeout * 1000,
      restart: async ({ port }) => {
        const line = command.replaceAll("{port}", String(port));
        const result = spawnSync("sh", ["-c", line], { stdio: "inherit" });
        if (result.status !== 0) throw new Error(`"${line}" failed (exit status ${result.status})`);
      },
    });
  } catch (error) {
    console.error(`Rolling restart stopped: ${(error as Error).message}`);
    process.exit(1);
  }
}
