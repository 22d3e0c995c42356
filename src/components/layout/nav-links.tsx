"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";

import type { NavLink } from "@content/navigation";
import { cn } from "@/lib/cn";

export function isCurrentPath(pathname: string, href: string): boolean {
  return pathname === href || (href !== "/" && pathname.startsWith(`${href}/`));
}

/** The header's page links; the current page is marked with aria-current and highlighted. */
export function NavLinks({
  links,
  className,
  linkClassName,
  onNavigate,
}: {
  links: readonly NavLink[];
  className?: string;
  linkClassName?: string;
  onNavigate?: () => void;
}) {
  const pathname = usePathname();
  return (
    <ul className={className}>
      {links.map((link) => {
        const current = isCurrentPath(pathname, link.href);
        return (
          <li key={link.href}>
            <Link
              href={link.href}
              aria-current={current ? "page" : undefined}
              onClick={onNavigate}
              className={cn(
                "inline-flex min-h-11 items-center rounded-md px-3 text-[0.95rem] font-medium text-ink-700 hover:text-brand-700 aria-[current=page]:text-brand-700 aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8",
                linkClassName,
              )}
            >
              {link.name}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
