#!/usr/bin/env node
// `npm run audit:headers`: the Mozilla HTTP Observatory grade of the production build, offline.
//
// 1. Builds when needed (scripts/ensure-build.mjs) and serves the build on loopback.
// 2. Puts a TLS terminator in front of it on 127.0.0.1:AUDIT_PORT (default 3443) with a
//    self-signed certificate made here by `openssl`; plain HTTP on the same port gets a 301 to
//    HTTPS, as port 80 would in production.
// 3. Runs the scanner (@mdn/mdn-http-observatory, a devDependency installed without its
//    download scripts) against it, trusting only that certificate (NODE_EXTRA_CA_CERTS, scanner
//    process only) and with its HSTS preload list stubbed (scripts/observatory-offline/).
// 4. Prints grade, score and each test's result; exits 1 below A+ / 100.
//
// A benchmark run by hand, not part of `npm test`. Nothing is fetched from the network.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, readFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { ensureBuild } from "./ensure-build.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const HOST = "127.0.0.1";
const tlsPort = Number(process.env.AUDIT_PORT ?? 3443);
const appPort = Number(process.env.AUDIT_APP_PORT ?? tlsPort + 1);
const TARGET = { grade: "A+", score: 100 };

// HSTS is sent only when the site's own address is HTTPS; the default SITE_URL is. An http://
// SITE_URL is replaced by the terminator's address (a new build: it is baked into the pages).
if (!(process.env.SITE_URL ?? "https://").startsWith("https://")) {
  process.env.SITE_URL = `https://${HOST}:${tlsPort}`;
}
process.env.DATABASE_URL ??= "memory://";

function makeCertificate(directory) {
  const key = path.join(directory, "key.pem");
  const cert = path.join(directory, "cert.pem");
  const result = spawnSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "2",
      "-subj",
      `/CN=${HOST}`,
      "-addext",
      `subjectAltName=IP:${HOST},DNS:localhost`,
      "-addext",
      "basicConstraints=critical,CA:TRUE",
      "-addext",
      "keyUsage=critical,digitalSignature,keyCertSign",
      "-addext",
      "extendedKeyUsage=serverAuth",
      "-keyout",
      key,
      "-out",
      cert,
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  if (result.status !== 0) throw new Error(`openssl failed: ${result.stderr}`);
  return { key, cert };
}

/** HTTPS on `port` forwarding to the app; plain HTTP on the same port redirects to HTTPS. */
function startTerminator({ key, cert }) {
  const forward = (request, response) => {
    const upstream = http.request(
      {
        host: HOST,
        port: appPort,
        method: request.method,
        path: request.url,
        headers: {
          ...request.headers,
          "x-forwarded-for": request.socket.remoteAddress ?? "",
          "x-forwarded-proto": "https",
          "x-forwarded-host": request.headers.host ?? `${HOST}:${tlsPort}`,
        },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on("error", () => {
      response.writeHead(502).end();
    });
    request.pipe(upstream);
  };
  const tlsServer = https.createServer(
    { key: readFileSync(key), cert: readFileSync(cert) },
    forward,
  );
  const redirectServer = http.createServer((request, response) => {
    response.writeHead(301, { Location: `https://${HOST}:${tlsPort}${request.url}` }).end();
  });
  const server = net.createServer((socket) => {
    socket.once("data", (chunk) => {
      socket.pause();
      socket.unshift(chunk);
      // A TLS connection opens with a handshake record (0x16); anything else is plain HTTP.
      (chunk[0] === 0x16 ? tlsServer : redirectServer).emit("connection", socket);
      process.nextTick(() => socket.resume());
    });
    socket.on("error", () => socket.destroy());
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(tlsPort, HOST, () => resolve(server));
  });
}

async function waitForApp(child) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const up = await new Promise((resolve) => {
      http
        // It listens once its settings are checked and the database migrated: any answer will do.
        .get({ host: HOST, port: appPort, path: "/api/health" }, (response) => {
          response.resume();
          resolve(true);
        })
        .on("error", () => resolve(false));
    });
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the server did not answer within 2 minutes");
}

/** Asynchronous: the terminator answering the scanner lives in this process's event loop. */
function runScanner(cert) {
  const scanner = path.join(root, "node_modules", "@mdn", "mdn-http-observatory", "src", "scan.js");
  const child = spawn(
    process.execPath,
    ["--import", "./scripts/observatory-offline/register.mjs", scanner, `${HOST}:${tlsPort}`],
    // The scanner trusts the audit's certificate, and only this process does.
    { cwd: root, env: { ...process.env, NODE_EXTRA_CA_CERTS: cert } },
  );
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => (stdout += chunk));
  child.stderr.on("data", (chunk) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (status) => {
      if (status !== 0) reject(new Error(`the scanner failed (${status}): ${stdout}${stderr}`));
      else resolve(JSON.parse(stdout));
    });
  });
}

ensureBuild();
const temp = mkdtempSync(path.join(os.tmpdir(), "audit-headers-"));
const app = spawn(process.execPath, [path.join(root, "scripts", "start.mjs")], {
  cwd: root,
  env: { ...process.env, PORT: String(appPort), HOSTNAME: HOST, TRUST_PROXY: "1", SKIP_BUILD: "1" },
  stdio: ["ignore", "ignore", "inherit"],
});
let terminator;
let exitCode = 1;
try {
  const certificate = makeCertificate(temp);
  terminator = await startTerminator(certificate);
  await waitForApp(app);
  const { scan, tests } = await runScanner(certificate.cert);
  console.log(
    `\nMozilla HTTP Observatory, https://${HOST}:${tlsPort}/ (SITE_URL ${process.env.SITE_URL ?? "default"})\n`,
  );
  for (const [name, test] of Object.entries(tests)) {
    const modifier = test.scoreModifier > 0 ? `+${test.scoreModifier}` : String(test.scoreModifier);
    console.log(
      `  ${test.pass ? "✓" : "✗"} ${name.padEnd(30)} ${modifier.padStart(4)}  ${test.result}`,
    );
  }
  console.log(
    `\nGrade ${scan.grade}, score ${scan.score} (${scan.testsPassed}/${scan.testsQuantity} tests passed)`,
  );
  const met = scan.grade === TARGET.grade && scan.score >= TARGET.score;
  console.log(
    met
      ? `Target met: ${TARGET.grade}, ≥ ${TARGET.score}.`
      : `Below target: ${TARGET.grade}, ≥ ${TARGET.score}.`,
  );
  exitCode = met ? 0 : 1;
} catch (error) {
  console.error(`audit:headers: ${error.message}`);
} finally {
  terminator?.close();
  app.kill("SIGTERM");
  rmSync(temp, { recursive: true, force: true });
}
if (app.exitCode === null) {
  await new Promise((resolve) => {
    app.once("exit", resolve);
    setTimeout(resolve, 5000).unref();
  });
}
process.exit(exitCode);
