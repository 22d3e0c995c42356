import { dbHandleOf, getDb, type Db, type DbConnection } from "../db/client";
import {
  JOB_SCHEMA,
  openJobQueue,
  stopJobQueue,
  type JobQueue,
  type JobQueueTarget,
} from "./queue";

/**
 * The job queue's life on a database: started on first use, stopped before the database's
 * connection closes (PGlite's queue shares that connection). Here, not in db/client.ts, so the
 * database knows nothing of the queue: the queue finds the database's connection and asks to be
 * stopped first.
 */
type LazyQueue = { open: () => Promise<JobQueue>; stop: () => Promise<void> };

const queues = new WeakMap<Db, LazyQueue>();

function targetFor(connection: DbConnection): JobQueueTarget {
  if (connection.kind === "pglite") return connection;
  // A test's own schema gets its own job tables beside it (dropped with it, see test/db.ts).
  const { url, schemaName } = connection;
  return { kind: "postgres", url, schema: schemaName ? `${schemaName}_jobs` : JOB_SCHEMA };
}

function lazyJobQueue(target: JobQueueTarget): LazyQueue {
  let opening: Promise<JobQueue> | undefined;
  return {
    open: () => {
      opening ??= openJobQueue(target).catch((error: unknown) => {
        // A database that was down: the next use tries again.
        opening = undefined;
        throw error;
      });
      return opening;
    },
    stop: async () => {
      const started = await opening?.catch(() => undefined);
      opening = undefined;
      if (started) await stopJobQueue(started);
    },
  };
}

/**
 * The job queue of a database opened by db/client.ts, started on first use (never inside a
 * transaction: on PGlite it shares the one connection). Rejects for any other database.
 */
export function jobQueueFor(db: Db): Promise<JobQueue> {
  let queue = queues.get(db);
  if (!queue) {
    const handle = dbHandleOf(db);
    if (!handle) return Promise.reject(new Error("no job queue for this database"));
    const created = lazyJobQueue(targetFor(handle.connection));
    handle.beforeClose(created.stop);
    queues.set(db, created);
    queue = created;
  }
  return queue.open();
}

/**
 * Stop the job queue of a database gracefully (no new job; those running awaited, at most 10 s);
 * the next `jobQueueFor` starts a new one, as a restarted process would.
 */
export async function stopJobQueueFor(db: Db): Promise<void> {
  await queues.get(db)?.stop();
}

/** The process's job queue, on the process's database (migrated first). */
export async function getJobQueue(): Promise<JobQueue> {
  return jobQueueFor(await getDb());
}
