/** The beacon's part of the site script: once the page has painted and the browser is idle. */
import { startBeacon } from "./beacon";

const idle = (work: () => void) =>
  "requestIdleCallback" in window
    ? window.requestIdleCallback(work, { timeout: 3000 })
    : setTimeout(work, 1);

idle(startBeacon);
