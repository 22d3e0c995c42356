import type { NavLink } from "@content/navigation";
import { cn } from "@/lib/cn";

export function isCurrentPath(pathname: string, href: string): boolean {
  return pathname === href || (href !== "/" && pathname.startsWith(`${href}/`));
}

/** The header's page links; the current page is marked with aria-current and highlighted. */
export function NavLinks({
  links,
  currentPath,
  className,
  linkClassName,
}: {
  links: readonly NavLink[];
  currentPath: string;
  className?: string;
  linkClassName?: string;
}) {
  return (
    <ul className={className}>
      {links.map((link) => {
        const current = isCurrentPath(currentPath, link.href);
        return (
          <li key={link.href}>
            <a
              href={link.href}
              aria-current={current ? "page" : undefined}
              className={cn(
                "inline-flex min-h-11 items-center rounded-control px-3 text-[0.95rem] font-medium whitespace-nowrap text-fg-muted transition-colors duration-150 hover:text-accent aria-[current=page]:text-accent aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8 lg:max-xl:px-2",
                linkClassName,
              )}
            >
              {link.name}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
