import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { createFileTransport, headerText } from "./transport";

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The header block of the one message the file transport wrote. */
async function sentHeaders(subject: string): Promise<string> {
  dir = mkdtempSync(path.join(os.tmpdir(), "mail-headers-"));
  const transport = createFileTransport(dir);
  await transport.send({
    from: "site@aarambhtech.in",
    to: "team@aarambhtech.in",
    replyTo: "visitor@client.in",
    subject,
    text: "Body",
    html: "<p>Body</p>",
    messageId: "<outbox-1-1@aarambhtech.in>",
  });
  transport.close();
  const [file] = readdirSync(dir);
  return readFileSync(path.join(dir, file!), "utf8").split("\r\n\r\n")[0]!;
}

describe("mail headers", () => {
  it("keep an encoded word a visitor typed as literal text (a fake Bcc: line, an RTL override)", async () => {
    for (const name of [
      "Asha =?utf-8?Q?=0D=0ABcc:_x@evil.example?= Rao",
      "=?utf-8?B?4oCu?=Asha",
      "Asha =?UTF-8?b?4oCu?= Rao",
    ]) {
      const headers = await sentHeaders(`New enquiry: MVP Development from ${name}`);
      // Every encoded word left is nodemailer's own (it writes "=?UTF-8?Q?"), never the visitor's.
      const words = headers.match(/=\?[^?\s]+\?[BQbq]\?[^?\s]*\?=/g) ?? [];
      expect(words.length, name).toBeGreaterThan(0);
      for (const word of words) expect(word, name).toMatch(/^=\?UTF-8\?Q\?/);
      expect(headers).not.toMatch(/^Bcc:/im);
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("are one line without control or text-direction characters", () => {
    expect(headerText("Asha\u202E Rao\r\nBcc: x@evil.example")).toBe(
      "Asha Rao Bcc: x@evil.example",
    );
    expect(headerText("=?utf-8?B?4oCu?=")).toBe("=\u200B?utf-8?B?4oCu?\u200B=");
    expect(headerText("Plain subject")).toBe("Plain subject");
  });
});
