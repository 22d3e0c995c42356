// The command line of the scripts in scripts/: node:util's parseArgs, strict, with `--help` (and
// -h) printing the script's usage, and a wrong argument answered with what was wrong and the
// usage on stderr, exit status 2, never a stack trace.
import { parseArgs } from "node:util";

/** Print what was wrong and how to call the script; exit 2 (a usage error). */
export function usageError(usage, message) {
  const synopsis = usage.trim().split("\n")[0];
  console.error(`${message}\n${synopsis}\n(--help for the details)`);
  process.exit(2);
}

/**
 * @param {{
 *   usage: string,
 *   options?: import("node:util").ParseArgsConfig["options"],
 *   positionals?: { min?: number, max?: number },
 *   args?: string[],
 * }} config positionals: how many plain arguments the script takes (none when absent)
 */
export function parseCli({ usage, options = {}, positionals, args = process.argv.slice(2) }) {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      options: { ...options, help: { type: "boolean", short: "h" } },
      allowPositionals: Boolean(positionals),
      strict: true,
    });
  } catch (error) {
    usageError(usage, error.message);
  }
  if (parsed.values.help) {
    console.log(usage.trim());
    process.exit(0);
  }
  const count = parsed.positionals.length;
  if (positionals && count < (positionals.min ?? 0)) usageError(usage, "Missing an argument.");
  if (positionals && count > (positionals.max ?? Infinity)) {
    usageError(usage, `Unexpected argument: ${parsed.positionals.at(-1)}`);
  }
  return parsed;
}
