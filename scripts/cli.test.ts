import { spawn } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { parseInstances, rollingRestart } from "./deploy-restart";

const tsx = path.resolve("node_modules/tsx/dist/cli.mjs");

/** Run a script as npm would (tsx for TypeScript), with nothing on stdin. */
function run(script: string, args: string[]) {
  const command = script.endsWith(".ts") ? [tsx, script] : [script];
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, [...command, ...args], {
      env: { ...process.env, SKIP_BUILD: "1" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("close", (status) => resolve({ status, stdout, stderr }));
  });
}

/** Scripts of scripts/ that take arguments, and a wrong call of each. */
const SCRIPTS: [script: string, wrong: string[], message: string][] = [
  ["scripts/start.mjs", ["--prod"], "Unknown option '--prod'"],
  ["scripts/ensure-build.mjs", ["--forc"], "Unknown option '--forc'"],
  ["scripts/deploy-restart.ts", ["--instances", "web1"], "--instances takes ports"],
  ["scripts/admin-link.ts", [], "Missing an argument."],
  ["scripts/db-backup.ts", ["--dir"], "argument missing"],
  ["scripts/db-restore.ts", ["a.dump", "b.dump"], "Unexpected argument: b.dump"],
  ["scripts/db-migrate.ts", ["now"], "Unexpected argument"],
  ["scripts/db-purge.ts", ["--all"], "Unknown option '--all'"],
  ["scripts/hash-password.ts", ["secret"], "Unexpected argument"],
  ["scripts/bench-load.mjs", ["--duration"], "argument missing"],
  ["scripts/bench-collect.mjs", ["--runs", "3"], "Unknown option '--runs'"],
  ["scripts/screenshots.mjs", ["--width", "375"], "Unknown option '--width'"],
];

describe("the scripts' command lines", () => {
  it("answer --help with their usage, and a wrong call with what was wrong, no stack trace", async () => {
    const results = await Promise.all(
      SCRIPTS.map(async ([script, wrong]) => ({
        help: await run(script, ["--help"]),
        wrong: await run(script, wrong),
      })),
    );
    SCRIPTS.forEach(([script, , message], index) => {
      const { help, wrong } = results[index]!;
      expect([script, help.status, help.stdout.split("\n")[0]]).toEqual([
        script,
        0,
        expect.stringMatching(/^Usage: /),
      ]);
      expect([script, wrong.status]).toEqual([script, 2]);
      expect(wrong.stderr, script).toContain(message);
      expect(wrong.stderr, script).toContain("(--help for the details)");
      expect(wrong.stderr, script).not.toMatch(/^\s+at /m);
    });
  }, 60_000);
});

describe("npm run deploy:restart", () => {
  it("reads ports and address:port", () => {
    expect(parseInstances("3001, 10.0.0.5:3002")).toEqual([
      { host: "127.0.0.1", port: 3001 },
      { host: "10.0.0.5", port: 3002 },
    ]);
    expect(() => parseInstances("")).toThrow("--instances names no instance");
  });

  /** A stand-in instance whose /api/health answers 503 until `healthyAfter` requests. */
  async function instance(healthyAfter: number) {
    let asked = 0;
    const server = http.createServer((request, response) => {
      asked += 1;
      response.writeHead(request.url === "/api/health" && asked > healthyAfter ? 200 : 503);
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return { server, port: (server.address() as AddressInfo).port, asked: () => asked };
  }

  it("restarts the next instance only once the previous is healthy and nginx's wait is over", async () => {
    const [first, second] = await Promise.all([instance(2), instance(0)]);
    const events: string[] = [];
    try {
      await rollingRestart({
        instances: [first!, second!].map(({ port }) => ({ host: "127.0.0.1", port })),
        restart: async ({ port }) => void events.push(`restart ${port}`),
        nginxBackMs: 300,
        log: (line) => events.push(line.replace(/after [\d.]+ s/, "after …")),
      });
    } finally {
      first!.server.close();
      second!.server.close();
    }
    expect(first!.asked()).toBe(3);
    expect(events).toEqual([
      `127.0.0.1:${first!.port}: restarting`,
      `restart ${first!.port}`,
      `127.0.0.1:${first!.port}: healthy after …`,
      `127.0.0.1:${first!.port}: waiting 0.3 s for nginx to send it requests again`,
      `127.0.0.1:${second!.port}: restarting`,
      `restart ${second!.port}`,
      `127.0.0.1:${second!.port}: healthy after …`,
      `127.0.0.1:${second!.port}: waiting 0.3 s for nginx to send it requests again`,
      "All instances restarted.",
    ]);
  });

  it("stops, leaving the others untouched, when an instance does not come back healthy", async () => {
    const sick = await instance(Infinity);
    const restarted: number[] = [];
    try {
      await expect(
        rollingRestart({
          instances: [sick.port, sick.port + 1].map((port) => ({ host: "127.0.0.1", port })),
          restart: async ({ port }) => void restarted.push(port),
          startTimeoutMs: 600,
          nginxBackMs: 0,
          log: () => {},
        }),
      ).rejects.toThrow(/did not answer \/api\/health with 200 within 0.6 s \(last: 503\)/);
    } finally {
      sick.server.close();
    }
    expect(restarted).toEqual([sick.port]);
  });
});
