/**
 * Attribution's part of the site script: after the page has painted, remember this visit when
 * consent allows it and fill the forms' hidden `attribution` fields (attribution-store.ts).
 */
import { startAttribution } from "./attribution-store";

const idle = (work: () => void) =>
  "requestIdleCallback" in window
    ? window.requestIdleCallback(work, { timeout: 2000 })
    : setTimeout(work, 1);

idle(startAttribution);
