/** Copy of /contact (docs/product.md §10.2: the enquiry form beside the direct channels). */
export const contactCopy = {
  title: "Contact Us",
  metaDescription:
    "Send an enquiry, message us on WhatsApp or book a free 30-minute discovery call with a fractional CTO. We reply to every enquiry within 24 hours.",
  eyebrow: "Talk to a founder",
  heading: "Let's Talk About Your Project",
  intro:
    "Tell us what you are building and where you are stuck. A founder with 20+ years of product experience reads every enquiry and replies within 24 hours.",
  formTitle: "Send an Enquiry",
  channelsTitle: "Other Ways to Reach Us",
  channels: {
    email: { title: "Email", text: "For briefs, documents and anything longer." },
    whatsapp: { title: "WhatsApp", text: "Quick questions; we usually answer within a few hours." },
    call: {
      title: "Book a Call",
      text: "A free 30-minute discovery call, scheduled at a time that suits you.",
      button: "Book a 30-Minute Call",
    },
    office: { title: "Office", text: "We work with founders across India and abroad from" },
  },
} as const;
