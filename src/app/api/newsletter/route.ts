import { getDb } from "@/server/db/client";
import { getMailTransport } from "@/server/email/transport";
import { handleNewsletterRequest } from "@/server/newsletter/newsletter-endpoint";

export const dynamic = "force-dynamic";

export function POST(request: Request) {
  return handleNewsletterRequest(request, { db: getDb, transport: getMailTransport });
}
