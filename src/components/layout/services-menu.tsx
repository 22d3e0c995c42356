"use client";

import { ChevronDown } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";

import type { ServiceMenuItem } from "@content/navigation";
import { cn } from "@/lib/cn";

/**
 * The header's Services menu: a disclosure that opens on mouse hover and closes on leave
 * (SPEC §2), and also opens by click, Enter/Space or ArrowDown, closing on Escape or when
 * focus leaves it.
 */
export function ServicesMenu({ items }: { items: readonly ServiceMenuItem[] }) {
  const [open, setOpen] = useState(false);
  const hovering = useRef(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const pathname = usePathname();
  const current = items.some((item) => pathname === item.href);

  // Close on navigation (adjusting state while rendering, not in an effect).
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpen(false);
  }

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    hovering.current = true;
    setOpen(true);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    hovering.current = false;
    setOpen(false);
  };

  const focusItem = (index: number) => {
    const links = rootRef.current?.querySelectorAll<HTMLAnchorElement>("[data-menu-item]");
    links?.[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    if (event.key === "ArrowDown" && event.target === buttonRef.current) {
      event.preventDefault();
      setOpen(true);
      requestAnimationFrame(() => focusItem(0));
    }
  };

  return (
    <div
      ref={rootRef}
      className="relative"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        // A mouse click while the pointer already opened it keeps it open rather than closing.
        onClick={() => setOpen((wasOpen) => (hovering.current ? true : !wasOpen))}
        className={cn(
          "inline-flex min-h-11 items-center gap-1 rounded-md px-3 text-[0.95rem] font-medium text-ink-700 hover:text-brand-700",
          current && "text-brand-700",
        )}
      >
        Services
        <ChevronDown
          aria-hidden="true"
          className={cn("size-4 transition-transform duration-200", open && "rotate-180")}
        />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute top-full left-1/2 z-50 w-[22rem] -translate-x-1/2 pt-2"
      >
        <ul className="animate-fade-up rounded-xl border border-ink-100 bg-white p-2 shadow-xl">
          {items.map((item) => (
            <li key={item.href}>
              <Link
                href={item.href}
                data-menu-item
                aria-current={pathname === item.href ? "page" : undefined}
                onClick={() => setOpen(false)}
                className="block rounded-lg px-3 py-2.5 hover:bg-brand-50 focus-visible:bg-brand-50 aria-[current=page]:bg-brand-50"
              >
                <span className="block font-semibold text-ink-900">{item.name}</span>
                <span className="block text-sm text-ink-600">{item.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
