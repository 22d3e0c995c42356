import "server-only";

import net from "node:net";

import { SMTPServer } from "smtp-server";

import type { MailMessage, MailTransport } from "./transport";

/** A transport that keeps what it is given (unit tests that need no SMTP peer). */
export function recordingTransport(
  options: { delayMs?: number; fail?: () => boolean } = {},
): MailTransport & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    description: "memory",
    sent,
    async send(message) {
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      if (options.fail?.()) throw new Error("421 mailbox temporarily unavailable");
      sent.push(message);
    },
    close() {},
  };
}

export type ReceivedMail = { from: string; to: string[]; raw: string; messageId: string };

export type SmtpSink = {
  url: string;
  port: number;
  received: ReceivedMail[];
  /** While true the peer answers every MAIL FROM with 451 (a server that is up but refusing). */
  refusing: boolean;
  close: () => Promise<void>;
};

/** A real SMTP peer on loopback (the `smtp-server` package), recording every message. */
export async function startSmtpSink(options: { port?: number } = {}): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const sink: SmtpSink = {
    url: "",
    port: 0,
    received,
    refusing: false,
    close: async () => {},
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (sink.refusing) {
        const error = new Error("Try again later") as Error & { responseCode: number };
        error.responseCode = 451;
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          messageId: /^Message-ID:\s*(.+)$/im.exec(raw)?.[1]?.trim() ?? "",
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const address = server.server.address() as net.AddressInfo;
  sink.port = address.port;
  sink.url = `smtp://127.0.0.1:${address.port}`;
  sink.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return sink;
}

/** A loopback port with nothing listening on it (an absent SMTP peer or database). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
