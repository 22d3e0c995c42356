import { describe, expect, it, vi } from "vitest";

import { QUEUES, rememberWorker, wakeWorkers, type JobQueue } from "./queue";

describe("wakeWorkers", () => {
  it("wakes as many local workers as there are new jobs, taking turns", () => {
    const notifyWorker = vi.fn();
    const queue = { notifyWorker } as unknown as JobQueue;
    for (const id of ["w1", "w2", "w3", "w4", "w5"]) rememberWorker(queue, QUEUES.mail, id);
    wakeWorkers(queue, QUEUES.mail, 2);
    expect(notifyWorker.mock.calls.flat()).toEqual(["w1", "w2"]);
    wakeWorkers(queue, QUEUES.mail, 2);
    expect(notifyWorker.mock.calls.flat()).toEqual(["w1", "w2", "w3", "w4"]);
    notifyWorker.mockClear();
    wakeWorkers(queue, QUEUES.mail, 9);
    expect(new Set(notifyWorker.mock.calls.flat()).size).toBe(5);
    notifyWorker.mockClear();
    wakeWorkers(queue, QUEUES.mail, 0);
    wakeWorkers(queue, QUEUES.webhook, 3); // no webhook worker in this process
    expect(notifyWorker).not.toHaveBeenCalled();
  });
});
