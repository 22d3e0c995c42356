import { spawnSync } from "node:child_process";
import path from "node:path";

/** The Nu HTML checker from the vnu-jar package: offline, on the machine's Java (11+). */
export const VNU_JAR = path.join(
  process.cwd(),
  "node_modules",
  "vnu-jar",
  "build",
  "dist",
  "vnu.jar",
);

export type NuMessage = {
  type: string;
  subType?: string;
  url: string;
  message: string;
  lastLine?: number;
  extract?: string;
};

/**
 * Checks HTML files in one Java run (its start-up costs about a second; once, not per page) and
 * returns the errors. Messages about CSS are left out: the checker's CSS grammar predates what
 * Tailwind 4 prints (@property, margin-trim…), so it flags valid stylesheets; the stylesheet is
 * produced by the build's CSS compiler. Everything about the HTML itself is kept.
 */
export function nuErrors(files: readonly string[]): NuMessage[] {
  const result = spawnSync(
    "java",
    ["-jar", VNU_JAR, "--errors-only", "--filterpattern", "CSS: .*", "--format", "json", ...files],
    { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.error) {
    throw new Error(
      `The Nu HTML checker needs Java (e.g. apt-get install default-jre-headless): ${result.error.message}`,
    );
  }
  // vnu prints its JSON report on stderr and exits 1 when it found errors.
  const report = result.stderr.trim();
  let parsed: { messages: NuMessage[] };
  try {
    parsed = JSON.parse(report) as { messages: NuMessage[] };
  } catch {
    throw new Error(
      `The Nu HTML checker did not answer with JSON (exit ${result.status}):\n${report}`,
    );
  }
  return parsed.messages.filter((m) => m.type === "error" || m.subType === "fatal");
}
