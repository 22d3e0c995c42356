"use client";

import { useId, useState, type FormEvent } from "react";

import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

import {
  NEWSLETTER_EMAIL_MESSAGE,
  NEWSLETTER_ENDPOINT,
  newsletterMessages,
  newsletterSchema,
} from "./newsletter-schema";

type Status =
  | { kind: "idle" }
  | { kind: "submitting" }
  | { kind: "done"; message: string }
  | { kind: "error"; message: string };

/**
 * Newsletter sign-up (DESIGN decision 5). Checks the address before sending anything, then
 * POSTs JSON {email}. Answers: 2xx subscribed; 409 already subscribed; 422 {fieldErrors}
 * shown under the field; 429 rate limited; anything else a retry message. What was typed stays.
 */
export function NewsletterForm({ className }: { className?: string }) {
  const [email, setEmail] = useState("");
  const [fieldError, setFieldError] = useState("");
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const inputId = useId();
  const errorId = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = newsletterSchema.safeParse({ email });
    if (!parsed.success) {
      setFieldError(NEWSLETTER_EMAIL_MESSAGE);
      setStatus({ kind: "idle" });
      return;
    }
    setFieldError("");
    setStatus({ kind: "submitting" });
    try {
      const response = await fetch(NEWSLETTER_ENDPOINT, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(parsed.data),
      });
      if (response.ok) {
        setStatus({ kind: "done", message: newsletterMessages.success });
        setEmail("");
      } else if (response.status === 409) {
        setStatus({ kind: "done", message: newsletterMessages.duplicate });
      } else if (response.status === 422) {
        const body = (await response.json().catch(() => null)) as {
          fieldErrors?: { email?: string[] };
        } | null;
        setFieldError(body?.fieldErrors?.email?.[0] ?? NEWSLETTER_EMAIL_MESSAGE);
        setStatus({ kind: "idle" });
      } else if (response.status === 429) {
        setStatus({ kind: "error", message: newsletterMessages.rateLimited });
      } else {
        setStatus({ kind: "error", message: newsletterMessages.failed });
      }
    } catch {
      setStatus({ kind: "error", message: newsletterMessages.failed });
    }
  }

  const submitting = status.kind === "submitting";

  return (
    <form noValidate onSubmit={onSubmit} className={cn("space-y-3", className)}>
      <div>
        <label htmlFor={inputId} className="block text-sm font-semibold text-ink-900">
          Email address
        </label>
        <input
          id={inputId}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (fieldError) setFieldError("");
          }}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? errorId : undefined}
          className={cn(
            "mt-1 min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-ink-900 placeholder:text-ink-500",
            fieldError ? "border-danger-600" : "border-ink-300",
          )}
        />
        {fieldError ? (
          <p id={errorId} className="mt-1 text-sm font-medium text-danger-700">
            {fieldError}
          </p>
        ) : null}
      </div>
      <Button type="submit" className="w-full" disabled={submitting}>
        {submitting ? newsletterMessages.submitting : newsletterMessages.submit}
      </Button>
      <p role="status" className="text-sm font-medium text-cta-800 empty:hidden">
        {status.kind === "done" ? status.message : ""}
      </p>
      <p role="alert" className="text-sm font-medium text-danger-700 empty:hidden">
        {status.kind === "error" ? status.message : ""}
      </p>
    </form>
  );
}
