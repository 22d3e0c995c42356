import type { Pool, PoolClient } from "pg";

/**
 * The PostgreSQL connection pool and the guards it needs to survive a database that goes away:
 * connection errors never crash the process, a silent network fails queries within
 * QUERY_TIMEOUT_MS, and a BEGIN that fails never leaks its connection.
 */

/**
 * No statement of the site's takes more than milliseconds; one that has not answered in this
 * long means the database's network went silent (a partition, a vanished host), which TCP alone
 * notices only after many minutes.
 */
export const QUERY_TIMEOUT_MS = 5_000;

export async function createPool(url: string, searchPath: { options?: string }): Promise<Pool> {
  const { Pool } = await import("pg");
  const pool = new Pool({
    connectionString: url,
    ...searchPath,
    max: 10,
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
  });
  // An idle client losing its server must not crash the process; the next query reconnects.
  pool.on("error", (error) => console.error("[db] idle connection error:", error.message));
  // A connection lost while a client is checked out (e.g. between the statements of a
  // transaction) is emitted on the client itself; unhandled, it would end the process. The
  // query in progress fails with its own error, and the pool discards the broken client.
  pool.on("connect", (client) => {
    client.on("error", (error) => console.error("[db] connection lost:", error.message));
    endConnectionWhenQueryHangs(client, QUERY_TIMEOUT_MS);
  });
  releaseClientWhenBeginFails(pool);
  return pool;
}

/**
 * End a pooled connection whose query does not answer within `timeoutMs`: every query on it then
 * fails at once as a lost connection (the API answers 503 instead of hanging) and the pool
 * replaces it. pg's own `query_timeout` only fails the query and leaves the connection, with
 * everything queued behind it, stuck.
 */
function endConnectionWhenQueryHangs(client: PoolClient, timeoutMs: number) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const end = () =>
    (
      client as unknown as { connection?: { stream?: { destroy: () => void } } }
    ).connection?.stream?.destroy();
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const timer = setTimeout(end, timeoutMs);
    timer.unref();
    const callback = args.at(-1);
    if (typeof callback === "function") {
      args[args.length - 1] = (...results: unknown[]) => {
        clearTimeout(timer);
        (callback as (...results: unknown[]) => void)(...results);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) {
      result.then(
        () => clearTimeout(timer),
        () => clearTimeout(timer),
      );
    } else clearTimeout(timer);
    return result;
  };
}

const patchedClients = new WeakSet<object>();

/**
 * drizzle-orm's node-postgres `transaction()` sends BEGIN before its try/finally, so when BEGIN
 * fails (the connection died while the client sat idle in the pool) the client is never released:
 * every such failure would leak one of the pool's connections until no request could get one and
 * the app would never recover. Release the client, as broken, when its BEGIN fails.
 */
function releaseClientWhenBeginFails(pool: Pool) {
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  (pool as { connect: unknown }).connect = (...args: unknown[]) => {
    // pg's own pool.query() uses the callback form: leave it alone.
    if (args.length > 0) return connect(...args);
    return (connect() as Promise<PoolClient>).then((client) => {
      if (patchedClients.has(client)) return client;
      patchedClients.add(client);
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as { query: unknown }).query = (...queryArgs: unknown[]) => {
        const result = query(...queryArgs);
        const first = queryArgs[0] as string | { text?: string } | undefined;
        const text = typeof first === "string" ? first : first?.text;
        if (text && /^\s*begin\b/i.test(text) && result instanceof Promise) {
          return result.catch((error: unknown) => {
            client.release(error instanceof Error ? error : new Error(String(error)));
            throw error;
          });
        }
        return result;
      };
      return client;
    });
  };
}
