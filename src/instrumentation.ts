/**
 * Runs once when the server starts (never during `next build`). A bad setting stops start-up
 * here with a message naming the variable and what it expects; then the database is migrated
 * and the background services start.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { startServer } = await import("./server/start");
  await startServer();
}
