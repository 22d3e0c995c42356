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
    case "won":
      return { tone: "success", text: "Marked won; its value is saved." };
    case "won-unchanged":
      return { tone: "success", text: "It was already won with that value; nothing changed." };
    case "resend":
      return {
        tone: "success",
        text: "The team notification was queued again. Its delivery shows below.",
      };
    case "assign":
      return { tone: "success", text: "Assignment saved." };
    case "assign-unchanged":
      return { tone: "success", text: "It was already assigned that way; nothing changed." };
    case "reply-undone":
      return { tone: "success", text: "Reply undone: the status and first-reply time are back." };
    case "reply-unchanged":
      return { tone: "success", text: "There was no reply to undo since the last change." };
  }
  switch (error) {
    case "status":
      return { tone: "error", text: "Choose one of the listed statuses." };
    case "won-value":
      return {
        tone: "error",
        text: "Write the value as a number such as 1,50,000 or 150000.50, or leave it empty.",
      };
    case "note":
      return { tone: "error", text: "Write a note of 1 to 5,000 characters." };
    case "assign":
      return { tone: "error", text: "Choose one of the owners, or nobody." };
    case "reply":
      return { tone: "error", text: "That reply could not be drafted (no usable phone number)." };
  }
  return undefined;
}
