// Reads a password for scripts/hash-password.ts. At a terminal the keys typed are not echoed
// (raw mode, as `sudo` and `ssh` do); piped in, it is the whole of the input.

/**
 * @param {NodeJS.ReadableStream & { isTTY?: boolean, setRawMode?: (mode: boolean) => unknown }} input
 * @param {{ write: (text: string) => unknown }} output where the prompt goes (stderr)
 * @param {string} prompt
 * @returns {Promise<string>}
 */
export async function readPassword(input, output, prompt) {
  if (!input.isTTY || typeof input.setRawMode !== "function") {
    const chunks = [];
    for await (const chunk of input) chunks.push(Buffer.from(chunk));
    return Buffer.concat(chunks).toString("utf8");
  }
  output.write(prompt);
  input.setRawMode(true);
  input.setEncoding?.("utf8");
  let typed = "";
  try {
    return await new Promise((resolve, reject) => {
      const onData = (/** @type {string | Buffer} */ data) => {
        for (const char of String(data)) {
          if (char === "\r" || char === "\n" || char === "\u0004") {
            input.off("data", onData);
            resolve(typed);
            return;
          }
          if (char === "\u0003") {
            input.off("data", onData);
            reject(Object.assign(new Error("Cancelled"), { code: "CANCELLED" }));
            return;
          }
          if (char === "\u007f" || char === "\b") typed = typed.slice(0, -1);
          else typed += char;
        }
      };
      input.on("data", onData);
      input.resume();
    });
  } finally {
    input.setRawMode(false);
    input.pause();
    // The Enter the visitor pressed was not echoed either.
    output.write("\n");
  }
}
