import { useId, useState, type SubmitEvent } from "react";

import { Button } from "@/components/ui/button";
import { AttributionField } from "@/features/attribution/attribution-field";
import { currentAttribution } from "@/features/attribution/attribution-store";
import { cn } from "@/lib/cn";
import { postJson } from "@/lib/post-json";

import {
  NEWSLETTER_EMAIL_MESSAGE,
  NEWSLETTER_ENDPOINT,
  NEWSLETTER_FORM_PATH,
  newsletterMessages,
  newsletterSchema,
} from "./newsletter-schema";

type Status =
  | { kind: "idle" }
  | { kind: "submitting" }
  | { kind: "done"; message: string }
  | { kind: "error"; message: string };

/**
 * Newsletter sign-up (docs/product.md §10.5), an island in the blog's sidebar that wakes when a visitor
 * reaches for it (client:interaction). The address field is uncontrolled, so what was typed before
 * the island woke is what is sent. The server's HTML is a working form too: it posts form-encoded
 * to /newsletter, which answers with a confirmation or the form again with the message
 * (docs/decisions/0017-forms-without-javascript.md); `initial` is what that page shows.
 * Checks the address before sending anything, then POSTs JSON {email} with postJson. Answers:
 * 2xx subscribed (the same for a new and a known address); 422 {fieldErrors} shown under the
 * field; 429 rate limited; anything else a retry message. What was typed stays.
 */
export function NewsletterForm({
  className,
  initial = {},
}: {
  className?: string;
  initial?: {
    email?: string;
    fieldError?: string;
    done?: string;
    error?: string;
    /** Where the visit came from, as the server's page kept it (JSON). */
    attribution?: string;
  };
}) {
  const [fieldError, setFieldError] = useState(initial.fieldError ?? "");
  const [status, setStatus] = useState<Status>(
    initial.done
      ? { kind: "done", message: initial.done }
      : initial.error
        ? { kind: "error", message: initial.error }
        : { kind: "idle" },
  );
  const inputId = useId();
  const errorId = useId();

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get("email") ?? "");
    const parsed = newsletterSchema.safeParse({ email });
    if (!parsed.success) {
      setFieldError(NEWSLETTER_EMAIL_MESSAGE);
      setStatus({ kind: "idle" });
      return;
    }
    setFieldError("");
    setStatus({ kind: "submitting" });
    const result = await postJson(NEWSLETTER_ENDPOINT, {
      ...parsed.data,
      attribution: initial.attribution ?? currentAttribution(),
    });
    if (result.kind === "rate-limited") {
      setStatus({ kind: "error", message: newsletterMessages.rateLimited });
    } else if (result.kind === "network-error") {
      setStatus({ kind: "error", message: newsletterMessages.failed });
    } else if (result.status >= 200 && result.status < 300) {
      setStatus({ kind: "done", message: newsletterMessages.success });
      form.reset();
    } else if (result.status === 422) {
      const body = result.body as { fieldErrors?: { email?: string[] } } | null;
      setFieldError(body?.fieldErrors?.email?.[0] ?? NEWSLETTER_EMAIL_MESSAGE);
      setStatus({ kind: "idle" });
    } else {
      setStatus({ kind: "error", message: newsletterMessages.failed });
    }
  }

  const submitting = status.kind === "submitting";

  return (
    <form
      method="post"
      action={NEWSLETTER_FORM_PATH}
      noValidate
      onSubmit={onSubmit}
      className={cn("space-y-3", className)}
    >
      <div>
        <label htmlFor={inputId} className="block text-sm font-semibold text-fg">
          Email address
        </label>
        <input
          id={inputId}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          defaultValue={initial.email}
          onChange={() => {
            if (fieldError) setFieldError("");
          }}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? errorId : undefined}
          className={cn(
            "mt-1 min-h-11 w-full rounded-lg border bg-surface-raised px-3 py-2 text-base text-fg placeholder:text-fg-subtle",
            fieldError ? "border-danger-600" : "border-line-strong",
          )}
        />
        {fieldError ? (
          <p id={errorId} className="mt-1 text-sm font-medium text-danger-700 dark:text-red-300">
            {fieldError}
          </p>
        ) : null}
      </div>
      <AttributionField value={initial.attribution} />
      <Button type="submit" className="w-full" disabled={submitting}>
        {submitting ? newsletterMessages.submitting : newsletterMessages.submit}
      </Button>
      <p role="status" className="text-sm font-medium text-cta-800 empty:hidden dark:text-cta-400">
        {status.kind === "done" ? status.message : ""}
      </p>
      <p
        role="alert"
        className="text-sm font-medium text-danger-700 empty:hidden dark:text-red-300"
      >
        {status.kind === "error" ? status.message : ""}
      </p>
    </form>
  );
}
