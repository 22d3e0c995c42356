import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";

import pg from "pg";

import { freePort } from "../../scripts/lib/smtp-sink.mjs";

/**
 * Extra production server instances for the resilience tests, beside the one Playwright starts:
 * `node scripts/start.mjs` spawned directly (so the child's PID is the server's and `kill -9`
 * hits it), never rebuilding (SKIP_BUILD=1: the build in DIST_DIR, default dist/, is what is
 * tested; DIST_DIR passes through from this process's environment).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

/** Shared by every instance of a test, so a deck cookie signed by one is valid on the others. */
export const SESSION_SECRET = "resilience-tests-session-secret-0123456789abcdef";
export const DECK_PASSWORD = "resilience-deck-password";

export type Exit = { code: number | null; signal: NodeJS.Signals | null };

export type AppInstance = {
  base: string;
  port: number;
  pid: number;
  child: ChildProcess;
  /** Everything the server printed so far (stdout and stderr). */
  log: () => string;
  exited: Promise<Exit>;
  /** SIGTERM and wait for the exit (SIGKILL after `timeoutMs`); resolves with what happened. */
  stop: (timeoutMs?: number) => Promise<Exit & { ms: number }>;
  /** kill -9, and wait until the process is gone. */
  kill9: () => Promise<Exit>;
};

// Should the test process end without stopping an instance (a crash, an unhandled error), the
// instance must not outlive it.
const running = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Start an instance and wait until /robots.txt answers. `env` adds to (and overrides) the
 * defaults; pass DATABASE_URL "" for the embedded database in DATA_DIR.
 */
export async function startApp(
  env: Record<string, string> & { DATA_DIR: string; SMTP_URL: string },
  options: { startTimeoutMs?: number; port?: number; args?: string[] } = {},
): Promise<AppInstance> {
  const port = options.port ?? (await freePort());
  const child = spawn(
    process.execPath,
    [path.join(root, "scripts", "start.mjs"), ...(options.args ?? [])],
    {
      cwd: root,
      env: {
        ...process.env,
        SKIP_BUILD: "1",
        PORT: String(port),
        HOSTNAME: "127.0.0.1",
        SESSION_SECRET,
        PRESENTATION_PASSWORD: DECK_PASSWORD,
        LEAD_RATE_LIMIT: "100000",
        TRUST_PROXY: "1",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  running.add(child);
  child.once("exit", () => running.delete(child));
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<Exit>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const base = `http://127.0.0.1:${port}`;
  const instance: AppInstance = {
    base,
    port,
    pid: child.pid!,
    child,
    log: () => output,
    exited,
    async stop(timeoutMs = 20_000) {
      const started = Date.now();
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
      const exit = await exited;
      clearTimeout(timer);
      return { ...exit, ms: Date.now() - started };
    },
    async kill9() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      return exited;
    },
  };

  const deadline = Date.now() + (options.startTimeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The instance on port ${port} exited during start-up:\n${output}`);
    }
    try {
      const response = await fetch(`${base}/robots.txt`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      await instance.stop(5_000);
      throw new Error(`The instance on port ${port} did not answer in time:\n${output}`);
    }
    await sleep(200);
  }
  return instance;
}

export type TempDatabase = { name: string; url: string; drop: () => Promise<void> };

/** A fresh database on the server of `adminUrl` (dropped WITH (FORCE) by `drop`). */
export async function createTempDatabase(adminUrl: string, prefix: string): Promise<TempDatabase> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** One query on a database, through a short-lived connection. */
export async function queryDb<T extends pg.QueryResultRow>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

const SERVICES = ["CTO-As-A-Service", "MVP Development", "AI Automation", "Google Ads Marketing"];

/** A valid enquiry body, different for every `index`. */
export function enquiry(index: number, submissionId: string) {
  return {
    name: `Resilience Visitor ${index}`,
    email: `visitor${index}@resilience.example`,
    phone: "+91 98765 43210",
    company: `Company ${index}`,
    location: "Pune, India",
    serviceType: SERVICES[index % SERVICES.length],
    requirements: `Resilience test enquiry number ${index}.`,
    submissionId,
  };
}

export type Answer = {
  status: number;
  body: unknown;
  ms: number;
  startedAt: number;
  endedAt: number;
  error?: string;
};

/** POST an enquiry; a network error or a timeout is status 0 with `error`, never a throw. */
export async function postLead(
  base: string,
  body: unknown,
  options: { ip?: string; timeoutMs?: number } = {},
): Promise<Answer> {
  const startedAt = Date.now();
  try {
    const response = await fetch(`${base}/api/leads`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(options.ip ? { "x-forwarded-for": options.ip } : {}),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* not JSON: kept as text so an assertion can show it */
    }
    const endedAt = Date.now();
    return { status: response.status, body: parsed, ms: endedAt - startedAt, startedAt, endedAt };
  } catch (error) {
    const endedAt = Date.now();
    return {
      status: 0,
      body: undefined,
      ms: endedAt - startedAt,
      startedAt,
      endedAt,
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    };
  }
}

/** Poll `check` every `intervalMs` until it returns true or `timeoutMs` passes. */
export async function waitFor(
  check: () => boolean | Promise<boolean>,
  timeoutMs: number,
  intervalMs = 200,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await sleep(intervalMs);
  }
}
