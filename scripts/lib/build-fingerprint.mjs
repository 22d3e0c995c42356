// What in the environment changes what the build contains (secrets and runtime-only settings stay
// out). Every build records it (astro.config.mjs writes dist/build-env.json), however it was
// started, and scripts/ensure-build.mjs rebuilds when the current environment differs.
import { createHash } from "node:crypto";

const BAKED_IN =
  /^(SITE_URL|BRAND_|FOUNDER_|CONTACT_|CAREERS_|PRIVACY_|LEGAL_|WHATSAPP_|OFFICE_|SCHEDULING_|ONBOARDING_|LINKEDIN_|X_URL|GITHUB_URL|EXPLAINER_|GTAG_ID|GADS_|PUBLIC_KEYSTATIC_)/;

export const BUILD_STAMP_FILE = "build-env.json";

/** @param {Record<string, string | undefined>} env */
export function buildFingerprint(env) {
  const hash = createHash("sha256");
  for (const key of Object.keys(env)
    .filter((name) => BAKED_IN.test(name))
    .sort()) {
    hash.update(`${key}=${env[key]}\n`);
  }
  return hash.digest("hex");
}
