import type { ComponentProps, ReactNode } from "react";

import { cn, isExternalHref } from "@/lib/cn";

/** The one button family for calls to action, as buttons and as links. */
export type ButtonVariant = "primary" | "secondary" | "outline" | "ghost" | "light";
export type ButtonSize = "sm" | "md" | "lg";

const base =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg font-semibold transition-colors duration-200 focus-visible:outline-3 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60 text-center";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-cta-700 text-white shadow-sm hover:bg-cta-800",
  secondary: "bg-brand-600 text-white shadow-sm hover:bg-brand-700",
  outline: "border-2 border-ink-900 text-ink-900 hover:bg-ink-900 hover:text-white",
  ghost: "text-ink-800 hover:bg-ink-100",
  light: "bg-white text-ink-900 shadow-sm hover:bg-ink-100",
};

const sizes: Record<ButtonSize, string> = {
  sm: "px-4 py-2 text-sm",
  md: "px-5 py-2.5 text-base",
  lg: "px-7 py-3.5 text-lg",
};

export function buttonClasses({
  variant = "primary",
  size = "md",
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}) {
  return cn(base, variants[variant], sizes[size], className);
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
  if (external || opensTab) {
    return (
      <a href={href} className={classes} {...tabProps} {...props}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} className={classes} {...props}>
      {children}
    </a>
  );
}
