/** Copy of /thank-you (docs/product.md §2 "Thank-you"). */
export const thankYouCopy = {
  title: "Thank You",
  metaDescription:
    "Your enquiry or booking has reached us. Here is what happens next and how to reach the team directly.",
  general: {
    heading: "Thank You! We've Received Your Details",
    text: "A member of our team will send you a WhatsApp message shortly to understand your project. We reply to every enquiry within 24 hours.",
    whatsappFallback: "Didn't get a message? Write to us on WhatsApp at",
  },
  booking: {
    greeting: (firstName: string) => (firstName ? `Thank you, ${firstName}!` : "Thank you!"),
    confirmed: (eventType: string) =>
      eventType ? `Your ${eventType} is confirmed.` : "Your meeting is confirmed.",
    followUp: "We will also contact you by email before the call with anything worth preparing.",
    cardTitle: "Meeting Details",
    labels: {
      eventType: "Event type",
      date: "Date",
      time: "Time",
      attendee: "Attendee",
      email: "Email",
    },
    invitation: "A calendar invitation has been sent to your email.",
    reminder: "You will get a reminder 24 hours before the meeting.",
  },
  next: {
    heading: "What Happens Next?",
    steps: [
      {
        title: "WhatsApp response within a few hours",
        text: "A founder, not a sales team, reads your details and replies on WhatsApp the same day.",
      },
      {
        title: "Schedule a call",
        text: "Pick a 30-minute discovery call at a time that suits you; we come prepared with questions.",
      },
      {
        title: "Meet your CTO",
        text: "You meet the experienced CTO who would lead your project and agree the free 5-day pilot.",
      },
    ],
    scheduleButton: "Schedule a Meeting Now",
  },
  explore: {
    heading: "While You Wait",
    links: [
      { label: "Explore our CTO services", href: "/cto-services" },
      { label: "Read our case studies", href: "/case-studies" },
    ],
    founderLink: (founderName: string) => `Meet ${founderName}, your CTO`,
    emailPrefix: "Or email us at",
  },
} as const;
