/**
 * The process's house-keeping (DESIGN "One house"): process-wide singletons and shutdown
 * registration (background jobs are the queue's, src/server/jobs). Every service that holds something for the whole process goes through it.
 */
export { existingSingleton, forgetSingleton, processSingleton } from "./singleton";
export { onShutdown, runShutdown, settleWithin, type Stop } from "./shutdown";
