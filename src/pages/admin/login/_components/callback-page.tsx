import { buttonClasses } from "@/components/ui/button";

import { SignInCard } from "./sign-in-card";

/**
 * /admin/login/callback: a valid link shows one button that signs in (a POST, so a mail
 * scanner opening the link cannot use it up); any other shows why and how to get a new one.
 */
export function CallbackPage({
  brandName,
  token,
}: {
  brandName: string;
  /** Null: the link is unknown, used or expired. */
  token: string | null;
}) {
  if (!token) {
    return (
      <SignInCard brandName={brandName} heading="This sign-in link no longer works">
        <p>
          Each link works once and only for a short time. This one has been used already or has
          expired.
        </p>
        <a
          href="/admin/login"
          className={buttonClasses({ variant: "primary", className: "w-full" })}
        >
          Request a new sign-in link
        </a>
      </SignInCard>
    );
  }
  return (
    <SignInCard brandName={brandName} heading="Sign in to the owner's view">
      <p>Press the button to finish signing in on this device.</p>
      <form method="post" action="/admin/login/callback">
        <input type="hidden" name="token" value={token} />
        <button
          type="submit"
          className={buttonClasses({ variant: "primary", className: "w-full" })}
        >
          Sign in
        </button>
      </form>
    </SignInCard>
  );
}
