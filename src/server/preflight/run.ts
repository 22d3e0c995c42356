import { ServerEnvError, parseServerEnv, type ServerEnv } from "../env";
import { productionProblems } from "../production-settings";
import {
  checkCalendarFeeds,
  checkDatabase,
  checkEditor,
  checkSiteUrl,
  checkSmtp,
  checkWebhooks,
  type CheckResult,
} from "./checks";

/** Every check, in the order an operator fixes them: settings first, then each service. */
export async function runPreflight(
  raw: Record<string, string | undefined>,
  options: { checkUrl?: boolean } = {},
): Promise<CheckResult[]> {
  let env: ServerEnv;
  try {
    env = parseServerEnv(raw);
  } catch (error) {
    if (!(error instanceof ServerEnvError)) throw error;
    return [
      {
        name: "settings",
        ok: false,
        detail: error.message.split("\n").slice(1).join(";").replace(/\s+/g, " ").trim(),
        fix: "correct the settings named (.env.example lists them all)",
      },
      checkEditor(raw),
    ];
  }
  const problems = productionProblems(raw, env);
  const results: CheckResult[] = problems.length
    ? problems.map((problem) => ({
        name: "settings",
        ok: false,
        detail: `${problem.variable} ${problem.problem}`,
        fix: `set ${problem.variable}: ${problem.fix}`,
      }))
    : [{ name: "settings", ok: true, detail: "every production setting is set" }];
  results.push(...(await checkDatabase(env)));
  results.push(await checkSmtp(env));
  results.push(...(await checkWebhooks(env)));
  results.push(...(await checkCalendarFeeds(env)));
  if (options.checkUrl) results.push(await checkSiteUrl(raw.SITE_URL?.trim()));
  results.push(checkEditor(raw));
  return results;
}

/** One line per check: ✓ or ✗, its name, what was found and, when it failed, what to do. */
export function formatResults(results: CheckResult[]): string {
  const width = Math.max(...results.map((result) => result.name.length));
  return results
    .map(
      (result) =>
        `${result.ok ? "✓" : "✗"} ${result.name.padEnd(width)}  ${result.detail}${result.fix ? ` → ${result.fix}` : ""}`,
    )
    .join("\n");
}
