import { buttonClasses } from "@/components/ui/button";

import { FormMessage, SignInCard } from "./sign-in-card";

export type LoginPageProps = {
  brandName: string;
  view: "form" | "sent";
  email: string;
  next: string;
  validMinutes: number;
  notice?: string;
  error?: string;
};

/**
 * /admin/login: ask for the address; then the same "check your email" answer for everyone, owner
 * or not (docs/decisions/0011-owner-sign-in.md).
 */
export function LoginPage({
  brandName,
  view,
  email,
  next,
  validMinutes,
  notice,
  error,
}: LoginPageProps) {
  if (view === "sent") {
    return (
      <SignInCard brandName={brandName} heading="Check your email">
        <p role="status">
          If <strong className="font-semibold text-ink-900 dark:text-white">{email}</strong> may
          sign in, a sign-in link is on its way to it. The link works once, within {validMinutes}{" "}
          minutes.
        </p>
        <p className="text-sm text-ink-600 dark:text-ink-300">
          Nothing after a few minutes? Check the spam folder, or make sure the address is one of the
          owners&apos; addresses.
        </p>
        <p>
          <a
            href={`/admin/login?next=${encodeURIComponent(next)}`}
            className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-600 dark:text-brand-100"
          >
            Use another address
          </a>
        </p>
      </SignInCard>
    );
  }
  return (
    <SignInCard brandName={brandName} heading="Sign in">
      {notice ? <FormMessage tone="notice">{notice}</FormMessage> : null}
      <p>Enter your email address and we will send you a link to sign in. No password needed.</p>
      <form method="post" action="/admin/login" className="space-y-4" noValidate>
        <input type="hidden" name="next" value={next} />
        <div className="space-y-1.5">
          <label
            htmlFor="sign-in-email"
            className="block text-sm font-semibold text-ink-900 dark:text-white"
          >
            Email address
          </label>
          <input
            id="sign-in-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={email}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "sign-in-email-error" : undefined}
            className="block min-h-11 w-full rounded-lg border border-ink-300 bg-white px-3 py-2 text-base text-ink-900 placeholder:text-ink-500 focus-visible:border-brand-500 dark:border-ink-600 dark:bg-ink-950 dark:text-white"
          />
          {error ? (
            <FormMessage tone="error" id="sign-in-email-error">
              {error}
            </FormMessage>
          ) : null}
        </div>
        <button
          type="submit"
          className={buttonClasses({ variant: "primary", className: "w-full" })}
        >
          Email me a sign-in link
        </button>
      </form>
    </SignInCard>
  );
}
