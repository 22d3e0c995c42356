import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

import type { APIContext } from "astro";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";

import { openDbHandle } from "@/server/db/client";
import { testPostgresUrl } from "../../../../test/db";
import { freePort } from "../../../../test/mail";

/**
 * The route as the server runs it: settings from the environment, the process's database handle
 * and mail transport. Each test loads the modules afresh with its own environment.
 */
const lead = {
  name: "Meera Iyer",
  email: "meera@iyer-clinics.example",
  phone: "+91 91234 56789",
  serviceType: "AI Automation",
  requirements: "Automate appointment reminders <b>today</b>",
};

async function loadRoute(env: Record<string, string>) {
  vi.resetModules();
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  const route = await import("../leads");
  const client = await import("@/server/db/client");
  return {
    POST: (request: Request) => route.POST({ request } as APIContext) as Promise<Response>,
    closeDb: client.closeDb,
    getDb: client.getDb,
  };
}

const request = (body: unknown) =>
  new Request("http://127.0.0.1/api/leads", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.77" },
    body: JSON.stringify(body),
  });

let close: (() => Promise<void>)[] = [];
afterEach(async () => {
  // A pool connection leaked by a failed transaction would make closeDb() hang here.
  for (const step of close.reverse()) await step();
  close = [];
  vi.unstubAllEnvs();
});

describe("src/pages/api/leads.ts", () => {
  it("is rendered on demand, stores the enquiry and the workers write both messages as .eml files without SMTP", async () => {
    const mailDir = mkdtempSync(path.join(os.tmpdir(), "mail-"));
    const { POST, closeDb, getDb } = await loadRoute({
      DATABASE_URL: "memory://",
      MAIL_DIR: mailDir,
    });
    close.push(closeDb);
    // The process's workers, as the server starts them.
    const { getJobQueue } = await import("@/server/jobs/lifecycle");
    const { getMailTransport } = await import("@/server/email/transport");
    const { startWorkers } = await import("@/server/jobs/workers");
    await startWorkers(await getDb(), await getJobQueue(), {
      mail: { transport: getMailTransport(), sender: () => ({ secret: undefined }) },
    });
    const route = await import("../leads");
    expect(route.prerender).toBe(false);
    const response = await POST(request(lead));
    expect(response.status).toBe(201);
    // The answer does not wait for the mail; the request woke the workers, which send it now.
    const emls = () => readdirSync(mailDir).filter((file) => file.endsWith(".eml"));
    await expect.poll(() => emls().length, { timeout: 5_000 }).toBe(2);
    const files = emls();
    const contents = files.map((file) => readFileSync(path.join(mailDir, file), "utf8")).join("\n");
    expect(contents).toContain("meera@iyer-clinics.example");
    // The visitor's markup arrives escaped in the HTML part.
    expect(contents).toContain("&lt;b&gt;today&lt;/b&gt;");
  });

  it("answers 503 while the database server is unreachable, and the process stays up", async () => {
    const { POST, closeDb } = await loadRoute({
      DATABASE_URL: "postgres://postgres@127.0.0.1:1/test",
      MAIL_DIR: mkdtempSync(path.join(os.tmpdir(), "mail-")),
    });
    close.push(closeDb);
    for (let i = 0; i < 2; i += 1) {
      const response = await POST(request(lead));
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("30");
      expect(await response.json()).toEqual({ error: expect.stringMatching(/temporarily/) });
    }
  });

  it("answers every other method with 405 and the Allow header", async () => {
    const route = await import("../leads");
    const response = await route.ALL({
      request: new Request("http://127.0.0.1/api/leads"),
    } as APIContext);
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
  });

  const postgresUrl = testPostgresUrl();
  it.skipIf(!postgresUrl)(
    "recovers by itself when the database server comes back",
    async () => {
      // A database of its own, reached through a TCP relay this test switches on and off.
      const name = `recover_${randomBytes(5).toString("hex")}`;
      const admin = await openDbHandle(postgresUrl);
      await admin.db.execute(sql.raw(`create database "${name}"`));
      close.push(async () => {
        await admin.db.execute(sql.raw(`drop database if exists "${name}" with (force)`));
        await admin.close();
      });
      const target = new URL(postgresUrl!);
      const port = await freePort();
      const sockets = new Set<net.Socket>();
      let relay: net.Server | undefined;
      const relayUp = () =>
        new Promise<void>((resolve) => {
          relay = net.createServer((socket) => {
            const upstream = net.connect(Number(target.port || 5432), target.hostname);
            sockets.add(socket).add(upstream);
            socket.pipe(upstream).pipe(socket);
            const end = () => {
              socket.destroy();
              upstream.destroy();
            };
            socket.on("error", end).on("close", end);
            upstream.on("error", end).on("close", end);
          });
          relay.listen(port, "127.0.0.1", () => resolve());
        });
      const relayDown = () =>
        new Promise<void>((resolve) => {
          for (const socket of sockets) socket.destroy();
          sockets.clear();
          if (!relay) return resolve();
          relay.close(() => resolve());
        });
      close.push(relayDown);

      const url = new URL(postgresUrl!);
      url.port = String(port);
      url.pathname = `/${name}`;
      const { POST, closeDb } = await loadRoute({
        DATABASE_URL: url.toString(),
        MAIL_DIR: mkdtempSync(path.join(os.tmpdir(), "mail-")),
      });
      close.push(closeDb);

      expect((await POST(request(lead))).status).toBe(503);
      await relayUp();
      expect((await POST(request(lead))).status).toBe(201);
      // The server goes away with connections open, then comes back.
      await relayDown();
      expect((await POST(request(lead))).status).toBe(503);
      await relayUp();
      let status = 0;
      for (let i = 0; i < 3 && status !== 201; i += 1) status = (await POST(request(lead))).status;
      expect(status).toBe(201);
    },
    60_000,
  );
});
