import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";

import type { APIContext } from "astro";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, expect, it, vi } from "vitest";

import { leadRequestSchema, leadSchema } from "@/features/leads/schema";
import { SERVICE_TYPES } from "@content/schemas/service-types";

import { openDbHandle, queryRows, type Db } from "../db/client";
import { createTestDb, describeEachDatabase, type TestDb } from "../../../test/db";
import { sendQueuedMail } from "../../../test/jobs";
import { recordingTransport } from "../../../test/mail";
import { handleLeadRequest } from "../leads/lead-endpoint";
import { hashPassword } from "../presentation/password";

/**
 * Issue 8: generated garbage against the two public POST endpoints. Whatever arrives, the answer
 * is a 2xx or 4xx with a JSON body (never a 500), and afterwards every stored enquiry satisfies
 * the shared schema and has its two outbox rows. Fixed seeds: a failure prints its seed and path
 * and replays the same way.
 */
const LEAD_RUNS = 3500;
const DECK_RUNS = 1500;
const LEAD_SEED = 20_300_801;
const DECK_SEED = 20_300_802;
const T0 = new Date("2030-08-01T00:00:00.000Z").getTime();

// ---------------------------------------------------------------------------------------------
// Building blocks

/** Strings people and bots send: control characters, NUL, lone surrogates, RTL, emoji, SQL. */
const nasty = fc.constantFrom(
  "",
  " ",
  "\u0000",
  "Asha\u0000Rao",
  "\u0000\u0000",
  "\ud800",
  "ab\udfff",
  "\u200b\u200b",
  "\u202eevil",
  "\t\r\n",
  "\ufeffBOM",
  "👩‍👩‍👧‍👦👩‍👩‍👧‍👦",
  "<script>alert(1)</script>",
  "'; drop table contact_submissions; --",
  "\\",
  "%00",
  "null",
  "Ünïcödé Çømpåny",
  "李小龙",
);
/** Long strings around and far past the limits (100, 120, 254, 5000, and the 32 KB body). */
const huge = fc
  .tuple(
    fc.string({ minLength: 1, maxLength: 3, unit: "binary" }),
    fc.oneof(
      fc.constantFrom(99, 100, 101, 119, 120, 121, 253, 254, 255, 4999, 5000, 5001),
      fc.integer({ min: 90, max: 40_000 }),
    ),
  )
  .map(([unit, length]) => unit.repeat(length).slice(0, length));
const text = fc.oneof(
  fc.string({ maxLength: 40, unit: "binary" }),
  fc.string({ maxLength: 40, unit: "grapheme" }),
  nasty,
  { arbitrary: huge, weight: 1 },
);
const wrongType = fc.oneof(
  fc.constant(null),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);
/** Mostly a plausible value, sometimes any text, a wrong type or a missing key. */
const field = (plausible: fc.Arbitrary<unknown>, weight = 24) =>
  fc.oneof(
    { arbitrary: plausible, weight },
    { arbitrary: text, weight: 1 },
    { arbitrary: wrongType, weight: 1 },
    { arbitrary: fc.constant(undefined), weight: 1 },
  );
const optionalText = (max: number) =>
  fc.oneof(
    fc.constant(""),
    fc.constant(null),
    fc.constant(undefined),
    fc.string({ maxLength: Math.min(max, 60), unit: "grapheme" }),
  );

