// `npm run deploy:nginx -- [options]`: the nginx configuration of the documented deployment
// (docs/deploy.md) for this site's settings: site.conf (upstream, TLS, static files, proxy) and
// security-headers.conf (the headers the Node server sends, from src/lib/security-headers.ts).
// Without options it rewrites deploy/nginx/ as committed (an https:// SITE_URL, two instances).
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

import { securityHeaderOptions } from "../src/config/security-options";
import { buildSecurityHeaders } from "../src/lib/security-headers";
import { renderSecurityHeaders, renderSite } from "./lib/nginx-config.mjs";

/** The committed example's settings (the unit test renders them again and compares). */
export const EXAMPLE = {
  siteUrl: "https://www.yourcompany.in",
  root: "/srv/site/dist/client",
  instances: "3001,3002",
  headersPath: "/etc/nginx/snippets/site-security-headers.conf",
  certificate: "/etc/letsencrypt/live/www.yourcompany.in/fullchain.pem",
  key: "/etc/letsencrypt/live/www.yourcompany.in/privkey.pem",
};

export function renderDeployment(options: {
  siteUrl: string;
  root: string;
  instances: string;
  headersPath: string;
  listen?: string;
  certificate?: string;
  key?: string;
}) {
  const site = new URL(options.siteUrl);
  const headers = buildSecurityHeaders(
    securityHeaderOptions({ ...process.env, NODE_ENV: "production", SITE_URL: options.siteUrl }),
  );
  const tls =
    site.protocol === "https:"
      ? { certificate: options.certificate ?? "", key: options.key ?? "" }
      : null;
  if (tls && (!tls.certificate || !tls.key)) {
    throw new Error("An https:// site needs --certificate and --key");
  }
  return {
    "security-headers.conf": renderSecurityHeaders(headers),
    "site.conf": renderSite({
      serverName: site.hostname,
      root: options.root,
      instances: options.instances
        .split(",")
        .map((port) => port.trim())
        .filter(Boolean)
        .map((port) => (port.includes(":") ? port : `127.0.0.1:${port}`)),
      headersPath: options.headersPath,
      listen: options.listen,
      tls,
    }),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      "site-url": { type: "string", default: process.env.SITE_URL ?? EXAMPLE.siteUrl },
      root: { type: "string", default: EXAMPLE.root },
      instances: { type: "string", default: EXAMPLE.instances },
      "headers-path": { type: "string", default: EXAMPLE.headersPath },
      listen: { type: "string" },
      certificate: { type: "string" },
      key: { type: "string" },
      out: { type: "string", default: "deploy/nginx" },
    },
  });
  const siteUrl = values["site-url"]!;
  const example = siteUrl === EXAMPLE.siteUrl;
  const files = renderDeployment({
    siteUrl,
    root: values.root!,
    instances: values.instances!,
    headersPath: values["headers-path"]!,
    listen: values.listen,
    certificate: values.certificate ?? (example ? EXAMPLE.certificate : undefined),
    key: values.key ?? (example ? EXAMPLE.key : undefined),
  });
  mkdirSync(values.out!, { recursive: true });
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(path.join(values.out!, name), text);
    console.log(`wrote ${path.join(values.out!, name)}`);
  }
}
