import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import http from "node:http";
import net from "node:net";
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";

import { expect, test } from "@playwright/test";

import { parseInstances, rollingRestart } from "../scripts/deploy-restart";
import { renderStandalone } from "../scripts/lib/nginx-config.mjs";
import { startSmtpSink } from "../scripts/lib/smtp-sink.mjs";
import {
  createTempDatabase,
  DECK_PASSWORD,
  enquiry,
  postLead,
  queryDb,
  sleep,
  startApp,
  waitFor,
  type AppInstance,
  type TempDatabase,
} from "./support/app-instance";
import { fillLeadForm } from "./support/enquiry";
import { decodeQuotedPrintable } from "./support/mailbox";
import { DEPLOY_PORT, NGINX_PATH } from "../scripts/e2e-env.mjs";

/**
 * The documented deployment (docs/deploy.md), run: nginx with the configuration
 * `npm run deploy:nginx` writes (a temporary prefix, plain HTTP on DEPLOY_PORT, no root) in front
 * of two production instances (`start.mjs --production`, every real setting) on a fresh
 * PostgreSQL database, serving a read-only copy of the build (as the systemd unit does). A rolling
 * restart (`npm run deploy:restart`) under a steady stream of requests fails none of them. One
 * instance is killed (SIGKILL) in the middle of a burst of enquiries: every enquiry a visitor saw
 * accepted is stored, once; the visitor flows then work through the survivor; static files come
 * from nginx with the Node server's headers.
 */
const ENQUIRIES = 40;
/** Real-looking values for what visitors see and where mail goes (runtime only: SKIP_BUILD). */
const LIVE_SITE_SETTINGS = {
  CONTACT_EMAIL: "hello@deploy-test.in",
  FOUNDER_EMAIL: "founder@deploy-test.in",
  PRIVACY_EMAIL: "privacy@deploy-test.in",
  LEGAL_EMAIL: "legal@deploy-test.in",
  CONTACT_PHONE: "+91 80 4123 4567",
  WHATSAPP_NUMBER: "918041234567",
  SCHEDULING_URL: "https://cal.deploy-test.in/call",
  LINKEDIN_URL: "https://www.linkedin.com/company/deploy-test",
  X_URL: "https://x.com/deploytest",
  GITHUB_URL: "https://github.com/deploy-test",
};
const OWNER = "owner@deploy-test.in";
const base = `http://127.0.0.1:${DEPLOY_PORT}`;
const root = process.cwd();

test.describe.configure({ mode: "serial" });
test.skip(
  !NGINX_PATH && !process.env.CI,
  "nginx is not installed (apt-get install nginx); .ci/run installs it and runs this test",
);
test.skip(
  !process.env.TEST_DATABASE_URL && !process.env.CI,
  "TEST_DATABASE_URL is not set: the deployment test runs two instances on PostgreSQL",
);

let prefix: string;
let nginx: ChildProcess | undefined;
let nginxLog = "";
let database: TempDatabase;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let instances: AppInstance[] = [];
/** The read-only copy of the build the instances serve, and its files as they were. */
let build: string;
let buildListing: string[];
let startInstance: (port: number) => Promise<AppInstance>;

