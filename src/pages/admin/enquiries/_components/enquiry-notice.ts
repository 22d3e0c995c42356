/** What the detail page says after one of its forms (the action's 303 carries done= or error=). */
export function enquiryNotice(
  done: string | null,
  error: string | null,
): { tone: "success" | "error"; text: string } | undefined {
  switch (done) {
    case "status":
      return { tone: "success", text: "Status saved." };
    case "status-unchanged":
      return { tone: "success", text: "The status was already that; nothing changed." };
    case "note":
      return { tone: "success", text: "Note added." };
    case "resend":
      return {
        tone: "success",
        text: "The team notification was queued again. Its delivery shows below.",
      };
  }
  switch (error) {
    case "status":
      return { tone: "error", text: "Choose one of the listed statuses." };
    case "note":
      return { tone: "error", text: "Write a note of 1 to 5,000 characters." };
  }
  return undefined;
}
