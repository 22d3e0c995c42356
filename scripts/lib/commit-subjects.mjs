// Commit subjects at most 72 characters, the why in the body (docs/testing.md "Commits"): checked
// by `npm run lint` for every commit after the one where the rule began.
import { execFileSync } from "node:child_process";

export const MAX_SUBJECT = 72;
/** The last commit before the rule; older subjects are history and stay as they are. */
export const RULE_SINCE = "2f56b90";

/** The commits of `git log --format=%h%x09%s` output whose subject is too long. */
export function longSubjects(log, max = MAX_SUBJECT) {
  return log
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const tab = line.indexOf("\t");
      return { commit: line.slice(0, tab), subject: line.slice(tab + 1) };
    })
    .filter(({ subject }) => [...subject].length > max);
}

/** The log of the commits after RULE_SINCE, or null where there is no such history to read. */
export function logSinceRule(cwd) {
  const git = (...args) =>
    execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
  try {
    git("cat-file", "-e", `${RULE_SINCE}^{commit}`);
  } catch {
    return null;
  }
  return git("log", "--no-merges", "--format=%h%x09%s", `${RULE_SINCE}..HEAD`);
}
