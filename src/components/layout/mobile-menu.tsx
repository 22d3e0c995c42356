"use client";

import { Menu, X } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";

import type { NavLink, ServiceMenuItem } from "@content/navigation";
import { ButtonLink } from "@/components/ui/button";

import { NavLinks } from "./nav-links";

/** Small screens: a toggle showing the same items as the desktop header; closes on selection. */
export function MobileMenu({
  services,
  links,
  cta,
}: {
  services: readonly ServiceMenuItem[];
  links: readonly NavLink[];
  cta: { href: string; label: string };
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();
  const close = () => setOpen(false);

  // Close on navigation (adjusting state while rendering, not in an effect).
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <div className="lg:hidden">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? "Close menu" : "Open menu"}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex size-11 items-center justify-center rounded-md text-ink-900 hover:bg-ink-100"
      >
        {open ? (
          <X aria-hidden="true" className="size-6" />
        ) : (
          <Menu aria-hidden="true" className="size-6" />
        )}
      </button>
      <nav
        id={panelId}
        aria-label="Mobile"
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4.5rem)] overflow-y-auto border-t border-ink-100 bg-white px-4 pb-6 shadow-lg"
      >
        <p className="pt-4 pb-1 text-xs font-semibold tracking-wider text-ink-500 uppercase">
          Services
        </p>
        <ul>
          {services.map((item) => (
            <li key={item.href}>
              <Link
                href={item.href}
                onClick={close}
                aria-current={pathname === item.href ? "page" : undefined}
                className="block rounded-lg px-3 py-2 hover:bg-brand-50"
              >
                <span className="block font-semibold text-ink-900">{item.name}</span>
                <span className="block text-sm text-ink-600">{item.description}</span>
              </Link>
            </li>
          ))}
        </ul>
        <NavLinks
          links={links}
          onNavigate={close}
          className="mt-2 border-t border-ink-100 pt-2"
          linkClassName="flex w-full"
        />
        <ButtonLink href={cta.href} onClick={close} className="mt-4 w-full">
          {cta.label}
        </ButtonLink>
      </nav>
    </div>
  );
}
