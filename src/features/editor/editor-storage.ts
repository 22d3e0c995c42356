/**
 * Where the editor saves (docs/decisions/0022-content-as-data.md): with a GitHub repository
 * ("owner/name") every save is a commit or a pull request there and the normal build publishes it;
 * without one, the working tree (the development server only: a production build without a
 * repository has no editor at all).
 */
export type EditorStorage = { kind: "local" } | { kind: "github"; repo: `${string}/${string}` };

const REPO = /^[A-Za-z0-9][A-Za-z0-9_-]*\/[A-Za-z0-9._-]+$/;

export function editorStorage(githubRepo: string | undefined): EditorStorage {
  const repo = githubRepo?.trim();
  if (!repo) return { kind: "local" };
  if (!REPO.test(repo)) {
    throw new Error(`PUBLIC_KEYSTATIC_GITHUB_REPO must be "owner/name", not "${repo}"`);
  }
  return { kind: "github", repo: repo as `${string}/${string}` };
}

/**
 * Whether a build carries the editor: always on the development server (local storage), and in a
 * production build only with a GitHub repository to save to (never the server's own files).
 */
export function buildHasEditor(env: Record<string, string | undefined>): boolean {
  return env.SITE_DEV_SERVER === "1" || Boolean(env.PUBLIC_KEYSTATIC_GITHUB_REPO?.trim());
}