/** Every file and folder of `dir` with its size and modification time. */
function listing(dir: string): string[] {
  return [".", ...readdirSync(dir, { recursive: true, encoding: "utf8" })]
    .map((name) => {
      const stat = statSync(path.join(dir, name));
      return `${name} ${stat.size} ${stat.mtimeMs}`;
    })
    .sort();
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** chmod -R a-w (or u+w back). */
function setWritable(dir: string, writable: boolean) {
  const names = readdirSync(dir, { recursive: true, encoding: "utf8" });
  for (const entry of [dir, ...names.map((name) => path.join(dir, name))]) {
    const mode = statSync(entry).mode & 0o7777;
    chmodSync(entry, writable ? mode | 0o200 : mode & ~0o222);
  }
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  if (!NGINX_PATH) throw new Error("nginx is missing: CI must install it (.ci/run)");
  if (!process.env.TEST_DATABASE_URL) throw new Error("CI must set TEST_DATABASE_URL");
  prefix = mkdtempSync(path.join(os.tmpdir(), "site-nginx-"));
  sink = await startSmtpSink();
  database = await createTempDatabase(process.env.TEST_DATABASE_URL, "deploy");
  // The build the instances serve, copied and made read-only as the systemd unit's
  // ProtectSystem=strict makes it (inside the project, where its imports find node_modules).
  // Root ignores the permission bits, so the copy's listing is compared after the starts too.
  // A copy a run left behind (its process gone) goes first.
  mkdirSync(path.join(root, ".data"), { recursive: true });
  for (const name of readdirSync(path.join(root, ".data")).filter((entry) =>
    /^deploy-build-\d+$/.test(entry),
  )) {
    if (isAlive(Number(name.slice("deploy-build-".length)))) continue;
    setWritable(path.join(root, ".data", name), true);
    rmSync(path.join(root, ".data", name), { recursive: true, force: true });
  }
  build = path.join(root, ".data", `deploy-build-${process.pid}`);
  cpSync(realpathSync(path.resolve(root, process.env.DIST_DIR || "dist")), build, {
    recursive: true,
  });
  setWritable(build, false);
  buildListing = listing(build);
  const dist = build;
  const ports = [DEPLOY_PORT + 1, DEPLOY_PORT + 2];

  // The configuration as `npm run deploy:nginx` writes it, for this machine's paths and ports.
  const generated = spawnSync(
    process.execPath,
    [
      path.join(root, "node_modules", "tsx", "dist", "cli.mjs"),
      "scripts/nginx-config.ts",
      `--site-url=${base}`,
      `--root=${path.join(dist, "client")}`,
      `--instances=${ports.join(",")}`,
      `--headers-path=${path.join(prefix, "security-headers.conf")}`,
      `--listen=127.0.0.1:${DEPLOY_PORT}`,
      `--out=${prefix}`,
    ],
    { cwd: root, encoding: "utf8" },
  );
  if (generated.status !== 0) throw new Error(`deploy:nginx failed: ${generated.stderr}`);
  const site = readFileSync(path.join(prefix, "site.conf"), "utf8");
  writeFileSync(path.join(prefix, "nginx.conf"), renderStandalone({ prefix, site }));

  startInstance = (port) =>
    startApp(
      {
        DATA_DIR: path.join(prefix, `data-${port}`),
        DATABASE_URL: database.url,
        SMTP_URL: sink.url,
        SITE_URL: base,
        // A production start refuses example addresses and numbers (production-settings.ts).
        ...LIVE_SITE_SETTINGS,
        OWNER_EMAILS: OWNER,
        // Only nginx's X-Forwarded-For counts; every request here comes from one address.
        TRUST_PROXY: "127.0.0.1",
        NEWSLETTER_RATE_LIMIT: "100000",
        PRESENTATION_PASSWORD: DECK_PASSWORD,
        DIST_DIR: dist,
      },
      { port, args: ["--production"] },
    );
  instances = await Promise.all(ports.map((port) => startInstance(port)));

  nginx = spawn(
    NGINX_PATH,
    ["-p", prefix, "-c", path.join(prefix, "nginx.conf"), "-e", path.join(prefix, "error.log")],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  nginx.stdout!.on("data", (chunk) => (nginxLog += chunk));
  nginx.stderr!.on("data", (chunk) => (nginxLog += chunk));
  const up = await waitFor(async () => {
    if (nginx!.exitCode !== null) return true;
    return fetch(`${base}/robots.txt`).then(
      (response) => response.ok,
      () => false,
    );
  }, 15_000);
  if (!up || nginx.exitCode !== null) throw new Error(`nginx did not start:\n${nginxLog}`);
});

test.afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    nginx.kill("SIGTERM");
    await waitFor(() => nginx!.exitCode !== null || nginx!.signalCode !== null, 5_000);
  }
  await Promise.all(instances.map((instance) => instance.stop(10_000)));
  await database?.drop().catch(() => {});
  await sink?.close();
  if (prefix) rmSync(prefix, { recursive: true, force: true });
  if (build && existsSync(build)) {
    setWritable(build, true);
    rmSync(build, { recursive: true, force: true });
  }
});

/** Headers that must match between nginx and Node for a static file. */
const COMPARED = [
  "content-type",
  "cache-control",
  "content-security-policy",
  "x-content-type-options",
  "referrer-policy",
  "x-frame-options",
  "cross-origin-resource-policy",
  "permissions-policy",
  "strict-transport-security",
];

