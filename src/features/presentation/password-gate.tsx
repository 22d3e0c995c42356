import { Eye, EyeOff, LockKeyhole } from "lucide-react";
import { useEffect, useId, useRef, useState, type SubmitEvent } from "react";

import { Button } from "@/components/ui/button";
import { postJson } from "@/lib/post-json";

import { GATE_MESSAGES, retryMessage } from "./messages";

/** Retry-After missing or unreadable on a 429: the lockout window (15 minutes). */
const DEFAULT_RETRY_SECONDS = 900;

/**
 * The locked state of /cto-presentation (docs/product.md §4 "Password form"; an island): idle, verifying
 * (inputs disabled, "Verifying..."), error. The server decides; on success it sets the session
 * cookie and the page, loaded again, is rendered with the deck. The form works as plain HTML
 * first: before this island hydrates, or without JavaScript, it posts to the page itself, which
 * answers with the deck or with this screen and `initialError`. Once live, submit is disabled
 * while the field is empty (docs/product.md §5), and a press sends JSON instead.
 */
export function PasswordGate({ initialError = null }: { initialError?: string | null }) {
  const [password, setPassword] = useState("");
  const [visible, setVisible] = useState(false);
  const [checking, setChecking] = useState(false);
  const [unlocking, setUnlocking] = useState(false);
  const [error, setError] = useState<string | null>(initialError);
  // False in the server's HTML and the first render: the button stays usable as plain HTML.
  const [live, setLive] = useState(false);
  const inputId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const busy = checking || unlocking;

  // What was typed before this island hydrated is kept, not silently dropped.
  useEffect(() => {
    const typed = input.current?.value;
    if (typed) setPassword(typed);
    setLive(true);
  }, []);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const value = password.trim();
    if (!value) {
      setError(GATE_MESSAGES.empty);
      return;
    }
    setChecking(true);
    setError(null);
    const result = await postJson("/api/presentation/session", { password: value });
    setChecking(false);
    if (result.kind === "rate-limited") {
      setError(retryMessage(result.retryAfterSeconds || DEFAULT_RETRY_SECONDS));
    } else if (result.kind === "network-error") {
      setError(GATE_MESSAGES.failed);
    } else if (result.status === 200 && (result.body as { success?: unknown })?.success === true) {
      setUnlocking(true);
      window.location.reload();
    } else {
      setError(result.status === 401 ? GATE_MESSAGES.incorrect : GATE_MESSAGES.failed);
    }
  }

  return (
    <form
      method="post"
      action="/cto-presentation"
      onSubmit={submit}
      noValidate
      aria-busy={busy}
      className="w-full max-w-md rounded-2xl bg-surface-raised p-6 text-fg shadow-xl sm:p-8"
    >
      <div className="flex items-center gap-3">
        <span className="inline-flex size-11 items-center justify-center rounded-full bg-surface-brand text-accent">
          <LockKeyhole aria-hidden="true" className="size-5" />
        </span>
        <h1 className="text-2xl font-bold">CTO presentation</h1>
      </div>
      <p className="mt-3 text-fg-muted">
        This presentation is private. Enter the password your sales representative gave you.
      </p>
      <label htmlFor={inputId} className="mt-6 block font-semibold">
        Password
      </label>
      <div className="relative mt-2">
        <input
          ref={input}
          id={inputId}
          name="password"
          type={visible ? "text" : "password"}
          autoComplete="current-password"
          autoCapitalize="none"
          spellCheck={false}
          value={password}
          disabled={busy}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setPassword(event.target.value);
            if (error) setError(null);
          }}
          className="block min-h-12 w-full rounded-lg border-2 border-line-strong bg-surface-raised py-2 pr-14 pl-3 text-base text-fg disabled:bg-surface-tinted aria-invalid:border-danger-700 dark:aria-invalid:border-danger-400"
        />
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          disabled={busy}
          aria-label={visible ? "Hide password" : "Show password"}
          aria-pressed={visible}
          aria-controls={inputId}
          className="absolute inset-y-0 right-0 inline-flex w-12 items-center justify-center rounded-r-lg text-fg-muted hover:text-fg disabled:opacity-60 no-script:hidden"
        >
          {visible ? (
            <EyeOff aria-hidden="true" className="size-5" />
          ) : (
            <Eye aria-hidden="true" className="size-5" />
          )}
        </button>
      </div>
      <p
        id={errorId}
        role="alert"
        className="mt-2 min-h-6 text-sm font-medium text-danger-700 dark:text-danger-400"
      >
        {error}
      </p>
      <Button
        type="submit"
        size="lg"
        disabled={busy || (live && password.length === 0)}
        className="mt-4 w-full"
      >
        {busy ? GATE_MESSAGES.verifying : "Unlock presentation"}
      </Button>
    </form>
  );
}
