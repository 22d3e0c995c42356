import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";

import nodemailer from "nodemailer";

import { siteConfig } from "@/config/site";

import { serverEnv } from "../env";
import { oneLine } from "./templates";
import { processSingleton } from "../runtime";

/** One message as the outbox stores it. */
export type MailMessage = {
  from: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html: string;
  /** An iCalendar invitation: the text/calendar alternative, with the METHOD it carries. */
  calendar?: string | null;
  /** Stable per outbox row, so a receiver can tell a retried message from a new one. */
  messageId: string;
};

export type MailTransport = {
  /** What the start-up log says about where mail goes. */
  description: string;
  send(message: MailMessage): Promise<void>;
  close(): void;
};

/** Bounds on every SMTP step, so that a stuck peer never holds a send for long. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * A header's text as it goes out: one line without control or text-direction characters, and no
 * RFC 2047 encoded word. Nodemailer passes an ASCII "=?utf-8?Q?=0D=0ABcc:…?=" through as written,
 * and the reader's mail program would decode it into a right-to-left override or a fake "Bcc:"
 * line; an invisible zero-width space after each "=" of "=?" and "?=" keeps it literal text (and,
 * being non-ASCII, makes nodemailer encode the whole header itself).
 */
export function headerText(value: string): string {
  return oneLine(value).replace(/=(?=\?)|\?(?==)/g, "$&\u200B");
}

function toNodemailer(message: MailMessage) {
  return {
    from: message.from,
    to: message.to,
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    subject: headerText(message.subject),
    text: message.text,
    html: message.html,
    messageId: message.messageId,
    ...(message.calendar
      ? {
          icalEvent: {
            method: /^METHOD:(\w+)/m.exec(message.calendar)?.[1] ?? "PUBLISH",
            content: message.calendar,
          },
        }
      : {}),
  };
}

/** SMTP through nodemailer with a small connection pool. */
export function createSmtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 5,
    ...SMTP_TIMEOUTS,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  const target = new URL(url);
  return {
    description: `SMTP ${target.hostname}:${target.port || (target.protocol === "smtps:" ? 465 : 587)}`,
    async send(message) {
      await transporter.sendMail(toNodemailer(message));
    },
    close: () => transporter.close(),
  };
}

/**
 * No SMTP server configured: every message becomes one .eml file in `dir`, named by the time and
 * its Message-ID. A message whose file is already there is not written again, so this transport
 * delivers exactly once even when a send is repeated after a crash (SMTP cannot promise that).
 */
export function createFileTransport(dir: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true });
  let made = false;
  return {
    description: `files in ${dir}`,
    async send(message) {
      if (!made) {
        mkdirSync(dir, { recursive: true });
        made = true;
      }
      const key = `-${message.messageId.replace(/[^A-Za-z0-9.-]/g, "_")}.eml`;
      if (readdirSync(dir).some((name) => name.endsWith(key))) return;
      const info = (await transporter.sendMail(toNodemailer(message))) as { message: Buffer };
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      writeFileSync(path.join(dir, `${stamp}${key}`), info.message);
    },
    close: () => transporter.close(),
  };
}

/** The sender address: MAIL_FROM, or the brand name with the configured contact address. */
export function mailFrom(): string {
  const configured = serverEnv().MAIL_FROM;
  if (configured) return configured;
  return `"${headerText(siteConfig.brand.name).replace(/["\\]/g, "")}" <${siteConfig.emails.contact}>`;
}

/** Host part for Message-IDs. */
export function mailDomain(): string {
  return siteConfig.emails.contact.split("@")[1] ?? "localhost";
}

/** The process's mail transport from SMTP_URL, or the file transport when it is unset. */
export function getMailTransport(): MailTransport {
  return processSingleton("mail.transport", () => {
    const env = serverEnv();
    return env.SMTP_URL
      ? createSmtpTransport(env.SMTP_URL)
      : createFileTransport(path.resolve(env.MAIL_DIR ?? path.join(env.dataDir, "mail")));
  });
}
