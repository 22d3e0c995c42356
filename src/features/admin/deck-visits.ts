import { agentLabel, describeUserAgent } from "./user-agent";

/**
 * The deck-access log as people, not rows: attempts grouped by viewer (the same address and
 * browser) and, within a viewer, by session (attempts at most SESSION_GAP_MINUTES apart). 22
 * identical rows of one visitor become one viewer with one session of 22 attempts.
 */
export const SESSION_GAP_MINUTES = 30;

export type DeckAttempt = {
  id: number;
  createdAt: Date;
  clientIp: string;
  userAgent: string | null;
  success: boolean;
};

export type DeckSession = {
  id: number;
  start: Date;
  end: Date;
  attempts: number;
  opened: number;
  wrong: number;
};

export type DeckViewer = {
  key: string;
  clientIp: string;
  /** "Chrome 131 on Android". */
  agent: string;
  latest: Date;
  sessions: DeckSession[];
};

/** Viewers, the most recent first, each with its sessions newest first. */
export function groupDeckVisits(attempts: readonly DeckAttempt[]): DeckViewer[] {
  const viewers = new Map<string, DeckViewer>();
  const byTime = [...attempts].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  for (const attempt of byTime) {
    const key = `${attempt.clientIp}\n${attempt.userAgent ?? ""}`;
    let viewer = viewers.get(key);
    if (!viewer) {
      viewer = {
        key,
        clientIp: attempt.clientIp,
        agent: agentLabel(describeUserAgent(attempt.userAgent)),
        latest: attempt.createdAt,
        sessions: [],
      };
      viewers.set(key, viewer);
    }
    const session = viewer.sessions.at(-1);
    const gap = session ? session.start.getTime() - attempt.createdAt.getTime() : Infinity;
    if (session && gap <= SESSION_GAP_MINUTES * 60_000) {
      session.start = attempt.createdAt;
      session.attempts += 1;
      if (attempt.success) session.opened += 1;
      else session.wrong += 1;
    } else {
      viewer.sessions.push({
        id: attempt.id,
        start: attempt.createdAt,
        end: attempt.createdAt,
        attempts: 1,
        opened: attempt.success ? 1 : 0,
        wrong: attempt.success ? 0 : 1,
      });
    }
  }
  return [...viewers.values()];
}

/** "Opened", "Opened 3 times, 1 wrong password", "2 wrong passwords". */
export function describeSession(session: DeckSession): string {
  const wrong = session.wrong === 1 ? "1 wrong password" : `${session.wrong} wrong passwords`;
  if (session.opened === 0) return wrong;
  const opened = session.opened === 1 ? "Opened" : `Opened ${session.opened} times`;
  return session.wrong > 0 ? `${opened}, ${wrong}` : opened;
}
