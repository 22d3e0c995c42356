// Part of `npm run lint`: fails when a commit after the rule began has a subject over 72
// characters (scripts/lib/commit-subjects.mjs). A copy without the history (an export, a
// shallow clone) has nothing to check and says so.
import { longSubjects, logSinceRule, MAX_SUBJECT, RULE_SINCE } from "./lib/commit-subjects.mjs";

const log = logSinceRule(process.cwd());
if (log === null) {
  console.log(`commit subjects: not checked (no git history back to ${RULE_SINCE})`);
} else {
  const long = longSubjects(log);
  for (const { commit, subject } of long) {
    console.error(`${commit}: subject of ${[...subject].length} characters: ${subject}`);
  }
  if (long.length > 0) {
    console.error(
      `Commit subjects are at most ${MAX_SUBJECT} characters, the why in the body ` +
        `(docs/testing.md). Reword with \`git rebase -i ${RULE_SINCE}\` before merging.`,
    );
    process.exit(1);
  }
}