const names = fc.oneof(
  fc.constantFrom("Asha Rao", "  Vikram Shah ", "José Álvarez", "O'Brien-Smith", "李小龙", "Zoë"),
  fc.string({ minLength: 2, maxLength: 60, unit: "grapheme" }),
);
const emails = fc.oneof(
  {
    arbitrary: fc
      .tuple(
        fc.stringMatching(/^[a-z0-9]{1,8}([._+-][a-z0-9]{1,6}){0,2}$/),
        fc.constantFrom("client.example", "firm.co.in", "x.example"),
      )
      .map(([local, domain]) => `${local}@${domain}`),
    weight: 6,
  },
  // RFC-valid addresses, many of which the schema's practical rule refuses (422).
  { arbitrary: fc.emailAddress(), weight: 2 },
  {
    arbitrary: fc.constantFrom(" padded@client.example ", "UPPER@CLIENT.EXAMPLE", "no-at-sign"),
    weight: 1,
  },
);
const phones = fc.oneof(
  { arbitrary: fc.stringMatching(/^\+?[0-9]{3}[ -]?[0-9]{4}[0-9 ()./-]{3,12}$/), weight: 6 },
  {
    arbitrary: fc.constantFrom("+91 98765 43210", "(020) 7946 0000", "12345", "+91 4321x"),
    weight: 1,
  },
);
const serviceTypes = fc.oneof(
  { arbitrary: fc.constantFrom(...SERVICE_TYPES), weight: 8 },
  { arbitrary: fc.constantFrom("mvp", "", "MVP development", "General Consultation "), weight: 1 },
);
// A few fixed ids make replays (200) happen; the rest are new, malformed or of the wrong type.
const REPLAYED_IDS = [
  "6f1c1a52-9b8e-4d43-9d4e-0a2f4c1f7a10",
  "0b6b7a3e-52a9-4f0e-8f7b-2c9d8e1a4b21",
  "A3B5C7D9-1E2F-4A3B-8C4D-5E6F7A8B9C0D",
];
const submissionIds = fc.oneof(
  { arbitrary: fc.constant(undefined), weight: 3 },
  { arbitrary: fc.uuid(), weight: 4 },
  { arbitrary: fc.constantFrom(...REPLAYED_IDS), weight: 2 },
  {
    arbitrary: fc.constantFrom(
      "not-a-uuid",
      "",
      "{6f1c1a52-9b8e-4d43-9d4e-0a2f4c1f7a10}",
      "00000000-0000-0000-0000-000000000000",
      "6f1c1a52-9b8e-4d43-9d4e-0a2f4c1f7a1",
    ),
    weight: 1,
  },
  { arbitrary: wrongType, weight: 1 },
);
const honeypots = fc.oneof(
  { arbitrary: fc.constant(undefined), weight: 8 },
  { arbitrary: fc.constantFrom("", "   ", "https://spam.example"), weight: 2 },
  { arbitrary: text, weight: 1 },
  { arbitrary: wrongType, weight: 1 },
);
const extraKeys = fc.oneof(
  { arbitrary: fc.constant({}), weight: 6 },
  {
    arbitrary: fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), {
      maxKeys: 4,
    }),
    weight: 2,
  },
  {
    arbitrary: fc.constantFrom(
      { emailSent: true, email_sent: true, id: "00000000-0000-0000-0000-000000000001" },
      JSON.parse('{"__proto__": {"admin": true}, "constructor": {"prototype": {}}}') as object,
      { createdAt: "1970-01-01T00:00:00Z", status: "sent" },
    ),
    weight: 1,
  },
);

const leadObject = fc
  .record({
    name: field(names),
    email: field(emails),
    phone: field(phones),
    company: field(optionalText(120), 16),
    location: field(optionalText(120), 16),
    serviceType: field(serviceTypes),
    requirements: field(fc.oneof(optionalText(5000), huge), 16),
    submissionId: submissionIds,
    website: honeypots,
    extra: extraKeys,
  })
  .map(({ extra, ...lead }) => ({ ...extra, ...lead }));

/** The request body as bytes on the wire: JSON of a lead, any JSON, or not JSON at all. */
const leadBody: fc.Arbitrary<string | Uint8Array> = fc.oneof(
  { arbitrary: leadObject.map((lead) => JSON.stringify(lead)), weight: 24 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)), weight: 2 },
  {
    arbitrary: fc.tuple(leadObject, fc.nat()).map(([lead, cut]) => {
      const json = JSON.stringify(lead);
      return json.slice(0, cut % Math.max(1, json.length));
    }),
    weight: 1,
  },
  {
    arbitrary: fc.oneof(
      fc.string({ maxLength: 200, unit: "binary" }),
      fc.constantFrom("", "   ", "{", '{"name": NaN}', "\ufeff{}", "[1,]", "nul", "\u0000"),
      fc.constantFrom("[".repeat(5000) + "]".repeat(5000), `{"a":${"[".repeat(3000)}`),
    ),
    weight: 2,
  },
  { arbitrary: fc.uint8Array({ maxLength: 300 }), weight: 1 },
);

