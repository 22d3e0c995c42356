import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";

import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { testPostgresUrl } from "../../../test/db";
import { createRoleWithoutCreate } from "../../../test/restricted-role";
import { openDbHandle } from "../db/client";
import { parseServerEnv } from "../env";
import { checkDatabase, checkEditor, checkSiteUrl, checkSmtp, checkWebhooks } from "./checks";
import { formatResults } from "./run";

/** An SMTP server on loopback that asks for a login and refuses every password but one. */
async function startAuthSmtp(): Promise<{ port: number; close: () => Promise<void> }> {
  const server = new SMTPServer({
    authMethods: ["PLAIN", "LOGIN"],
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === "mailer" && auth.password === "right")
        return callback(null, { user: 1 });
      callback(
        Object.assign(new Error("Authentication credentials invalid"), { responseCode: 535 }),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** A port nothing listens on: bound, then released. */
async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("preflight", () => {
  let smtp: Awaited<ReturnType<typeof startAuthSmtp>>;
  let site: http.Server;
  let siteUrl: string;
  beforeAll(async () => {
    smtp = await startAuthSmtp();
    site = http.createServer((request, response) => {
      if (request.url === "/api/health") {
        response.setHeader("content-type", "application/json");
        response.end(JSON.stringify({ status: "ok", db: "ok" }));
      } else {
        response.statusCode = 404;
        response.end("not here");
      }
    });
    await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await smtp.close();
    await new Promise((resolve) => site.close(resolve));
  });

  it("says when the SMTP server refuses the credentials, and passes the right ones", async () => {
    const wrong = await checkSmtp(
      parseServerEnv({ SMTP_URL: `smtp://mailer:wrong@127.0.0.1:${smtp.port}` }),
    );
    expect(wrong).toMatchObject({ name: "smtp", ok: false });
    expect(wrong.detail).toMatch(
      /^127\.0\.0\.1:\d+: Invalid login: 535 Authentication credentials invalid/,
    );
    expect(wrong.detail).not.toContain("wrong");
    expect(wrong.fix).toMatch(/refuses the user or password in SMTP_URL/);
    const right = await checkSmtp(
      parseServerEnv({ SMTP_URL: `smtp://mailer:right@127.0.0.1:${smtp.port}` }),
    );
    expect(right).toMatchObject({
      ok: true,
      detail: expect.stringMatching(/accepts the credentials$/),
    });
    expect((await checkSmtp(parseServerEnv({}))).ok).toBe(false);
  });

  it("says which webhook does not answer", async () => {
    const port = await closedPort();
    const results = await checkWebhooks(
      parseServerEnv({
        LEAD_WEBHOOK_URLS: `${siteUrl}/hook, http://127.0.0.1:${port}/hook`,
        LEAD_WEBHOOK_SECRET: "a-long-enough-secret",
      }),
    );
    expect(results.map((result) => [result.name, result.ok])).toEqual([
      ["webhook 1", true],
      ["webhook 2", false],
    ]);
    expect(results[1]!.detail).toBe(`127.0.0.1:${port} does not answer: ECONNREFUSED`);
  });

  it("checks that SITE_URL leads to this site's health endpoint", async () => {
    expect(await checkSiteUrl(siteUrl)).toMatchObject({ ok: true });
    const port = await closedPort();
    expect(await checkSiteUrl(`http://127.0.0.1:${port}`)).toMatchObject({
      ok: false,
      detail: `http://127.0.0.1:${port}/api/health cannot be reached: ECONNREFUSED`,
    });
  });

  it("wants the editor's GitHub settings whole", () => {
    expect(checkEditor({}).ok).toBe(true);
    expect(checkEditor({ PUBLIC_KEYSTATIC_GITHUB_REPO: "aarambh/site" })).toMatchObject({
      ok: false,
      detail:
        "incomplete: PUBLIC_KEYSTATIC_GITHUB_APP_SLUG, KEYSTATIC_GITHUB_CLIENT_ID, KEYSTATIC_GITHUB_CLIENT_SECRET, KEYSTATIC_SECRET not set",
    });
  });

  it("finds the embedded database unmigrated, then current", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "preflight-"));
    try {
      const env = parseServerEnv({ DATA_DIR: dataDir });
      const before = await checkDatabase(env);
      expect(before.map((result) => [result.name, result.ok])).toEqual([
        ["database", true],
        ["database role", true],
        ["migrations", false],
      ]);
      const handle = await openDbHandle(undefined, { dataDir });
      await handle.migrate();
      await handle.close();
      const after = await checkDatabase(env);
      expect(after.at(-1)).toMatchObject({ name: "migrations", ok: true });
      expect(formatResults(after)).toMatch(/^✓ database +reachable/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it.skipIf(!testPostgresUrl())(
    "gives PostgreSQL's words for a role that may not create the schema",
    async () => {
      const role = await createRoleWithoutCreate(testPostgresUrl()!);
      try {
        const results = await checkDatabase(parseServerEnv({ DATABASE_URL: role.url }));
        const database = new URL(role.url).pathname.slice(1);
        expect(results[0]).toMatchObject({ name: "database", ok: true });
        expect(results[1]).toMatchObject({
          name: "database role",
          ok: false,
          detail: `may not create the schema: permission denied for database ${database}`,
        });
        expect(JSON.stringify(results)).not.toContain("role-password");
        const unreachable = await checkDatabase(
          parseServerEnv({ DATABASE_URL: `postgres://x@127.0.0.1:${await closedPort()}/x` }),
        );
        expect(unreachable).toEqual([
          expect.objectContaining({
            name: "database",
            ok: false,
            detail: expect.stringMatching(/^cannot connect: .*ECONNREFUSED/),
          }),
        ]);
      } finally {
        await role.drop();
      }
    },
  );
});
