// A real SMTP peer on loopback (the `smtp-server` package) that records every message: for the
// unit tests (test/mail.ts), the browser-run resilience tests and the benchmarks.
// Plain JavaScript without "server-only", so every one of those processes can load it.
import net from "node:net";

import { SMTPServer } from "smtp-server";

/**
 * @param {{ port?: number, holdDataMs?: number }} [options] holdDataMs: wait this long before
 *   accepting each message (the answer to DATA is what tells the sender it was delivered), to
 *   keep sends in flight.
 */
export async function startSmtpSink(options = {}) {
  const received = [];
  let started = 0;
  const sink = {
    url: "",
    port: 0,
    received,
    /** While true the peer answers every MAIL FROM with 451 (up, but refusing). */
    refusing: false,
    /** DATA commands begun: a message in flight counts here before it counts in `received`. */
    dataStarted: () => started,
    messageIds: () => received.map((message) => message.messageId),
    close: async () => {},
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (!sink.refusing) return callback();
      const error = Object.assign(new Error("Try again later"), { responseCode: 451 });
      callback(error);
    },
    onData(stream, session, callback) {
      started += 1;
      const chunks = [];
      stream.on("data", (chunk) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const accept = () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw,
            messageId: /^Message-ID:\s*(.+)$/im.exec(raw)?.[1]?.trim() ?? "",
          });
          callback();
        };
        if (options.holdDataMs) setTimeout(accept, options.holdDataMs);
        else accept();
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  // A sender killed mid-conversation resets its connection: smtp-server reports that as an
  // "error" event, which, unhandled, would end the process that runs the sink.
  server.on("error", () => {});
  sink.port = server.server.address().port;
  sink.url = `smtp://127.0.0.1:${sink.port}`;
  sink.close = () => new Promise((resolve) => server.close(() => resolve()));
  return sink;
}

/** A loopback port with nothing listening on it (an absent SMTP peer or database). */
export async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address();
  await new Promise((resolve) => server.close(() => resolve()));
  return port;
}
