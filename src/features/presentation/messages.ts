/** What the deck's password screen says (docs/product.md §4, §5, §8); shared by the form and the API. */
export const GATE_MESSAGES = {
  empty: "Please enter the password",
  incorrect: "Incorrect password. Please contact your sales representative.",
  failed: "Authentication failed. Please try again.",
  verifying: "Verifying...",
} as const;

/** The 429 message: the wait rounded up to whole minutes. */
export function retryMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}
