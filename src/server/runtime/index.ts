/**
 * The process's house-keeping (DESIGN "One house"): process-wide singletons, periodic jobs and
 * shutdown registration. Every service that holds something for the whole process goes through it.
 */
export { existingSingleton, forgetSingleton, processSingleton } from "./singleton";
export {
  periodicJob,
  runningJob,
  stopPeriodicJob,
  type PeriodicJob,
  type PeriodicJobSpec,
} from "./periodic-job";
export { onShutdown, runShutdown, settleWithin, type Stop } from "./shutdown";
