import type { ComponentProps, ReactNode } from "react";

import { cn, isExternalHref } from "@/lib/cn";

/**
 * The one button family for calls to action, as buttons and as links (docs/design-system.md):
 * - `primary`: the green call to action, at most one per view;
 * - `secondary`: an outline for the other actions beside it;
 * - `tertiary`: a text link with an arrow's worth of weight, for "Read more"-type actions;
 * - `inverse`: the secondary outline on a dark band (white on navy in both themes).
 * Older names stay as aliases so every caller follows the rule without edits: `outline` is
 * `secondary`, `ghost` is `tertiary`, `light` is `inverse`.
 */
export type ButtonVariant =
  | "primary"
  | "secondary"
  | "tertiary"
  | "inverse"
  /** @deprecated use `secondary` */
  | "outline"
  /** @deprecated use `tertiary` */
  | "ghost"
  /** @deprecated use `inverse` */
  | "light";
export type ButtonSize = "sm" | "md" | "lg";

type CanonicalVariant = "primary" | "secondary" | "tertiary" | "inverse";

const ALIASES: Record<ButtonVariant, CanonicalVariant> = {
  primary: "primary",
  secondary: "secondary",
  tertiary: "tertiary",
  inverse: "inverse",
  outline: "secondary",
  ghost: "tertiary",
  light: "inverse",
};

const base =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-control font-semibold text-center transition-[color,background-color,border-color,box-shadow] duration-150 ease-out focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:opacity-60";

const variants: Record<CanonicalVariant, string> = {
  // A transparent border: the same height as a bordered secondary beside it.
  primary:
    "border border-transparent bg-cta text-on-cta shadow-card hover:bg-cta-hover hover:shadow-raised",
  secondary:
    "border border-line-strong bg-surface-raised text-fg shadow-card hover:border-fg-subtle hover:bg-surface-tinted",
  tertiary:
    "text-accent underline-offset-4 hover:text-accent-strong hover:underline disabled:hover:no-underline",
  inverse: "border border-white/40 bg-white/5 text-white hover:border-white hover:bg-white/15",
};

const sizes: Record<ButtonSize, string> = {
  sm: "px-4 py-2 text-sm",
  // Labels keep one line on a phone (docs/design-system.md "Buttons"): a step smaller and tighter
  // below 400 and 360 px, where a long label in a card or a band has 240 px.
  md: "px-4 py-2.5 text-[0.9375rem] min-[360px]:px-5 min-[360px]:text-base",
  lg: "px-3 py-3 text-sm min-[360px]:px-4 min-[360px]:text-[0.9375rem] min-[400px]:px-6 min-[400px]:text-base sm:px-7 sm:text-lg",
};

/** A text-link button sits on the baseline of the text around it: less padding to the side. */
const tertiarySizes: Record<ButtonSize, string> = {
  sm: "px-1 py-2 text-sm",
  md: "px-1 py-2.5 text-base",
  lg: "px-1 py-3 text-lg",
};

const FONT_SIZE = /^(xs|sm|base|lg|\d?xl|\[[\d.]+(rem|px)\])$/;

/** "sm:px" for `sm:px-7`, "text" for `text-lg` (not for a colour like `text-white`); else null. */
function sizeGroup(utility: string): string | null {
  const match = /^((?:[^\s:]+:)*)(px|py|text)-(.+)$/.exec(utility);
  if (!match) return null;
  const [, variants, property, value] = match;
  if (property === "text" && !FONT_SIZE.test(value!)) return null;
  return `${variants}${property}`;
}

/**
 * The size's utilities without those the caller's className sets again (same property, same
 * variant). Tailwind orders utilities in its stylesheet by itself, not by their order in `class`,
 * so a caller's `px-4` would lose to the size's `px-6` if both were there.
 */
function sizeClassesFor(sizeClasses: string, className: string | undefined): string {
  if (!className) return sizeClasses;
  const overridden = new Set(className.split(/\s+/).map(sizeGroup).filter(Boolean));
  return sizeClasses
    .split(" ")
    .filter((utility) => !overridden.has(sizeGroup(utility)))
    .join(" ");
}

/** A caller's className may set padding or font size: it replaces the size's, see sizeClassesFor. */
export function buttonClasses({
  variant = "primary",
  size = "md",
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}) {
  const canonical = ALIASES[variant];
  return cn(
    base,
    variants[canonical],
    sizeClassesFor((canonical === "tertiary" ? tertiarySizes : sizes)[size], className),
    className,
  );
}

type Styling = { variant?: ButtonVariant; size?: ButtonSize; className?: string };

export function Button({
  variant,
  size,
  className,
  type = "button",
  ...props
}: Styling & ComponentProps<"button">) {
  return <button type={type} className={buttonClasses({ variant, size, className })} {...props} />;
}

type ButtonLinkProps = Styling & {
  href: string;
  children: ReactNode;
  /** Opens in a new tab (with rel="noopener noreferrer"); external links always do. */
  newTab?: boolean;
} & Omit<ComponentProps<"a">, "href" | "className" | "children">;

export function ButtonLink({
  href,
  variant,
  size,
  className,
  newTab,
  children,
  ...props
}: ButtonLinkProps) {
  const classes = buttonClasses({ variant, size, className });
  const external = isExternalHref(href);
  const opensTab = newTab ?? (external && !href.startsWith("mailto:") && !href.startsWith("tel:"));
  const tabProps = opensTab ? { target: "_blank", rel: "noopener noreferrer" } : {};
  return (
    <a href={href} className={classes} {...tabProps} {...props}>
      {children}
    </a>
  );
}
