export type ReceivedMail = { from: string; to: string[]; raw: string; messageId: string };

export type SmtpSink = {
  url: string;
  port: number;
  received: ReceivedMail[];
  /** While true the peer answers every MAIL FROM with 451 (a server that is up but refusing). */
  refusing: boolean;
  /** DATA commands begun: a message in flight counts here before it counts in `received`. */
  dataStarted: () => number;
  messageIds: () => string[];
  close: () => Promise<void>;
};

export declare function startSmtpSink(options?: {
  port?: number;
  holdDataMs?: number;
}): Promise<SmtpSink>;

/** A loopback port with nothing listening on it (an absent SMTP peer or database). */
export declare function freePort(): Promise<number>;