test("a rolling restart under a steady stream of requests fails none; nothing is written into the build", async () => {
  test.setTimeout(120_000);
  const counts = { requests: 0, errors: 0, byInstance: new Map<string, number>() };
  const failures: string[] = [];
  let streaming = true;
  // Four visitors, one request after another: three read pages and the health check, one
  // sends enquiries (a POST nginx may not resend once sent: the drain must not cut one).
  const sentEnquiries: string[] = [];
  const visitor = async (offset: number) => {
    const paths = ["/", "/about-us", "/api/health", "/contact", "/blog"];
    for (let index = offset; streaming; index += 1) {
      counts.requests += 1;
      if (offset === 0) {
        const submissionId = randomUUID();
        const answer = await postLead(base, enquiry(1000 + index, submissionId));
        if (answer.status === 201 || answer.status === 200) {
          sentEnquiries.push(submissionId);
        } else {
          counts.errors += 1;
          failures.push(`POST /api/leads: ${answer.status} ${answer.error ?? ""}`);
        }
        continue;
      }
      const address = paths[index % paths.length]!;
      try {
        const response = await fetch(`${base}${address}`);
        await response.arrayBuffer();
        if (response.status !== 200) {
          counts.errors += 1;
          failures.push(`${address}: ${response.status}`);
        }
      } catch (error) {
        counts.errors += 1;
        failures.push(`${address}: ${(error as Error).message}`);
      }
    }
  };
  const stream = Promise.all([0, 1, 2, 3].map(visitor));
  const ports = instances.map((instance) => instance.port);
  const log: string[] = [];
  const started = Date.now();
  try {
    await rollingRestart({
      instances: parseInstances(ports.join(",")),
      log: (line) => log.push(line),
      // What systemctl restart does: SIGTERM, wait for the exit, start again.
      restart: async ({ port }) => {
        const index = instances.findIndex((instance) => instance.port === port);
        const exit = await instances[index]!.stop(30_000);
        expect(exit.signal ?? exit.code, `${port} stopped cleanly`).toBe(0);
        instances[index] = await startInstance(port);
      },
    });
  } finally {
    streaming = false;
    await stream;
  }
  console.log(
    `[deploy] rolling restart of ${ports.length} instances in ` +
      `${((Date.now() - started) / 1000).toFixed(1)} s: ${counts.requests} requests ` +
      `(${sentEnquiries.length} enquiries), ${counts.errors} errors\n  ${log.join("\n  ")}`,
  );
  expect(failures).toEqual([]);
  expect(counts.requests).toBeGreaterThan(100);
  const stored = await queryDb<{ submission_id: string }>(
    database.url,
    "select submission_id from contact_submissions where submission_id = any($1)",
    [sentEnquiries],
  );
  expect(stored.map((row) => row.submission_id).sort()).toEqual([...sentEnquiries].sort());
  // Four instance starts from the read-only copy, and not one file in it changed.
  expect(listing(build)).toEqual(buildListing);
});

test("a stopping instance still answers on a kept-alive connection, closing it, while refusing new ones", async () => {
  test.setTimeout(90_000);
  const index = 1;
  const { port } = instances[index]!;
  // One kept-alive connection, as nginx keeps to each instance.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = (address: string) =>
    new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
      http
        .get({ host: "127.0.0.1", port, path: address, agent }, (response) => {
          response.resume();
          response.on("end", () =>
            resolve({ status: response.statusCode!, connection: response.headers.connection }),
          );
        })
        .on("error", reject);
    });
  const refused = () =>
    new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve(false);
      });
      socket.once("error", () => resolve(true));
    });
  try {
    expect(await get("/api/health")).toEqual({ status: 200, connection: "keep-alive" });
    instances[index]!.child.kill("SIGTERM");
    await expect.poll(refused, { timeout: 10_000 }).toBe(true);
    // nginx may write a request into its idle connection just then: it is answered, not cut.
    expect(await get("/robots.txt")).toEqual({ status: 200, connection: "close" });
    expect((await instances[index]!.exited).code).toBe(0);
  } finally {
    agent.destroy();
    instances[index] = await startInstance(port);
  }
});

test("static files come from nginx with the Node server's headers; pages keep their own policy", async () => {
  const dist = build;
  const script = readdirSync(path.join(dist, "client", "_astro")).find((name) =>
    name.endsWith(".js"),
  );
  const node = instances[0]!.base;
  for (const file of [`/_astro/${script}`, "/favicon.ico", "/robots.txt", "/blog/rss.xml"]) {
    const get = (origin: string) =>
      fetch(`${origin}${file}`, { headers: { "accept-encoding": "gzip" } });
    const [viaNginx, viaNode] = await Promise.all([get(base), get(node)]);
    expect([file, viaNginx.status]).toEqual([file, 200]);
    // nginx answered it from disk (the instances send no Server header).
    expect(viaNginx.headers.get("server"), file).toBe("nginx");
    const pick = (response: Response) =>
      Object.fromEntries(COMPARED.map((name) => [name, response.headers.get(name)]));
    expect(pick(viaNginx), file).toEqual(pick(viaNode));
    expect(Buffer.from(await viaNginx.arrayBuffer())).toEqual(
      Buffer.from(await viaNode.arrayBuffer()),
    );
  }
  // The build's precompressed copy is what nginx sends (gzip_static), not a gzip made per request:
  // the length is the .gz file's own.
  const largest = readdirSync(path.join(dist, "client", "_astro"))
    .filter((name) => name.endsWith(".js"))
    .map((name) => ({ name, size: statSync(path.join(dist, "client", "_astro", name)).size }))
    .sort((a, b) => b.size - a.size)[0]!.name;
  const copy = path.join(dist, "client", "_astro", `${largest}.gz`);
  expect(existsSync(copy), `${largest}.gz in the build`).toBe(true);
  const compressed = await fetch(`${base}/_astro/${largest}`, {
    headers: { "accept-encoding": "gzip" },
  });
  expect(compressed.headers.get("content-encoding")).toBe("gzip");
  expect(Number(compressed.headers.get("content-length"))).toBe(statSync(copy).size);
  await compressed.arrayBuffer();
  // A page and an unknown address are the instances' (with the page's hashes in its policy).
  const [page, nodePage] = await Promise.all([
    fetch(`${base}/about-us`),
    fetch(`${node}/about-us`),
  ]);
  expect(page.headers.get("content-security-policy")).toBe(
    nodePage.headers.get("content-security-policy"),
  );
  expect((await fetch(`${base}/no-such-page`)).status).toBe(404);
  expect((await fetch(`${base}/about-us/`, { redirect: "manual" })).headers.get("location")).toBe(
    "/about-us",
  );
});

