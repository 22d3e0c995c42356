#!/usr/bin/env node
// `npm run screenshots`: full-page and first-screen PNGs of every route in the built sitemap (plus
// the unlocked /cto-presentation) at 375, 768, 1280 and 1920 px, in the light and the dark theme,
// written to screenshots/ (git-ignored) for a person to look at (issue 13). Builds first when
// needed, serves the production build on a free loopback port and stops it at the end.
//
//   npm run screenshots -- --routes /,/contact --widths 375,1280 --themes dark --full false
//
// Options: --routes (comma list of paths; default: every sitemap route and /cto-presentation),
// --widths (default 375,768,1280,1920), --themes (light,dark), --full (also the full page; default
// true), --out (default screenshots), --banner (comma list of paths photographed with the consent
// banner open, as on a first visit, or `all`; default: /). CHROME_PATH picks the browser (default /usr/bin/chromium).
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { chromium } from "@playwright/test";

import { e2eServerEnv } from "./e2e-env.mjs";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./lib/chromium.mjs";
import { parseCli } from "./lib/cli.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const DECK_PATH = "/cto-presentation";

const { values } = parseCli({
  usage: `
Usage: npm run screenshots -- [--routes /,/contact] [--widths 375,1280] [--themes light,dark]
                              [--full true|false] [--out DIR] [--banner /,/contact|all]

Full-page and first-screen PNGs of every route (or --routes) at each width and theme, into
screenshots/ (or --out). --banner: the paths photographed with the consent banner open (default /).
  -h, --help   this text
`,
  options: {
    routes: { type: "string" },
    widths: { type: "string", default: "375,768,1280,1920" },
    themes: { type: "string", default: "light,dark" },
    full: { type: "string", default: "true" },
    out: { type: "string", default: "screenshots" },
    banner: { type: "string", default: "/" },
  },
});

const list = (text) =>
  text
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
const widths = list(values.widths).map(Number);
const themes = list(values.themes);
if (widths.some((width) => !Number.isInteger(width) || width < 200)) {
  throw new Error(`--widths takes pixel widths, e.g. 375,1280 (got ${values.widths})`);
}
if (themes.some((theme) => theme !== "light" && theme !== "dark")) {
  throw new Error(`--themes takes light and/or dark (got ${values.themes})`);
}

/** A port nobody listens on, on the loopback interface. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl, child) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode})`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error("The server did not answer /api/health within 2 minutes");
}

/** Every page of the built sitemap, as paths, and the deck (which the sitemap leaves out). */
function sitemapRoutes() {
  const distDir = path.resolve(root, process.env.DIST_DIR || "dist");
  const xml = readFileSync(path.join(distDir, "client", "sitemap.xml"), "utf8");
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]).pathname,
  );
  return [...new Set([...paths, DECK_PATH])];
}

/** `/blog/category/x` → `blog--category--x`, `/` → `home`. */
const fileStem = (route) => route.replace(/^\/|\/$/g, "").replaceAll("/", "--") || "home";

async function unlockDeck(page, password) {
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Unlock presentation" }).click();
  await page.getByTestId("slide-counter").waitFor();
}

async function main() {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // The e2e settings: a known deck password, a Google tag id (never reached: blocked below).
  const env = { ...process.env, ...e2eServerEnv(), PORT: String(port), HOSTNAME: "127.0.0.1" };
  Object.assign(process.env, env);
  const { ensureBuild } = await import("./ensure-build.mjs");
  ensureBuild();

  const routes = values.routes ? list(values.routes) : sitemapRoutes();
  const outDir = path.resolve(root, values.out);
  mkdirSync(outDir, { recursive: true });

  const server = spawn(process.execPath, [path.join(root, "scripts", "start.mjs")], {
    cwd: root,
    env: { ...env, SKIP_BUILD: "1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  let written = 0;
  try {
    await waitForHealth(baseUrl, server);
    for (const theme of themes) {
      // The system setting and the stored choice both say `theme`; consent is answered so the
      // banner does not sit on every picture (it is photographed on --banner routes only).
      const context = await browser.newContext({ colorScheme: theme, baseURL: baseUrl });
      // Google's hosts only (a path such as /google-ads-marketing is ours).
      await context.route(/^https?:\/\/[^/]*(google|doubleclick)[^/]*\//, (route) => route.abort());
      await context.addInitScript((value) => {
        try {
          localStorage.setItem("theme", value);
        } catch {
          // Storage blocked: the colour scheme alone decides.
        }
      }, theme);
      const page = await context.newPage();
      for (const route of routes) {
        const withBanner = values.banner === "all" || list(values.banner).includes(route);
        for (const width of widths) {
          await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
          await context.clearCookies();
          if (!withBanner) {
            await context.addCookies([
              {
                name: "site_consent",
                value: `v1.a0.f0.m0.${Math.floor(Date.now() / 1000)}`,
                url: baseUrl,
              },
            ]);
          }
          await page.goto(route, { waitUntil: "networkidle" });
          if (route === DECK_PATH && (await page.getByTestId("slide-counter").count()) === 0) {
            await unlockDeck(page, env.PRESENTATION_PASSWORD);
          }
          await page.evaluate(() => document.fonts.ready);
          const stem = `${fileStem(route)}@${width}-${theme}`;
          await page.screenshot({ path: path.join(outDir, `${stem}-screen.png`) });
          written += 1;
          if (values.full !== "false") {
            // The whole page as a visitor who has scrolled through it sees it: lazy images loaded,
            // reveal-on-scroll content in place (it moves with the scroll position, which a
            // full-page capture does not change).
            await page.emulateMedia({ reducedMotion: "reduce" });
            await page.evaluate(async () => {
              const images = [...document.querySelectorAll("img[loading='lazy']")];
              for (const image of images) image.loading = "eager";
              await Promise.all(
                images.map((image) =>
                  image.complete
                    ? null
                    : new Promise((resolve) => {
                        image.addEventListener("load", resolve, { once: true });
                        image.addEventListener("error", resolve, { once: true });
                      }),
                ),
              );
            });
            await page.screenshot({ path: path.join(outDir, `${stem}-full.png`), fullPage: true });
            await page.emulateMedia({ reducedMotion: null });
            written += 1;
          }
        }
      }
      await context.close();
    }
  } finally {
    await browser.close();
    server.kill("SIGTERM");
  }
  console.log(`${written} screenshots in ${path.relative(root, outDir)}/`);
}

await main();
