// The environment of the production server the browser tests run against. Shared by
// playwright.config.ts (which starts the server) and scripts/test.mjs (which builds first, with
// the same settings, so the server does not rebuild inside Playwright's start-up timeout).
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

export function e2eServerEnv() {
  return {
    PORT: String(E2E_PORT),
    HOSTNAME: "127.0.0.1",
    DATABASE_URL: process.env.TEST_DATABASE_URL ?? "memory://",
    // The CTO presentation's password for e2e/presentation.spec.ts; TRUST_PROXY lets each test
    // send its own X-Forwarded-For so the lockout test never locks out the others.
    PRESENTATION_PASSWORD: "e2e-deck-password",
    TRUST_PROXY: "1",
    // Every browser test comes from one address: the per-IP limits are unit-tested instead.
    LEAD_RATE_LIMIT: "1000",
    NEWSLETTER_RATE_LIMIT: "1000",
    // A Google tag id so the consent tests can prove the tag waits for consent; the tests
    // block every request to Google, and nothing loads before a visitor accepts.
    GTAG_ID: "G-TEST1234",
    GADS_CONVERSIONS: "AW-1111111/labelA,AW-2222222/labelB",
  };
}
