import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterAll, describe, expect, it, vi } from "vitest";

import { NGINX_PATH } from "./e2e-env.mjs";
import { parseSecurityHeaders } from "./lib/nginx-config.mjs";
import { EXAMPLE, renderDeployment } from "./nginx-config";

const tsx = path.resolve("node_modules/tsx/dist/cli.mjs");
const runScript = (args: string[]) =>
  spawnSync(process.execPath, [tsx, "scripts/nginx-config.ts", ...args], { encoding: "utf8" });
const dir = mkdtempSync(path.join(os.tmpdir(), "nginx-config-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("deploy/nginx", () => {
  it("is what the generator writes for the documented setup (edit the generator, not the file)", () => {
    const files = renderDeployment(EXAMPLE);
    for (const [name, text] of Object.entries(files)) {
      expect(readFileSync(`deploy/nginx/${name}`, "utf8"), name).toBe(text);
    }
  });

  it("sends exactly the security headers the Node server sends", async () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("SITE_URL", EXAMPLE.siteUrl);
    try {
      const { baselineSecurityHeaders } = await import("../src/server/start");
      const snippet = readFileSync("deploy/nginx/security-headers.conf", "utf8");
      const node = baselineSecurityHeaders();
      expect(parseSecurityHeaders(snippet)).toEqual(node);
      // HSTS, as an https:// site's instances send it.
      expect(node.map((header) => header.key)).toContain("Strict-Transport-Security");
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("listens where --listen says in every server block, and redirects to the site's origin", () => {
    const site = renderDeployment({
      ...EXAMPLE,
      siteUrl: "https://localhost:8443",
      listen: "127.0.0.1:8443",
    })["site.conf"];
    const listens = [...site.matchAll(/^\s*listen ([^\s;]+)/gm)].map((match) => match[1]);
    expect(listens).toEqual(["127.0.0.1:80", "127.0.0.1:8443"]);
    expect(site).toContain("return 301 https://localhost:8443$request_uri;");
    const unprivileged = renderDeployment({
      ...EXAMPLE,
      siteUrl: "https://localhost:8443",
      listen: "127.0.0.1:8443",
      httpListen: "127.0.0.1:8080",
    })["site.conf"];
    expect([...unprivileged.matchAll(/^\s*listen ([^\s;]+)/gm)].map((match) => match[1])).toEqual([
      "127.0.0.1:8080",
      "127.0.0.1:8443",
    ]);
    // Without --listen: both ports on every address, IPv4 and IPv6.
    expect(
      [...renderDeployment(EXAMPLE)["site.conf"].matchAll(/^\s*listen ([^\s;]+)/gm)].map(
        (match) => match[1],
      ),
    ).toEqual(["80", "[::]:80", "443", "[::]:443"]);
  });

  it("answers --help, and a wrong argument with what was wrong, never a stack trace", () => {
    const help = runScript(["--help"]);
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/^Usage: npm run deploy:nginx/);
    expect(help.stdout).toContain("--standalone");
    for (const [args, message] of [
      [["--bogus"], "Unknown option '--bogus'"],
      [["--site-url"], "argument missing"],
      [["--site-url", "nope", `--out=${dir}`], "--site-url is not an address: nope"],
      [["--site-url", "https://x.in", `--out=${dir}`], "An https:// site needs --certificate"],
      [["--instances", "a,b", `--out=${dir}`], "--instances takes ports"],
    ] as const) {
      const result = runScript([...args]);
      expect([args, result.status]).toEqual([args, 2]);
      expect(result.stderr).toContain(message);
      expect(result.stderr).not.toMatch(/^\s+at /m);
    }
  });

  it.skipIf(!NGINX_PATH || !spawnSync("openssl", ["version"]).stdout)(
    "--standalone writes a whole nginx.conf that nginx accepts, every path in --out",
    () => {
      const out = path.join(dir, "standalone");
      const made = spawnSync(
        "openssl",
        [
          ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1"],
          ...["-subj", "/CN=localhost", "-keyout", path.join(dir, "key.pem")],
          ...["-out", path.join(dir, "cert.pem")],
        ],
        { encoding: "utf8" },
      );
      expect(made.status, made.stderr).toBe(0);
      const result = runScript([
        "--standalone",
        "--site-url=https://localhost:8443",
        "--listen=127.0.0.1:8443",
        "--http-listen=127.0.0.1:8080",
        "--instances=3001",
        `--root=${dir}`,
        `--certificate=${path.join(dir, "cert.pem")}`,
        `--key=${path.join(dir, "key.pem")}`,
        `--out=${out}`,
      ]);
      expect(result.status, result.stderr).toBe(0);
      const conf = readFileSync(path.join(out, "nginx.conf"), "utf8");
      expect(conf).toContain(`include ${path.join(out, "security-headers.conf")};`);
      expect(conf).toContain(`pid ${out}/nginx.pid;`);
      const check = spawnSync(
        NGINX_PATH!,
        ["-t", "-p", out, "-c", path.join(out, "nginx.conf"), "-e", path.join(out, "error.log")],
        { encoding: "utf8" },
      );
      expect(check.status, check.stderr).toBe(0);
      expect(existsSync(path.join(out, "security-headers.conf"))).toBe(true);
    },
  );
});
