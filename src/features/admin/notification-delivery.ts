/**
 * One notification of an enquiry as the owner's view shows it: read by
 * src/server/admin/inbox/deliveries.ts, drawn by the enquiry page's delivery table (which may not
 * import src/server, not even a type).
 */
export type NotificationDelivery = {
  channel: "email" | "webhook";
  id: number;
  /** "lead-notification", "lead-acknowledgement" or "lead-webhook". */
  kind: string;
  /** The address or the webhook URL. */
  target: string;
  status: "pending" | "sending" | "sent" | "failed";
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date | null;
  createdAt: Date;
  deliveredAt: Date | null;
};