test("no accepted enquiry is lost when an instance is killed mid-run (SIGKILL)", async () => {
  const [victim] = instances;
  const answers: { submissionId: string; status: number; tries: number }[] = [];
  let sent = 0;
  let killed = false;
  // Six visitors at a time; one whose request failed (the instance died under it) sends the
  // same enquiry again, as the form does, with its submissionId.
  const visitor = async () => {
    while (sent < ENQUIRIES) {
      const index = sent++;
      const submissionId = randomUUID();
      let answer = await postLead(base, enquiry(index, submissionId));
      let tries = 1;
      while (answer.status !== 201 && answer.status !== 200 && tries < 4) {
        await sleep(300);
        answer = await postLead(base, enquiry(index, submissionId));
        tries += 1;
      }
      answers.push({ submissionId, status: answer.status, tries });
      if (!killed && sent >= ENQUIRIES / 3) {
        killed = true;
        await victim!.kill9();
      }
    }
  };
  await Promise.all(Array.from({ length: 6 }, visitor));

  const accepted = answers.filter((answer) => answer.status === 201 || answer.status === 200);
  // This test's own enquiries (the rolling restart's are in the table too).
  const stored = await queryDb<{ submission_id: string }>(
    database.url,
    "select submission_id from contact_submissions where submission_id = any($1)",
    [answers.map((answer) => answer.submissionId)],
  );
  console.log(
    `[deploy] ${accepted.length} of ${ENQUIRIES} accepted, ${stored.length} stored, ` +
      `${answers.filter((answer) => answer.tries > 1).length} sent again after a failure`,
  );
  expect(victim!.child.signalCode).toBe("SIGKILL");
  expect(accepted).toHaveLength(ENQUIRIES);
  expect(new Set(stored.map((row) => row.submission_id))).toEqual(
    new Set(accepted.map((answer) => answer.submissionId)),
  );
  expect(stored).toHaveLength(ENQUIRIES);
});

test("through nginx, on the surviving instance: an enquiry, the owner's sign-in and the deck", async ({
  page,
}) => {
  await page.route(/google/, (route) => route.abort());
  await page.goto("/contact");
  const form = page.getByRole("main").locator("form").first();
  await fillLeadForm(form, {
    name: "Deploy Visitor",
    email: "visitor@deploy-test.in",
    phone: "+91 98765 43210",
    company: "Deploy Co",
    location: "Pune, India",
    requirements: "An enquiry through nginx.",
  });
  await form.getByRole("button", { name: "Submit Enquiry" }).click();
  await expect(page).toHaveURL(/\/thank-you$/);

  await page.goto("/admin/login");
  await page.getByRole("textbox", { name: "Email address" }).fill(OWNER);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  let link = "";
  await waitFor(() => {
    const mail = sink.received.find((message) => message.to.includes(OWNER));
    const raw = mail ? decodeQuotedPrintable(mail.raw) : "";
    link = /https?:\/\/\S+\/admin\/login\/callback\?token=[A-Za-z0-9_-]{43}/.exec(raw)?.[0] ?? "";
    return Boolean(link);
  }, 15_000);
  expect(
    link.startsWith(`${base}/admin/login/callback`),
    `no sign-in link: ${sink.received.find((message) => message.to.includes(OWNER))?.raw}`,
  ).toBe(true);
  await page.goto(link);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();

  await page.goto("/cto-presentation");
  await page.getByLabel("Password", { exact: true }).fill(DECK_PASSWORD);
  await page.getByRole("button", { name: "Unlock presentation" }).click();
  await expect(page.getByTestId("slide-counter")).toHaveText("1 / 12");
  expect(existsSync(path.join(prefix, "error.log"))).toBe(true);
});
