import type net from "node:net";

import { SMTPServer } from "smtp-server";

/**
 * A real SMTP peer on loopback for tests that run outside Next's bundles. The app's own sink
 * (src/server/email/testing.ts) imports "server-only", which throws outside React's server
 * condition, so the Playwright process cannot load it; this is the same sink, plus a hold on DATA.
 */
export type SinkMessage = { to: string[]; messageId: string; raw: string };

export type TestSmtpSink = {
  url: string;
  port: number;
  received: SinkMessage[];
  /** DATA commands begun (a message in flight counts here before it counts in `received`). */
  dataStarted: () => number;
  messageIds: () => string[];
  close: () => Promise<void>;
};

export async function startTestSmtpSink(
  options: { holdDataMs?: number } = {},
): Promise<TestSmtpSink> {
  const received: SinkMessage[] = [];
  let started = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      started += 1;
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const finish = () => {
          received.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            messageId: /^Message-ID:\s*(.+)$/im.exec(raw)?.[1]?.trim() ?? "",
            raw,
          });
          callback();
        };
        // The answer to DATA is what tells the sender the message was accepted: holding it
        // keeps the send in flight.
        if (options.holdDataMs) setTimeout(finish, options.holdDataMs);
        else finish();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  // A sender killed mid-conversation resets its connection: smtp-server reports that as an
  // "error" event, which, unhandled, would throw in the test process.
  server.on("error", () => {});
  const { port } = server.server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    dataStarted: () => started,
    messageIds: () => received.map((message) => message.messageId),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
