import { siteConfig } from "@/config/site";

import { serverEnv } from "../env";
import type { MailContext } from "./templates";

/** The sender details the templates use, from the site configuration. */
export function mailContext(): MailContext {
  return {
    brandName: siteConfig.brand.name,
    siteUrl: siteConfig.siteUrl,
    contactEmail: siteConfig.emails.contact,
    // A mail needs an absolute address; our own /book is a path.
    schedulingUrl: new URL(siteConfig.links.scheduling, `${siteConfig.siteUrl}/`).href,
  };
}

/** Where enquiry notifications go: LEADS_NOTIFY_TO, or the configured contact address. */
export function leadsNotifyTo(): string {
  return serverEnv().LEADS_NOTIFY_TO ?? siteConfig.emails.contact;
}
