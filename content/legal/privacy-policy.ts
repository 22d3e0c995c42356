import { CLICK_ID_PARAMS, UTM_PARAMS } from "@/features/attribution/attribution";
import {
  ACCESS_LOG_RETENTION_YEARS,
  ADMIN_SESSION_DAYS,
  ADMIN_SESSION_IDLE_HOURS,
  ADMIN_SIGN_IN_LINK_MINUTES,
  ADMIN_SIGN_IN_RETENTION_DAYS,
  CONSENT_COOKIE_MONTHS,
  ENQUIRY_RETENTION_YEARS,
  OUTBOX_RETENTION_DAYS,
  PRESENTATION_SESSION_HOURS,
  PURGE_INTERVAL_HOURS,
  RATE_LIMIT_RETENTION_DAYS,
  formatPeriod,
} from "@/lib/retention";

import type { LegalContext, LegalDocument } from "./types";

/** Privacy Policy: 10 sections (docs/product.md §2), describing what this site really stores and sends. */
export function privacyPolicy(ctx: LegalContext): LegalDocument {
  const enquiryYears = formatPeriod(ENQUIRY_RETENTION_YEARS, "year");
  const outboxDays = formatPeriod(OUTBOX_RETENTION_DAYS, "day");
  const accessLogYears = formatPeriod(ACCESS_LOG_RETENTION_YEARS, "year");
  const consentMonths = formatPeriod(CONSENT_COOKIE_MONTHS, "month");
  const sessionHours = formatPeriod(PRESENTATION_SESSION_HOURS, "hour");
  const rateLimitDays = formatPeriod(RATE_LIMIT_RETENTION_DAYS, "day");
  const purgeHours = formatPeriod(PURGE_INTERVAL_HOURS, "hour");
  const signInDays = formatPeriod(ADMIN_SIGN_IN_RETENTION_DAYS, "day");
  return {
    title: "Privacy Policy",
    description: `What personal data ${ctx.brand} collects through its website, why, who receives it, how long it is kept and how to exercise your rights.`,
    lastUpdated: "December 2024",
    intro: `${ctx.brand} ("we", "us") runs the website at ${ctx.siteUrl} from ${ctx.city}, ${ctx.country}. This policy explains what personal data the website collects, what we do with it and the choices you have. We are the data fiduciary for this data under India's Digital Personal Data Protection Act, 2023. Our services are meant for people aged 18 or over.`,
    sections: [
      {
        id: "information-we-collect",
        title: "Information We Collect",
        blocks: [
          {
            type: "p",
            text: "We collect only what you give us and the little the website needs to run safely:",
          },
          {
            type: "list",
            items: [
              "Enquiry form (in the pop-up form and on the contact page): your name, email address and phone number (required), and your company, location (city and country), the service you are interested in and your requirements (optional). We also record when the enquiry arrived.",
              "The network (IP) address an enquiry is sent from, used only to stop one address from sending more than a handful of enquiries in ten minutes.",
              "Newsletter: the email address you sign up with.",
              `Where your visit came from, kept with each enquiry and newsletter sign-up: the page of our website you arrived on, the name of the website that linked to you (its domain only, never the address of the page), the campaign labels in our own links (${UTM_PARAMS.join(", ")}) and, when you came from an advert, the advertising network's click identifier (${CLICK_ID_PARAMS.join(", ")}). Without your consent we take this only from the page you send the form on. If you accept analytics or marketing cookies, your browser also remembers where your first visit and your latest visit came from (see the Cookie Policy) and the form sends both; withdrawing that consent deletes it from your browser.`,
              "Sales presentation: when someone enters the password for our private presentation we log the time, the IP address, the browser's user-agent string and whether the attempt succeeded. We never store the password you type.",
              "Meeting bookings: when you book a call on our scheduling page, the scheduling provider sends you back to our thank-you page with the event name, your name, your email address and the start time in the link. Our server reads them from the link only to build that page for you and neither stores nor logs them; the page shows them to you, removes them from the address bar at once and keeps them only in your browser's session storage, so that a reload shows them again.",
              "What our team records about your enquiry in our private owner's view: its status (new, contacted, qualified, won, lost or spam) and our internal notes, each with which team member made the change and when, and whether each notification about it was delivered.",
              "Emails you send us, including job and internship applications, and what you tell us on calls.",
              "Cookies: the choice you make in our cookie banner and, only if you agree, analytics and advertising cookies set by Google (see section 6).",
            ],
          },
          {
            type: "p",
            text: "We do not ask for, and ask you not to send us, sensitive data such as financial account details, health information or government identity numbers.",
          },
        ],
      },
      {
        id: "how-we-use-information",
        title: "How We Use Your Information",
        blocks: [
          {
            type: "list",
            items: [
              "To answer your enquiry: each enquiry is stored in our database and an email notification with its details is sent to our team, with your address as the reply-to, so that a person can answer you, usually within 24 hours. The same details may also be posted to the chat or workflow tool our team works in, so that someone sees it at once.",
              "To follow up: our team sees enquiries in a private owner's view, open only to the team members we name, who sign in with a single-use link sent to their work email. There they mark how far each conversation has come, keep notes and export lists for their own follow-up.",
              "To confirm we received it: we send you one acknowledgement email.",
              "To prepare and deliver the services you ask for, including proposals, pilots and invoices.",
              "To send the newsletter you subscribed to; every issue has a way to unsubscribe.",
              "To protect the website: limiting repeated enquiries and password attempts and investigating misuse of the private presentation.",
              "To measure which pages and adverts lead to enquiries, only if you accept analytics or marketing cookies.",
              "To learn which campaigns, websites and pages bring enquiries that become clients, from where each enquiry's visit came from; and, for an enquiry that came from a Google advert and became a client, to tell Google Ads that the advert's click led to a client, so it shows our adverts to people more likely to need us. That upload carries only the click identifier, the time, the conversion's name and value, never your name, email, phone or what you wrote.",
              "To consider your application if you apply for a job or internship.",
            ],
          },
          {
            type: "p",
            text: "We rely on your consent (the enquiry you send, the newsletter you join, the cookies you accept) and on legitimate uses permitted by law, such as keeping the website secure. We do not sell your data, and we do not make automated decisions about you.",
          },
        ],
      },
      {
        id: "information-sharing",
        title: "Information Sharing",
        blocks: [
          { type: "p", text: "We share personal data only with:" },
          {
            type: "list",
            items: [
              "Our hosting and database providers, who store the website's data on our behalf.",
              "Our email delivery provider, which carries the notification and acknowledgement emails.",
              "The team chat or workflow tools we use (for example Slack or Microsoft Teams), which receive a copy of each new enquiry for our team; they hold it under their own retention settings.",
              "Google, only if you accept analytics or marketing cookies: the Google tag is not loaded at all until you agree, and it receives page visits and, on the thank-you page, the fact that an enquiry or booking was made (never your name, email or phone). Separately, when an enquiry that came from a Google advert becomes a client, we upload that advert's click identifier with the time and value of the conversion to our Google Ads account.",
              "Our scheduling provider, when you choose to book a call on its page; its own privacy policy applies there.",
              "Partners delivering part of a service you have asked for (for example our AI vision partner for a safety-monitoring deployment), only with your agreement and only what they need.",
              "Authorities, when Indian law requires it.",
            ],
          },
          {
            type: "p",
            text: "Some providers may process data outside India. When they do, we use providers bound by contract to protect it to the standard of this policy.",
          },
        ],
      },
      {
        id: "data-retention",
        title: "Data Retention",
        blocks: [
          {
            type: "table",
            caption: "How long we keep each kind of data",
            columns: ["Data", "Kept for"],
            rows: [
              [
                "Enquiries (contact form submissions)",
                `Up to ${enquiryYears} from the day they arrive, then deleted automatically together with the copies of the emails about them (if you become a client, what our contract needs is kept with the contract records)`,
              ],
              [
                "Copies of the emails the website sends (enquiry notification and acknowledgement, newsletter welcome), held for delivery",
                `${outboxDays} after they are delivered; if delivery fails for good, ${outboxDays} after the email was written`,
              ],
              [
                "Our team's status history and notes on an enquiry",
                `As long as the enquiry (up to ${enquiryYears}), deleted with it`,
              ],
              [
                "Copies of the alerts about a new enquiry posted to our team's chat or workflow tools, held for delivery",
                `${outboxDays} after they are delivered; if delivery fails for good, ${outboxDays} after the alert was written; and with the enquiry`,
              ],
              ["Presentation access log (time, IP address, user agent, success)", accessLogYears],
              [
                `Sign-in links and sessions of our team's owner's view (the team member's email address and browser); a link works for ${formatPeriod(ADMIN_SIGN_IN_LINK_MINUTES, "minute")}, a session ends after ${formatPeriod(ADMIN_SESSION_IDLE_HOURS, "hour")} without use or ${formatPeriod(ADMIN_SESSION_DAYS, "day")} after sign-in`,
                `${signInDays} after the link or session ended`,
              ],
              [
                "Network (IP) address of an enquiry or newsletter sign-up, stored only in hashed form to limit repeated sending",
                rateLimitDays,
              ],
              ["Cookie consent choice", `${consentMonths}, after which we ask again`],
              ["Presentation session cookie", sessionHours],
              ["Newsletter address", "Until you unsubscribe"],
              [
                "Job and internship applications received by email",
                "12 months, unless you join us",
              ],
            ],
          },
          {
            type: "p",
            text: `Expired data is deleted automatically every ${purgeHours}, so a record can outlive its period by up to ${purgeHours}. Where the law requires us to keep something longer (for example invoices under Indian tax law), we keep only that record, for that period.`,
          },
        ],
      },
      {
        id: "your-rights",
        title: "Your Rights",
        blocks: [
          { type: "p", text: "You may at any time ask us to:" },
          {
            type: "list",
            items: [
              "tell you what personal data we hold about you and who we shared it with;",
              "correct or complete data that is wrong or out of date;",
              "delete your data, including a past enquiry;",
              "stop using your data for a purpose you consented to, such as the newsletter or analytics cookies;",
              "nominate another person to exercise these rights if you die or become unable to;",
              "hear and resolve a grievance about how we handled your data.",
            ],
          },
          {
            type: "p",
            text: "Write to the address in section 10. We answer every privacy request within 30 days. If you are not satisfied with our answer you may complain to the Data Protection Board of India.",
          },
        ],
      },
      {
        id: "cookies",
        title: "Cookies",
        blocks: [
          {
            type: "p",
            text: `The website sets one first-party cookie that remembers your cookie choice (${consentMonths}), and a signed session cookie for visitors who unlock the sales presentation (${sessionHours}). These are essential and always on. Analytics and marketing cookies from Google are set only after you accept them in the cookie banner; until then no request goes to Google at all. You can change your choice at any time from the cookie policy page or the cookie settings link. Our Cookie Policy lists every category in detail.`,
          },
        ],
      },
      {
        id: "data-security",
        title: "Data Security",
        blocks: [
          {
            type: "list",
            items: [
              "The website is served over HTTPS with strict security headers.",
              "Enquiries are written to the database by our server only; browsers cannot read or change stored records.",
              "The sales presentation is protected by a password checked on the server, with limits on repeated attempts.",
              "Access to the database and mailboxes is limited to the team members who need it. The owner's view opens only for the addresses we name, through a single-use link that expires after a few minutes; its sessions end on their own, can be ended on every device at once, and every change in it is checked against a per-session security token.",
            ],
          },
          {
            type: "p",
            text: "No system is perfectly secure. If a breach affects your personal data we will inform you and the Data Protection Board of India as the law requires.",
          },
        ],
      },
      {
        id: "third-party-links",
        title: "Third-Party Links",
        blocks: [
          {
            type: "p",
            text: "The website links to other sites: our scheduling page, WhatsApp, LinkedIn and others. Those sites have their own privacy policies and we are not responsible for how they handle your data. Read their policies before you give them personal information.",
          },
        ],
      },
      {
        id: "changes-to-this-policy",
        title: "Changes to This Policy",
        blocks: [
          {
            type: "p",
            text: "When we change this policy we update the date at the top of this page. If a change affects how we use data you have already given us, we will tell you by email before it takes effect.",
          },
        ],
      },
      {
        id: "contact-us",
        title: "Contact Us",
        blocks: [
          {
            type: "p",
            text: `For any privacy question or request, write to our grievance officer at ${ctx.brand}, ${ctx.city}, ${ctx.country}. We answer within 30 days.`,
          },
          {
            type: "email",
            label: "Privacy enquiries",
            email: ctx.privacyEmail,
            subject: "Privacy request",
          },
        ],
      },
    ],
  };
}
