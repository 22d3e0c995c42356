import { siteConfig } from "@/config/site";

import type { Db } from "../../db/client";
import { readFormBody } from "../../http/form-body";
import { errorResponse } from "../../http/responses";
import { MAX_OWNER_FORM_BYTES } from "../sign-in/guard";
import {
  addEnquiryNote,
  deleteEnquiry,
  getEnquiry,
  resendNotification,
  setEnquiryStatus,
} from "./enquiries";
import { assignEnquiry, isReplyChannel, recordReply, undoReply } from "./enquiry-work";
import { inboxContent, inboxSettings } from "./inbox-settings";
import { draftFor, replyLinks, type ReplyContext } from "./replies";
import { removeStoredMail } from "./stored-mail";
import { setWonValue } from "./won-value";

/**
 * POST /admin/enquiries/{id}/{action}: the detail page's forms (plain HTML, no JavaScript). The
 * middleware has checked the session and the CSRF token; each action answers 303 back to a page
 * that says what happened (`?done=` or `?error=`), so a reload never repeats it.
 */
export const ENQUIRY_ACTIONS = [
  "status",
  "note",
  "resend",
  "delete",
  "assign",
  "reply",
  "undo-reply",
  "won",
] as const;
export type EnquiryAction = (typeof ENQUIRY_ACTIONS)[number];

export type EnquiryActionDeps = {
  db: () => Promise<Db>;
  /** The file transport's folder, whose copies of deleted mail are removed; null with SMTP. */
  storedMailDir: () => string | null;
  now?: () => Date;
  /** OWNER_EMAILS: who may be given an enquiry. */
  owners?: () => readonly string[];
  replyContext?: () => ReplyContext;
};

const defaultReplyContext = (): ReplyContext => ({
  brand: siteConfig.brand.name,
  founder: siteConfig.founder.name,
});

const seeOther = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location, "Cache-Control": "no-store" } });

export async function handleEnquiryAction(
  request: Request,
  params: { id: string; action: string },
  owner: { email: string } | undefined,
  deps: EnquiryActionDeps,
): Promise<Response> {
  if (!owner) return new Response("Sign in first.", { status: 401 });
  if (!(ENQUIRY_ACTIONS as readonly string[]).includes(params.action)) {
    return new Response("Not found", { status: 404 });
  }
  const body = await readFormBody(request, MAX_OWNER_FORM_BYTES);
  if (!body.ok) {
    return new Response(body.status === 415 ? "Send the form as a form." : body.error, {
      status: body.status === 415 ? 400 : body.status,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const form = body.fields;
  const field = (name: string) => (Object.hasOwn(form, name) ? form[name]! : "");
  const detail = `/admin/enquiries/${encodeURIComponent(params.id)}`;
  const notFound = seeOther("/admin/enquiries?error=not-found");
  const now = deps.now?.();
  try {
    const db = await deps.db();
    switch (params.action as EnquiryAction) {
      case "status": {
        // Won asks what the client is worth first (the "won" action marks it, with the value).
        if (field("status") === "won") {
          const enquiry = await getEnquiry(db, params.id);
          if (!enquiry) return notFound;
          if (enquiry.status !== "won") return seeOther(`${detail}?ask=won#won-value`);
        }
        const result = await setEnquiryStatus(db, {
          id: params.id,
          status: field("status"),
          actor: owner.email,
          now,
        });
        if (result === "not-found") return notFound;
        if (result === "invalid") return seeOther(`${detail}?error=status`);
        return seeOther(
          `${detail}?done=${result === "done" ? "status" : "status-unchanged"}#status`,
        );
      }
      case "won": {
        const result = await setWonValue(db, {
          id: params.id,
          amount: field("value"),
          currency: field("currency") || "INR",
          actor: owner.email,
          now,
        });
        if (result === "not-found") return notFound;
        if (result === "invalid") return seeOther(`${detail}?ask=won&error=won-value#won-value`);
        return seeOther(`${detail}?done=${result === "done" ? "won" : "won-unchanged"}#won-value`);
      }
      case "note": {
        const result = await addEnquiryNote(db, {
          id: params.id,
          note: field("note"),
          actor: owner.email,
          now,
        });
        if (result === "not-found") return notFound;
        if (result === "invalid") return seeOther(`${detail}?error=note#notes`);
        return seeOther(`${detail}?done=note#history`);
      }
      case "resend": {
        const result = await resendNotification(db, params.id, {
          actor: owner.email,
          now,
        });
        return result === "done" ? seeOther(`${detail}?done=resend#delivery`) : notFound;
      }
      case "assign": {
        // "Take it" posts the owner's own address; the select posts any owner, or "" for none.
        const result = await assignEnquiry(db, {
          id: params.id,
          assignee: field("assignee") || null,
          actor: owner.email,
          owners: (deps.owners ?? (() => inboxSettings().owners.map((o) => o.email)))(),
          now,
        });
        if (result === "not-found") return notFound;
        if (result === "invalid") return seeOther(`${detail}?error=assign#assignee`);
        return seeOther(`${detail}?done=${result === "done" ? "assign" : "assign-unchanged"}`);
      }
      case "reply": {
        // Records the reply, then sends the browser on to the drafted mail or chat (a form,
        // not a link, so that it works without JavaScript and is never prefetched).
        const channel = field("channel");
        if (!isReplyChannel(channel)) return seeOther(`${detail}?error=reply`);
        const enquiry = await getEnquiry(db, params.id);
        if (!enquiry) return notFound;
        const links = replyLinks(
          enquiry,
          draftFor(enquiry.serviceType, inboxContent),
          (deps.replyContext ?? defaultReplyContext)(),
        );
        const target = channel === "email" ? links.email : links.whatsapp;
        if (!target) return seeOther(`${detail}?error=reply`);
        const result = await recordReply(db, {
          id: params.id,
          channel,
          actor: owner.email,
          now,
        });
        return result === "done" ? seeOther(target) : notFound;
      }
      case "undo-reply": {
        const result = await undoReply(db, { id: params.id, actor: owner.email, now });
        if (result === "not-found") return notFound;
        return seeOther(`${detail}?done=${result === "done" ? "reply-undone" : "reply-unchanged"}`);
      }
      case "delete": {
        // The confirmation step's form carries confirm=yes; the first button only links to it.
        if (field("confirm") !== "yes") return seeOther(`${detail}?confirm=delete#delete`);
        const result = await deleteEnquiry(db, params.id);
        if (!result) return notFound;
        const dir = deps.storedMailDir();
        if (dir) {
          try {
            removeStoredMail(dir, result.outboxIds);
          } catch (error) {
            console.error("[admin] could not remove stored copies of deleted mail:", error);
          }
        }
        return seeOther("/admin/enquiries?done=deleted");
      }
    }
  } catch (error) {
    return errorResponse(error, `enquiry ${params.action}`);
  }
}
