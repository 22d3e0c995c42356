import { readFileSync } from "node:fs";
import path from "node:path";

import { type NextRequest, NextResponse } from "next/server";

import { securityHeaderOptions } from "@/config/security-options";
import { type CspManifest, parseCspManifest, scriptPolicyFor } from "@/lib/csp-manifest";
import { buildContentSecurityPolicy } from "@/lib/security-headers";

/**
 * Each page's Content-Security-Policy (docs/decisions/0002-content-security-policy.md):
 * a prerendered page gets the hashes of its own inline scripts from the build's manifest and
 * stays static; a page rendered per request gets a fresh nonce, which Next reads from the
 * request's policy and stamps on its scripts. Every other header comes from next.config.ts.
 */

const options = securityHeaderOptions();

let manifest: CspManifest | null | undefined;

function loadManifest(): CspManifest | null {
  if (manifest !== undefined) return manifest;
  const distDir = path.join(process.cwd(), ".next");
  try {
    const loaded = parseCspManifest(readFileSync(path.join(distDir, "csp-manifest.json"), "utf8"));
    const buildId = readFileSync(path.join(distDir, "BUILD_ID"), "utf8").trim();
    if (loaded.buildId !== buildId) throw new Error(`it belongs to build ${loaded.buildId}`);
    manifest = loaded;
  } catch (error) {
    // Prerendered pages will not hydrate: say why, once. `npm start` and `npm run build` write it.
    console.error(
      `CSP: no current .next/csp-manifest.json (${(error as Error).message}); run node scripts/csp-manifest.mjs`,
    );
    manifest = null;
  }
  return manifest;
}

function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Buffer.from(bytes).toString("base64");
}

export function proxy(request: NextRequest) {
  // `next dev` has no manifest and needs inline scripts and eval: its policy says so.
  const policy = options.production
    ? scriptPolicyFor(loadManifest(), request.nextUrl.pathname)
    : { scriptHashes: [], nonce: false };
  const nonce = policy.nonce ? newNonce() : undefined;
  const csp = buildContentSecurityPolicy({ ...options, scriptHashes: policy.scriptHashes, nonce });

  if (!nonce) {
    const response = NextResponse.next();
    response.headers.set("Content-Security-Policy", csp);
    return response;
  }
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("Content-Security-Policy", csp);
  requestHeaders.set("x-nonce", nonce);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", csp);
  return response;
}

export const config = {
  matcher: [
    {
      // Pages only: API answers, build assets and files keep next.config.ts's baseline policy,
      // which allows no inline script at all.
      source: "/((?!api/|_next/static|_next/image|.*\\.[A-Za-z0-9]+$).*)",
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
      ],
    },
  ],
};
