import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";

/**
 * Which database a DATABASE_URL means, and the lock that keeps a second process off the embedded
 * one: unset → PGlite in DATA_DIR/pglite, "memory://" → PGlite in memory (tests), anything else →
 * a PostgreSQL server.
 */
export type DbDriver = "pglite-file" | "pglite-memory" | "postgres";

export function driverFor(url: string | undefined): DbDriver {
  if (!url) return "pglite-file";
  if (url === "memory://") return "pglite-memory";
  return "postgres";
}

/** PGlite does not lock its folder; this file does, so a second process stops with a message. */
export function acquirePgliteLock(dir: string): () => void {
  const lockFile = path.join(dir, "..", `${path.basename(dir)}.lock`);
  const tryCreate = () => {
    const fd = openSync(lockFile, "wx");
    writeSync(fd, String(process.pid));
    closeSync(fd);
  };
  try {
    tryCreate();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const holder = Number(readFileSync(lockFile, "utf8").trim());
    if (holder && holder !== process.pid && isAlive(holder)) {
      throw new Error(
        `The embedded database in ${dir} is in use by process ${holder}. Stop that process first, ` +
          `or set DATABASE_URL to a PostgreSQL server to run several processes.`,
      );
    }
    // A stale lock from a process that died (kill -9): take it over.
    rmSync(lockFile, { force: true });
    tryCreate();
  }
  return () => {
    try {
      if (readFileSync(lockFile, "utf8").trim() === String(process.pid)) rmSync(lockFile);
    } catch {
      /* already gone */
    }
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
