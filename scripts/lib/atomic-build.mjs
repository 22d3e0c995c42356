// Builds never replace files under a running server (issue 35): each build goes into a new
// folder beside DIST_DIR (`dist-<UTC time>-<pid>`), and DIST_DIR, a symbolic link, switches to it
// in one rename once it is complete. A server resolves the link when it starts
// (scripts/start.mjs) and keeps serving its own build until it restarts. It holds its build
// folder open for as long as it runs, and old builds are removed only when no process holds them
// (the kernel's list of open files, as `fuser` reads it): nothing is written into a build, so a
// server starts from a read-only one (the systemd unit's ProtectSystem=strict), and a killed
// server leaves no mark behind.
import { spawnSync } from "node:child_process";
import {
  closeSync,
  existsSync,
  lstatSync,
  openSync,
  readdirSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
} from "node:fs";
import path from "node:path";

/** Older builds kept beside the current one (for a quick look back), besides those in use. */
export const KEEP_PREVIOUS = 2;

function buildFolderPattern(base) {
  return new RegExp(`^${base.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}-\\d{8}-\\d{6}Z-\\d+$`);
}

/** The folders open in any process this user may look at (Linux's /proc/<pid>/fd). */
function openFoldersFromProc() {
  const open = new Set();
  for (const pid of readdirSync("/proc")) {
    if (!/^\d+$/.test(pid)) continue;
    let fds;
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue; // another user's process, or gone
    }
    for (const fd of fds) {
      try {
        open.add(readlinkSync(`/proc/${pid}/fd/${fd}`));
      } catch {
        /* closed meanwhile */
      }
    }
  }
  return open;
}

/**
 * Whether a process holds `folder` open (a server started from it, see holdBuild). Without
 * /proc (macOS), lsof answers; without either, a build counts as in use and is kept.
 */
export function inUse(folder) {
  let real;
  try {
    real = realpathSync(folder);
  } catch {
    return false;
  }
  if (existsSync("/proc/self/fd")) return openFoldersFromProc().has(real);
  const lsof = spawnSync("lsof", ["-t", "--", real], { encoding: "utf8" });
  if (lsof.error) return true;
  return lsof.stdout.trim() !== "";
}

/**
 * Hold `folder` open until this process exits (or the returned function is called): the mark
 * that keeps removeOldBuilds from deleting the build a server runs from. Writes nothing.
 * @returns {() => void} lets go of the folder
 */
export function holdBuild(folder) {
  const fd = openSync(folder, "r");
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    closeSync(fd);
  };
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
