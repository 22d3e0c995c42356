import type { MailMessage, MailTransport } from "@/server/email/transport";

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

// The SMTP peer is shared with the browser-run tests and the benchmarks.
export {
  freePort,
  startSmtpSink,
  type ReceivedMail,
  type SmtpSink,
} from "../scripts/lib/smtp-sink.mjs";
