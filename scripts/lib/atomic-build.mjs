// Builds never replace files under a running server (issue 35): each build goes into a new
// folder beside DIST_DIR (`dist-<UTC time>-<pid>`), and DIST_DIR, a symbolic link, switches to it
// in one rename once it is complete. A server resolves the link when it starts
// (scripts/start.mjs) and keeps serving its own build until it restarts; the folder it serves
// from carries a `.in-use-<pid>` mark, and old builds are removed only when no live process
// marks them.
import {
  existsSync,
  lstatSync,
  readdirSync,
  renameSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";

/** Older builds kept beside the current one (for a quick look back), besides those in use. */
export const KEEP_PREVIOUS = 2;
const IN_USE = /^\.in-use-(\d+)$/;

function buildFolderPattern(base) {
  return new RegExp(`^${base.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}-\\d{8}-\\d{6}Z-\\d+$`);
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

/** Whether a live process serves from `folder` (its `.in-use-<pid>` mark). */
export function inUse(folder) {
  try {
    return readdirSync(folder).some((name) => {
      const match = IN_USE.exec(name);
      return match !== null && isAlive(Number(match[1]));
    });
  } catch {
    return false;
  }
}

/**
 * Mark `folder` as served by this process until it exits.
 * @returns {() => void} removes the mark
 */
export function markInUse(folder) {
  const mark = path.join(folder, `.in-use-${process.pid}`);
  writeFileSync(mark, "");
  const remove = () => {
    try {
      unlinkSync(mark);
    } catch {
      /* already gone */
    }
  };
  process.once("exit", remove);
  return remove;
}

/**
 * Build with `runBuild(folder)` into a new folder beside `distPath`, then point `distPath` at it.
 * A failed build removes its folder and leaves `distPath` as it was.
 * @param {string} distPath
 * @param {(folder: string) => boolean} runBuild true when the build succeeded
 * @param {{ now?: Date }} [options]
 * @returns {string | null} the new build's folder, or null when the build failed
 */
export function buildAtomically(distPath, runBuild, { now = new Date() } = {}) {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replace(/[-:]/g, "")
    .replace("T", "-");
  const folder = `${distPath}-${stamp}-${process.pid}`;
  if (!runBuild(folder)) {
    rmSync(folder, { recursive: true, force: true });
    return null;
  }
  // A build folder from before builds were switched (a plain `dist/`) moves aside once.
  if (existsSync(distPath) && !lstatSync(distPath).isSymbolicLink()) {
    renameSync(distPath, `${distPath}-00000000-000000Z-0`);
  }
  const temporary = `${distPath}.switch-${process.pid}`;
  rmSync(temporary, { force: true });
  symlinkSync(path.basename(folder), temporary);
  // rename() replaces the old link in one step: a reader sees the old build or the new one.
  renameSync(temporary, distPath);
  removeOldBuilds(distPath, folder);
  return folder;
}

/** Remove the builds beside `current` past the newest KEEP_PREVIOUS, unless a live process uses one. */
export function removeOldBuilds(distPath, current) {
  const parent = path.dirname(distPath);
  const pattern = buildFolderPattern(path.basename(distPath));
  const older = readdirSync(parent)
    .filter((name) => pattern.test(name) && path.join(parent, name) !== current)
    .sort()
    .reverse();
  for (const name of older.slice(KEEP_PREVIOUS)) {
    const folder = path.join(parent, name);
    if (!inUse(folder)) rmSync(folder, { recursive: true, force: true });
  }
}