const contentTypes = fc.oneof(
  { arbitrary: fc.constant("application/json"), weight: 20 },
  {
    arbitrary: fc.constantFrom(
      "application/json; charset=utf-8",
      "APPLICATION/JSON",
      "application/vnd.api+json",
      "application/jsonx",
      "text/plain",
      "text/html",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=xyz",
      "",
      undefined,
    ),
    weight: 3,
  },
);
/** Mostly one address per request (so the limit of 5 per 10 minutes rarely answers), some on one. */
const clientIps = fc.oneof(
  { arbitrary: fc.ipV4(), weight: 6 },
  { arbitrary: fc.ipV6(), weight: 2 },
  { arbitrary: fc.constant("203.0.113.5"), weight: 2 },
  {
    arbitrary: fc.constantFrom(undefined, "", "unknown", "10.0.0.1, 198.51.100.7", " , "),
    weight: 1,
  },
);
const userAgents = fc.option(fc.string({ maxLength: 600, unit: "grapheme-ascii" }), {
  nil: undefined,
});
const contentLengths = fc.oneof(
  { arbitrary: fc.constant(undefined), weight: 12 },
  { arbitrary: fc.constantFrom("abc", "-1", "0", "99999999", "1e3"), weight: 1 },
);

type Wire = {
  body: string | Uint8Array;
  contentType: string | undefined;
  ip: string | undefined;
  userAgent: string | undefined;
  contentLength: string | undefined;
};

const headersOf = (wire: Wire) => {
  const headers = new Headers();
  if (wire.contentType !== undefined) headers.set("content-type", wire.contentType);
  if (wire.ip !== undefined) headers.set("x-forwarded-for", wire.ip);
  if (wire.userAgent !== undefined) headers.set("user-agent", wire.userAgent);
  if (wire.contentLength !== undefined) headers.set("content-length", wire.contentLength);
  return headers;
};

/** 2xx or 4xx, never 5xx, and a JSON body. */
async function expectJsonAnswer(response: Response): Promise<unknown> {
  expect(
    (response.status >= 200 && response.status < 300) ||
      (response.status >= 400 && response.status < 500),
    `status ${response.status}`,
  ).toBe(true);
  expect(response.headers.get("content-type") ?? "").toMatch(/^application\/json/);
  const raw = await response.text();
  return JSON.parse(raw) as unknown;
}

