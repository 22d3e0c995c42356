/**
 * The editor's page talks to GitHub from the browser (its API, and the signed-in owner's avatar),
 * which the site's policy allows nowhere else: only /keystatic widens `connect-src` and `img-src`
 * for those two hosts; every other directive, and every other page, stays as it was.
 */
export const EDITOR_PATH = /^\/keystatic(\/|$)/;

const GITHUB = {
  "connect-src": ["https://api.github.com"],
  "img-src": ["https://avatars.githubusercontent.com"],
} as const;

/**
 * The editor's interface links a web font from Google; nothing of ours may load from another
 * site, so on the development server (which sends no policy: docs/decisions/0019) the editor's
 * page still gets one for styles and fonts, and the browser never asks Google.
 */
export const EDITOR_DEVELOPMENT_POLICY = "style-src 'self' 'unsafe-inline'; font-src 'self' data:";

export function editorContentSecurityPolicy(policy: string): string {
  const directives = policy
    .split(";")
    .map((part) => part.trim())
    .filter(Boolean);
  for (const [name, sources] of Object.entries(GITHUB)) {
    const index = directives.findIndex((d) => d === name || d.startsWith(`${name} `));
    const current = index === -1 ? `${name} 'self'` : directives[index]!;
    const missing = sources.filter((source) => !current.split(/\s+/).includes(source));
    const widened = [current, ...missing].join(" ");
    if (index === -1) directives.push(widened);
    else directives[index] = widened;
  }
  return directives.join("; ");
}
