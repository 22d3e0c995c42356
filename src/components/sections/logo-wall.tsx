import { OptimisedImg } from "@/components/ui/optimised-img";
import type { CompanyLogo } from "@/features/company/logos-content";
import { cn } from "@/lib/cn";

/** Wide screens show the marks in one row when they fit, else in balanced rows. */
const wideColumns: Record<number, string> = {
  3: "lg:w-1/3",
  4: "lg:w-1/4",
  5: "lg:w-1/5",
  6: "lg:w-1/6",
};

/**
 * Company marks with docs/product.md §4's fallback: placeholder image with the name, then the name. Each
 * mark is drawn for a 240×56 box (content/logos/; npm run imagery draws ours), scaled to its cell:
 * two per row on phones, three on tablets, up to six on wide screens; leftovers are centred.
 * In the dark theme the marks are inverted with their hue kept, so dark ink turns light.
 * The markup is server-rendered; logo-wall-fallback.ts (included by the page) swaps a broken image.
 */
export function LogoWall({
  logos,
  label,
  size = "regular",
}: {
  logos: readonly CompanyLogo[];
  label: string;
  size?: "regular" | "compact";
}) {
  const count = logos.length;
  const wide = wideColumns[count <= 6 ? count : Math.ceil(count / 2)] ?? "lg:w-1/5";
  return (
    <ul
      aria-label={label}
      data-logo-wall=""
      className="-mx-2 flex flex-wrap items-center justify-center gap-y-4 sm:-mx-3"
    >
      {logos.map((logo) => (
        <li
          key={logo.name}
          className={cn(
            "flex w-1/2 items-center justify-center px-2 sm:w-1/3 sm:px-3",
            wide,
            size === "compact" ? "h-12 sm:h-14" : "h-16",
          )}
        >
          {/* The width and height give the box its shape before the file arrives. */}
          <OptimisedImg
            image={logo.image}
            alt={logo.alt}
            data-logo-stage="logo"
            data-logo-name={logo.name}
            className={cn(
              "h-auto w-full object-contain dark:hue-rotate-180 dark:invert",
              size === "compact" ? "max-w-[11rem]" : "max-w-[12.5rem]",
            )}
          />
          {/* The last stage, shown by the script when the placeholder fails too. */}
          <span
            hidden
            data-logo-text
            className="text-center text-base font-semibold break-words text-ink-700 dark:text-ink-100"
          >
            {logo.name}
          </span>
        </li>
      ))}
    </ul>
  );
}