function parsedJson(body: string | Uint8Array): { ok: true; value: unknown } | { ok: false } {
  try {
    // As the server reads it: bytes that are not UTF-8 are refused, never replaced with U+FFFD.
    // (A string travels as UTF-8, a lone surrogate in it as U+FFFD, as fetch encodes it.)
    const text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(
      Buffer.from(body),
    );
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

// ---------------------------------------------------------------------------------------------

const DECK_PASSWORD = "Deck pass 2030 ✓";
let deckHash: string;
beforeAll(async () => {
  // A cheap scrypt cost: 1,500 checks must not take minutes.
  deckHash = await hashPassword(DECK_PASSWORD, { N: 1024, r: 8, p: 1 });
});

describeEachDatabase("fuzzing the public POST endpoints", (url) => {
  let test: TestDb;
  beforeAll(async () => {
    test = await createTestDb(url);
  }, 120_000);
  afterAll(() => test.close());

  it(`POST /api/leads: ${LEAD_RUNS} generated requests, no 5xx, every stored row valid`, async () => {
    const db: Db = test.db;
    let clock = T0;
    let sends = 0;
    // Every fourth send fails, so some enquiries wait in the outbox like in real life.
    const transport = recordingTransport({ fail: () => (sends += 1) % 4 === 0 });
    const created = new Set<string>();
    const honeypotIds = new Set<string>();
    const statuses = new Map<number, number>();

    await fc.assert(
      fc.asyncProperty(
        fc.record({
          body: leadBody,
          contentType: contentTypes,
          ip: clientIps,
          userAgent: userAgents,
          contentLength: contentLengths,
        }),
        async (wire: Wire) => {
          clock += 2000;
          const request = new Request("http://127.0.0.1/api/leads", {
            method: "POST",
            headers: headersOf(wire),
            body: wire.body as BodyInit,
          });
          const response = await handleLeadRequest(request, {
            db: async () => db,
            now: () => new Date(clock),
          });
          const answer = (await expectJsonAnswer(response)) as Record<string, unknown>;
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);

          // What the shared schema says about the body decides between accepted and 422.
          const json = parsedJson(wire.body);
          const verdict = json.ok ? leadRequestSchema.safeParse(json.value) : undefined;
          if (response.status === 201 || response.status === 200) {
            expect(verdict?.success).toBe(true);
            expect(answer).toEqual({ id: expect.any(String), submissionId: expect.any(String) });
          }
          if (response.status === 422) {
            expect(verdict?.success).toBe(false);
            expect(answer.fieldErrors).toBeTypeOf("object");
          }
          if (response.status === 201) {
            const honeypot = verdict?.success && (verdict.data.website ?? "").trim() !== "";
            (honeypot ? honeypotIds : created).add(answer.id as string);
          }
        },
      ),
      { numRuns: LEAD_RUNS, seed: LEAD_SEED },
    );

    // The run covered every kind of answer.
    for (const status of [200, 201, 400, 413, 415, 422, 429]) {
      expect(statuses.get(status) ?? 0, `answers with ${status}`).toBeGreaterThan(0);
    }

    // The endpoint queues the mail and answers; the queue's worker sends it (every fourth
    // send fails and waits for its retry, like in real life).
    await sendQueuedMail(db, transport);
    type Stored = {
      id: string;
      name: string;
      email: string;
      phone: string;
      company: string | null;
      location: string | null;
      service_type: string;
      requirements: string | null;
      email_sent: boolean;
      submission_id: string;
    };
    const rows = await queryRows<Stored>(
      db,
      sql`select id, name, email, phone, company, location, service_type, requirements,
              email_sent, submission_id from contact_submissions`,
    );
    expect(new Set(rows.map((row) => row.id))).toEqual(created);
    for (const id of honeypotIds) expect(created.has(id)).toBe(false);
    for (const row of rows) {
      const stored = {
        name: row.name,
        email: row.email,
        phone: row.phone,
        company: row.company,
        location: row.location,
        serviceType: row.service_type,
        requirements: row.requirements,
      };
      const reparsed = leadSchema.safeParse(stored);
      expect(reparsed.success, `row ${row.id}: ${JSON.stringify(reparsed.error?.issues)}`).toBe(
        true,
      );
      // Stored already normalised: trimmed, empty optional fields null.
      expect(reparsed.data).toEqual(stored);
    }

    const outbox = await queryRows<{
      submission_id: string;
      kind: string;
      recipient: string;
      status: string;
    }>(db, sql`select submission_id, kind, recipient, status from email_outbox`);
    expect(outbox).toHaveLength(2 * rows.length);
    const bySubmission = new Map<string, typeof outbox>();
    for (const message of outbox) {
      bySubmission.set(message.submission_id, [
        ...(bySubmission.get(message.submission_id) ?? []),
        message,
      ]);
    }
    for (const row of rows) {
      const messages = bySubmission.get(row.submission_id) ?? [];
      expect(messages.map((message) => message.kind).sort()).toEqual([
        "lead-acknowledgement",
        "lead-notification",
      ]);
      expect(messages.find((m) => m.kind === "lead-acknowledgement")?.recipient).toBe(row.email);
      // email_sent says exactly whether the team's notification went out; a client cannot set it.
      const notification = messages.find((m) => m.kind === "lead-notification");
      expect(row.email_sent).toBe(notification?.status === "sent");
    }
  }, 180_000);

  describeDeck(url);
});

/** POST /api/presentation/session as the server runs it, on its own database for this driver. */
function describeDeck(url: string) {
  let POST: (request: Request) => Promise<Response>;
  let closeRouteDb: () => Promise<void> = async () => {};
  let countLog: () => Promise<{ all: number; success: number }>;
  let dropDatabase = async () => {};

  beforeAll(async () => {
    let deckUrl = "memory://";
    if (url !== "memory://") {
      const name = `fuzz_${randomBytes(5).toString("hex")}`;
      const admin = await openDbHandle(url);
      await admin.db.execute(sql.raw(`create database "${name}"`));
      dropDatabase = async () => {
        await admin.db.execute(sql.raw(`drop database if exists "${name}" with (force)`));
        await admin.close();
      };
      const target = new URL(url);
      target.pathname = `/${name}`;
      deckUrl = target.toString();
    }
    vi.resetModules();
    vi.stubEnv("DATABASE_URL", deckUrl);
    vi.stubEnv("PRESENTATION_PASSWORD_HASH", deckHash);
    vi.stubEnv("SESSION_SECRET", randomBytes(24).toString("hex"));
    vi.stubEnv("DATA_DIR", mkdtempSync(path.join(os.tmpdir(), "deck-fuzz-")));
    const route = await import("@/pages/api/presentation/session");
    const client = await import("../db/client");
    POST = (request) => route.POST({ request } as APIContext) as Promise<Response>;
    closeRouteDb = client.closeDb;
    countLog = async () => {
      const [row] = await queryRows<{ all: number; success: number }>(
        await client.getDb(),
        sql`select count(*)::int as all, (count(*) filter (where success))::int as success
            from presentation_access_log`,
      );
      return row!;
    };
  }, 120_000);
  afterAll(async () => {
    await closeRouteDb();
    await dropDatabase();
    vi.unstubAllEnvs();
  });

  it(`POST /api/presentation/session: ${DECK_RUNS} generated requests, no 5xx, every attempt logged`, async () => {
    const passwords = fc.oneof(
      {
        arbitrary: fc.constantFrom(
          DECK_PASSWORD,
          `  ${DECK_PASSWORD}\n`,
          DECK_PASSWORD.normalize("NFD"),
        ),
        weight: 2,
      },
      { arbitrary: text, weight: 6 },
      { arbitrary: fc.constantFrom("", "   ", DECK_PASSWORD.toUpperCase()), weight: 1 },
      { arbitrary: wrongType, weight: 1 },
    );
    const deckBody: fc.Arbitrary<string | Uint8Array> = fc.oneof(
      {
        arbitrary: fc
          .tuple(passwords, extraKeys)
          .map(([password, extra]) => JSON.stringify({ ...extra, password })),
        weight: 12,
      },
      { arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)), weight: 2 },
      {
        arbitrary: fc.oneof(
          fc.string({ maxLength: 200, unit: "binary" }),
          fc.constantFrom("", "{", '{"password": }', "\ufeff{}", "[]", "null"),
        ),
        weight: 2,
      },
      { arbitrary: fc.uint8Array({ maxLength: 300 }), weight: 1 },
    );
    const deckIps = fc.oneof(
      { arbitrary: fc.ipV4(), weight: 6 },
      { arbitrary: fc.constantFrom("203.0.113.5", "203.0.113.6"), weight: 3 },
      { arbitrary: fc.constantFrom(undefined, "unknown", "10.0.0.1, 198.51.100.7"), weight: 1 },
    );
    const statuses = new Map<number, number>();
    const before = await countLog();

    await fc.assert(
      fc.asyncProperty(
        fc.record({
          body: deckBody,
          contentType: contentTypes,
          ip: deckIps,
          userAgent: userAgents,
          contentLength: fc.constant(undefined),
        }),
        async (wire: Wire) => {
          const request = new Request("http://127.0.0.1/api/presentation/session", {
            method: "POST",
            headers: headersOf(wire),
            body: wire.body as BodyInit,
          });
          const response = await POST(request);
          const answer = (await expectJsonAnswer(response)) as Record<string, unknown>;
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          expect(answer.success).toBe(response.status === 200);
          if (response.status === 200) {
            expect(response.headers.get("set-cookie")).toMatch(/HttpOnly/i);
          } else {
            expect(response.headers.get("set-cookie")).toBeNull();
            expect(answer.error).toBeTypeOf("string");
          }
        },
      ),
      { numRuns: DECK_RUNS, seed: DECK_SEED },
    );

    for (const status of [200, 400, 401, 415, 429]) {
      expect(statuses.get(status) ?? 0, `answers with ${status}`).toBeGreaterThan(0);
    }
    // Every checked attempt (200, 401, 429) is logged, successes exactly as answered.
    const after = await countLog();
    const checked = [200, 401, 429].reduce((sum, status) => sum + (statuses.get(status) ?? 0), 0);
    expect(after.all - before.all).toBe(checked);
    expect(after.success - before.success).toBe(statuses.get(200));
  }, 180_000);
}
