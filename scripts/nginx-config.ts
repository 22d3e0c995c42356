// `npm run deploy:nginx -- [options]`: the nginx configuration of the documented deployment
// (docs/deploy.md) for this site's settings: site.conf (upstream, TLS, static files, proxy) and
// security-headers.conf (the headers the Node server sends, from src/lib/security-headers.ts);
// with --standalone also a whole nginx.conf that runs without root (docs/deploy.md "Try it on one
// machine"). Without options it rewrites deploy/nginx/ as committed (an https:// SITE_URL, two
// instances).
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

import { securityHeaderOptions } from "../src/config/security-options";
import { buildSecurityHeaders } from "../src/lib/security-headers";
import { parseCli, usageError } from "./lib/cli.mjs";
import { renderSecurityHeaders, renderSite, renderStandalone } from "./lib/nginx-config.mjs";

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
  httpListen?: string;
  certificate?: string;
  key?: string;
  /** The folder of a standalone nginx.conf (its pid, logs and temporary files). */
  standalone?: string;
}) {
  let site: URL;
  try {
    site = new URL(options.siteUrl);
  } catch {
    throw new Error(`--site-url is not an address: ${options.siteUrl}`);
  }
  if (site.protocol !== "https:" && site.protocol !== "http:") {
    throw new Error(`--site-url must start with https:// or http://: ${options.siteUrl}`);
  }
  const instances = options.instances
    .split(",")
    .map((port) => port.trim())
    .filter(Boolean)
    .map((port) => (port.includes(":") ? port : `127.0.0.1:${port}`));
  const badInstance = instances.find((address) => !/^[\w.[\]:-]+:\d{1,5}$/.test(address));
  if (instances.length === 0 || badInstance) {
    throw new Error(
      `--instances takes ports or address:port, comma-separated: ${options.instances}`,
    );
  }
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
  const siteConf = renderSite({
    serverName: site.hostname,
    origin: site.origin,
    root: options.root,
    instances,
    headersPath: options.headersPath,
    listen: options.listen,
    httpListen: options.httpListen,
    tls,
  });
  return {
    "security-headers.conf": renderSecurityHeaders(headers),
    "site.conf": siteConf,
    ...(options.standalone
      ? { "nginx.conf": renderStandalone({ prefix: options.standalone, site: siteConf }) }
      : {}),
  };
}

export const USAGE = `
Usage: npm run deploy:nginx -- [options]

Writes the nginx configuration of docs/deploy.md: site.conf and security-headers.conf (with
--standalone also nginx.conf). Without options: deploy/nginx/ as committed.

  --site-url URL        the site's address (default: SITE_URL, else ${EXAMPLE.siteUrl})
  --instances PORTS     the Node instances: ports or address:port, comma-separated (${EXAMPLE.instances})
  --root DIR            the build's client folder nginx serves files from (${EXAMPLE.root})
  --certificate FILE    the TLS certificate chain (required for an https:// site)
  --key FILE            its private key
  --listen ADDR:PORT    where the site's server block listens (443, or 80 for http://; every
                        address); an https:// site's plain-HTTP block then uses ADDR:80
  --http-listen ADDR:PORT
                        where an https:// site's plain-HTTP block (redirect, certbot) listens
  --headers-path FILE   where site.conf includes security-headers.conf from
                        (${EXAMPLE.headersPath}; with --standalone: the --out folder)
  --standalone          also a whole nginx.conf for a run without root, every path in --out:
                        nginx -p OUT -c OUT/nginx.conf -e OUT/error.log (in the
                        foreground; Ctrl-C stops it)
  --out DIR             where to write the files (default deploy/nginx)
  -h, --help            this text
`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseCli({
    usage: USAGE,
    options: {
      "site-url": { type: "string" },
      root: { type: "string" },
      instances: { type: "string" },
      "headers-path": { type: "string" },
      listen: { type: "string" },
      "http-listen": { type: "string" },
      certificate: { type: "string" },
      key: { type: "string" },
      standalone: { type: "boolean" },
      out: { type: "string" },
    },
  });
  const siteUrl = values["site-url"] ?? process.env.SITE_URL ?? EXAMPLE.siteUrl;
  const example = siteUrl === EXAMPLE.siteUrl;
  const out = path.resolve(values.out ?? "deploy/nginx");
  let files: Record<string, string>;
  try {
    files = renderDeployment({
      siteUrl,
      root: values.root ?? EXAMPLE.root,
      instances: values.instances ?? EXAMPLE.instances,
      headersPath:
        values["headers-path"] ??
        (values.standalone ? path.join(out, "security-headers.conf") : EXAMPLE.headersPath),
      listen: values.listen,
      httpListen: values["http-listen"],
      certificate: values.certificate ?? (example ? EXAMPLE.certificate : undefined),
      key: values.key ?? (example ? EXAMPLE.key : undefined),
      standalone: values.standalone ? out : undefined,
    });
  } catch (error) {
    usageError(USAGE, (error as Error).message);
  }
  mkdirSync(out, { recursive: true });
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(path.join(out, name), text);
    console.log(`wrote ${path.join(out, name)}`);
  }
  if (values.standalone) {
    const run = `nginx -p ${out} -c ${path.join(out, "nginx.conf")} -e ${path.join(out, "error.log")}`;
    console.log(`run: ${run}`);
  }
}
