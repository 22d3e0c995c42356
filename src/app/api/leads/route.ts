import { getDb } from "@/server/db/client";
import { getMailTransport } from "@/server/email/transport";
import { handleLeadRequest } from "@/server/leads/lead-endpoint";

export const dynamic = "force-dynamic";

export function POST(request: Request) {
  return handleLeadRequest(request, { db: getDb, transport: getMailTransport });
}
