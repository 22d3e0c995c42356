import type { LegalContext, LegalDocument } from "./types";

/** Terms of Service: 10 sections (docs/product.md §2), Indian law and courts in Bangalore (docs/product.md §9). */
export function termsOfService(ctx: LegalContext): LegalDocument {
  return {
    title: "Terms of Service",
    description: `The terms for using the ${ctx.brand} website and engaging our services: payments, intellectual property, liability and the law that applies.`,
    lastUpdated: "December 2024",
    intro: `These terms apply to your use of the website at ${ctx.siteUrl} and to the services ${ctx.brand} provides. By using the website or engaging us you accept them. If you do not agree, please do not use the website. A signed proposal or contract for a specific engagement takes precedence over these terms where the two differ.`,
    sections: [
      {
        id: "use-of-services",
        title: "Use of Services",
        blocks: [
          {
            type: "p",
            text: "The website describes our services (CTO-as-a-Service, MVP development, Google Ads performance marketing, AI automation, AI safety and vision systems, and tech strategy consulting) and lets you send us an enquiry, book a call or subscribe to our newsletter.",
          },
          {
            type: "list",
            items: [
              "You must be 18 or over to use the website or engage our services.",
              "Information on the website is general and does not form an offer; the scope, price and timeline of any engagement are agreed in writing.",
              "The free 5-day CTO pilot carries no obligation to continue; you keep the pilot's deliverables. A paid pilot is not refundable once work has started.",
            ],
          },
        ],
      },
      {
        id: "user-responsibilities",
        title: "User Responsibilities",
        blocks: [
          { type: "p", text: "When you use the website you agree to:" },
          {
            type: "list",
            items: [
              "give true and current information in forms, and only about yourself or people who have allowed you to;",
              "not send unlawful, abusive or misleading content, or other people's confidential information without their permission;",
              "not try to break, overload, scan or bypass the security of the website, including the password of the private sales presentation;",
              "not share a presentation password given to you by our sales team with anyone else;",
              "not copy the website's content for commercial use without our written permission.",
            ],
          },
        ],
      },
      {
        id: "payments",
        title: "Payments",
        blocks: [
          {
            type: "list",
            items: [
              "Fees, currency and payment terms are set in your proposal. Monthly services are invoiced in advance; project work is invoiced by milestone.",
              "Invoices are due within 15 days. Indian clients pay applicable GST in addition to the fee.",
              "Monthly services have no long-term contract: you may cancel at any time with effect from the end of the month already paid.",
              "We may pause work on an account that is more than 30 days overdue, after telling you in writing.",
            ],
          },
        ],
      },
      {
        id: "intellectual-property",
        title: "Intellectual Property",
        blocks: [
          {
            type: "p",
            text: "The website's text, design, logo and graphics belong to us. Once you have paid for them, the code, designs and documents we create for you belong to you, unless your contract says otherwise. We keep the right to reuse general know-how, tools and open-source components that are not specific to your project, and we will not use your confidential information for anyone else.",
          },
        ],
      },
      {
        id: "limitation-of-liability",
        title: "Limitation of Liability",
        blocks: [
          {
            type: "p",
            text: "The website is provided as it is. We take care to keep it accurate and available but do not promise that it is free of errors or interruptions. Results quoted on the website (such as delivery times, return on ad spend or funding raised) describe past projects and are not a guarantee of your results.",
          },
          {
            type: "p",
            text: "To the extent the law allows, we are not liable for indirect or consequential loss, such as lost profits or data, and our total liability for any engagement is limited to the fees you paid us for it in the three months before the claim. Nothing in these terms limits liability that cannot be limited under Indian law.",
          },
        ],
      },
      {
        id: "termination",
        title: "Termination",
        blocks: [
          {
            type: "p",
            text: "Either side may end an engagement as set out in its contract, or, where none applies, with 30 days' written notice. We may suspend access to the website or the sales presentation for anyone who breaks these terms. On termination you pay for work done up to that date, and we hand over the work you have paid for.",
          },
        ],
      },
      {
        id: "external-links",
        title: "External Links",
        blocks: [
          {
            type: "p",
            text: "The website links to other sites, such as our scheduling page, WhatsApp and social networks. We do not control them and are not responsible for their content, availability or terms.",
          },
        ],
      },
      {
        id: "changes-to-terms",
        title: "Changes to Terms",
        blocks: [
          {
            type: "p",
            text: "We may update these terms; the date at the top of the page shows the latest version. Changes apply from the date they are published and do not change contracts already signed.",
          },
        ],
      },
      {
        id: "governing-law",
        title: "Governing Law",
        blocks: [
          {
            type: "p",
            text: "These terms are governed by the laws of India. The courts in Bangalore, Karnataka have exclusive jurisdiction over any dispute arising from them or from the use of the website. Before going to court, both sides will try in good faith to settle the dispute by discussion for 30 days.",
          },
        ],
      },
      {
        id: "contact-information",
        title: "Contact Information",
        blocks: [
          {
            type: "p",
            text: `Questions about these terms: ${ctx.brand}, ${ctx.city}, ${ctx.country}. We reply within 5 business days.`,
          },
          {
            type: "email",
            label: "Legal enquiries",
            email: ctx.legalEmail,
            subject: "Terms of Service",
          },
        ],
      },
    ],
  };
}
