/**
 * The words of the discovery-call pages: /book, its manage page (reschedule or cancel from the
 * mail's link) and the owner's Calls page. The call itself is 30 minutes (docs/product.md).
 */
export const bookingCopy = {
  /** The event's name in the invitation's words and on the thank-you page. */
  eventName: "30-Minute Discovery Call",
  eyebrow: "Free discovery call",
  heading: "Book a 30-minute discovery call",
  intro:
    "Pick a time that suits you. We talk through your project, answer your questions and suggest a sensible first step. No cost, no obligation.",
  facts: ["30 minutes", "Video call, link in the invitation", "Free"],
  zone: {
    label: "Times shown in",
    apply: "Show times",
    /** Under the zone picker: the team's place ("India") and its offset ("GMT+5:30"). */
    teamAlongside: (place: string, offset: string) =>
      `Each time also shows ${place} time (${offset}), where the team works.`,
  },
  days: {
    title: "Pick a day",
    none: "No open times in the next three weeks. Please write to us instead.",
  },
  times: {
    title: "Pick a time",
    pickDay: "Pick a day to see its times.",
  },
  form: {
    title: "Your details",
    chosen: "Your call",
    change: "Change",
    name: "Full name",
    email: "Email",
    phone: "Phone",
    phoneHint: "(optional)",
    project: "A line about your project",
    projectHint: "(optional)",
    submit: "Book the call",
    submitting: "Booking…",
    pickTime: "Pick a time first.",
    prefilled: "We filled this in from your enquiry; the call joins it.",
  },
  taken: {
    heading: "Someone has just booked that time.",
    text: "Please pick one of the next free times below; everything you typed is kept.",
    pick: "Next free times",
  },
  unavailable: {
    heading: "That time is no longer open.",
    text: "Please pick one of the next free times below; everything you typed is kept.",
  },
  rateLimited: (minutes: number) =>
    `Too many bookings from this connection. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  failed: "Something went wrong and the call was not booked. Please try again, or write to us.",
  manage: {
    heading: "Your discovery call",
    intro: "Move the call to another time, or cancel it. We send the change to your calendar.",
    moveTitle: "Move it to another time",
    confirmTitle: "Confirm the new time",
    moveSubmit: "Move the call",
    cancelTitle: "Cancel the call",
    cancelText: "The time is freed for someone else. You can always book again.",
    cancelSubmit: "Cancel the call",
    moved: "Your call is moved. The updated invitation is on its way to your inbox.",
    cancelled: "Your call is cancelled. We sent the cancellation to your calendar.",
    bookAgain: "Book another time",
    invalidLink: "This link is not valid. Please use the link in your latest email from us.",
    expiredLink: "This link has expired. Please write to us and we will sort it out.",
    alreadyCancelled: "This call was cancelled.",
    past: "This call has already taken place.",
    link: "Move or cancel",
    pickNext: "Please pick one of the next free times below.",
    addToCalendar: "Add to calendar (.ics)",
    googleCalendar: "Add to Google Calendar",
  },
} as const;

export type BookingCopy = typeof bookingCopy;
