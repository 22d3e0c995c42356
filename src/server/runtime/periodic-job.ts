import { settleWithin } from "./shutdown";
import { processSingleton } from "./singleton";

/**
 * A background job that runs again and again in this process (the outbox worker, the retention
 * purge): one timer at a time, never two runs at once, at most one job per name per process, and
 * a stop that waits (bounded) for the run in progress.
 */
export type PeriodicJobSpec = {
  /** Delay before the first run. */
  firstRunMs: number;
  /** Delay after a run that succeeded. */
  intervalMs: number;
  /** Delay after a run that failed (resolved to false or threw); `intervalMs` when unset. */
  retryMs?: number;
  /** One run. Resolve to false for "failed, try again sooner"; a throw is logged as a failure. */
  run: () => Promise<boolean | void>;
};

export type PeriodicJob = {
  name: string;
  /** The run in progress, if any. */
  running(): Promise<void> | undefined;
  /** No further run starts; waits at most `timeoutMs` for the one in progress. */
  stop(timeoutMs?: number): Promise<void>;
};

type JobState = {
  job: PeriodicJob;
  timer?: NodeJS.Timeout;
  running?: Promise<void>;
  stopped: boolean;
};

const jobs = () => processSingleton("runtime.jobs", () => new Map<string, JobState>());

/** The job of this name that is scheduled in this process, if any. */
export function runningJob(name: string): PeriodicJob | undefined {
  return jobs().get(name)?.job;
}

/** Start the job `name` (or return the one already started under that name). */
export function periodicJob(name: string, spec: PeriodicJobSpec): PeriodicJob {
  const existing = jobs().get(name);
  if (existing) return existing.job;

  const state: JobState = {
    stopped: false,
    job: {
      name,
      running: () => state.running,
      async stop(timeoutMs = 10_000) {
        state.stopped = true;
        clearTimeout(state.timer);
        if (jobs().get(name) === state) jobs().delete(name);
        await settleWithin([state.running], timeoutMs);
      },
    },
  };

  const runOnce = async (): Promise<boolean> => {
    try {
      return (await spec.run()) !== false;
    } catch (error) {
      console.error(`[${name}] run failed:`, error);
      return false;
    }
  };
  const schedule = (delay: number) => {
    if (state.stopped) return;
    state.timer = setTimeout(() => {
      const run = runOnce();
      state.running = run.then(() => undefined);
      void run.then((ok) => {
        state.running = undefined;
        schedule(ok ? spec.intervalMs : (spec.retryMs ?? spec.intervalMs));
      });
    }, delay);
    state.timer.unref?.();
  };

  jobs().set(name, state);
  schedule(spec.firstRunMs);
  return state.job;
}

/** Stop the job `name` if it runs in this process (see PeriodicJob.stop). */
export async function stopPeriodicJob(name: string, timeoutMs = 10_000): Promise<void> {
  await runningJob(name)?.stop(timeoutMs);
}
