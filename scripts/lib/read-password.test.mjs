import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";

import { readPassword } from "./read-password.mjs";

function fakeTerminal() {
  const input = new PassThrough();
  const modes = [];
  Object.assign(input, { isTTY: true, setRawMode: (mode) => modes.push(mode) });
  const written = [];
  const output = { write: (text) => written.push(text) };
  return { input, output, modes, shown: () => written.join("") };
}

describe("readPassword", () => {
  it("at a terminal, reads a line without echoing it, in raw mode, then restores the terminal", async () => {
    const terminal = fakeTerminal();
    const reading = readPassword(terminal.input, terminal.output, "Password: ");
    terminal.input.write("correct horse");
    terminal.input.write("\u007f\u007fse battery\r");
    await expect(reading).resolves.toBe("correct horse battery");
    expect(terminal.shown()).toBe("Password: \n");
    expect(terminal.modes).toEqual([true, false]);
  });

  it("at a terminal, Ctrl-C cancels and restores the terminal", async () => {
    const terminal = fakeTerminal();
    const reading = readPassword(terminal.input, terminal.output, "Password: ");
    terminal.input.write("secret\u0003");
    await expect(reading).rejects.toMatchObject({ code: "CANCELLED" });
    expect(terminal.modes).toEqual([true, false]);
    expect(terminal.shown()).not.toContain("secret");
  });

  it("piped in, reads the whole input and prints no prompt", async () => {
    const input = new PassThrough();
    const written = [];
    const reading = readPassword(input, { write: (text) => written.push(text) }, "Password: ");
    input.end("from a pipe\n");
    await expect(reading).resolves.toBe("from a pipe\n");
    expect(written).toEqual([]);
  });
});
