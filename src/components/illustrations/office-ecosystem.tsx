import type { ReactNode } from "react";
import { ArrowUpRight, Globe2, MapPin } from "lucide-react";

import { cn } from "@/lib/cn";

import { Glow, Illustration, Panel, PanelBar } from "./frame";

/** A place or partner around the office: its words and its icon (drawn by the page). */
export type EcosystemNode = { label: string; icon: ReactNode };

/**
 * Where each node sits, by how many there are: the chip's place (anchored to the map's left or
 * right edge, so it never leaves the map) and the end of its line from the pin, in per cent of
 * the map. The drawing reads its own width (a container query), not the screen's: under 28 rem
 * (phones) the map is tall, one chip a row on alternating sides; wider, the chips take the map's
 * corners (a square map up to 36 rem, beside the copy on a 1024 px screen; 4:3 wider still).
 */
type Slot = { side: "left" | "right" | "centre"; top: string; x: number; y: number };

const narrowSlots: Record<number, readonly Slot[]> = {
  2: [
    { side: "left", top: "top-[12%]", x: 24, y: 12 },
    { side: "right", top: "top-[88%]", x: 76, y: 88 },
  ],
  3: [
    { side: "left", top: "top-[8%]", x: 24, y: 8 },
    { side: "right", top: "top-[21%]", x: 76, y: 21 },
    { side: "centre", top: "top-[90%]", x: 50, y: 90 },
  ],
  4: [
    { side: "left", top: "top-[8%]", x: 24, y: 8 },
    { side: "right", top: "top-[21%]", x: 76, y: 21 },
    { side: "left", top: "top-[80%]", x: 24, y: 80 },
    { side: "right", top: "top-[93%]", x: 76, y: 93 },
  ],
};

const cornerSlots: Record<number, readonly Slot[]> = {
  2: [
    { side: "left", top: "@md:top-[17%]", x: 20, y: 17 },
    { side: "right", top: "@md:top-[80%]", x: 80, y: 80 },
  ],
  3: [
    { side: "left", top: "@md:top-[17%]", x: 20, y: 17 },
    { side: "right", top: "@md:top-[17%]", x: 80, y: 17 },
    { side: "centre", top: "@md:top-[85%]", x: 50, y: 85 },
  ],
  4: [
    { side: "left", top: "@md:top-[17%]", x: 20, y: 17 },
    { side: "right", top: "@md:top-[17%]", x: 80, y: 17 },
    { side: "left", top: "@md:top-[80%]", x: 20, y: 80 },
    { side: "right", top: "@md:top-[80%]", x: 80, y: 80 },
  ],
};

// Static class names per side, so Tailwind finds them.
const narrowSide = {
  left: "left-[4%]",
  right: "right-[4%]",
  centre: "left-1/2 -translate-x-1/2",
} as const;
const cornerSide = {
  left: "@md:right-auto @md:left-[4%] @md:translate-x-0",
  right: "@md:right-[4%] @md:left-auto @md:translate-x-0",
  centre: "@md:right-auto @md:left-1/2 @md:-translate-x-1/2",
} as const;

/** The pin, in per cent of the map: a little above the middle of the tall map, else in it. */
const NARROW_PIN = { x: 50, y: 45 };
const CORNER_PIN = { x: 50, y: 50 };

/**
 * The city as a map seen from above: arterial roads running out from the centre, a ring road,
 * lakes and a park. Pure decoration, so it may be cropped: it covers the map at any shape, its
 * middle under the pin.
 */
function CityGround() {
  const roads = [
    "M200 150 C205 110 188 62 196 0",
    "M200 150 C244 122 300 86 400 50",
    "M200 150 C262 150 330 160 400 170",
    "M200 150 C244 190 304 240 352 300",
    "M200 150 C196 200 212 250 206 300",
    "M200 150 C158 190 108 232 40 300",
    "M200 150 C140 142 78 152 0 160",
    "M200 150 C160 112 108 66 44 0",
  ];
  const ring = "M200 32 C296 32 356 82 358 150 S298 268 200 268 S42 220 42 150 S104 32 200 32Z";
  return (
    <svg
      viewBox="0 0 400 300"
      preserveAspectRatio="xMidYMid slice"
      className="absolute inset-x-0 -top-[10%] h-[110%] w-full @md:top-0 @md:h-full"
      aria-hidden="true"
    >
      {/* Blocks of the city, faint. */}
      <g className="fill-ink-100/80 dark:fill-white/[0.04]">
        <rect x="96" y="56" width="38" height="24" rx="4" />
        <rect x="246" y="52" width="44" height="28" rx="4" />
        <rect x="284" y="118" width="34" height="22" rx="4" />
        <rect x="74" y="186" width="40" height="26" rx="4" />
        <rect x="236" y="204" width="30" height="30" rx="4" />
        <rect x="138" y="226" width="36" height="22" rx="4" />
        <rect x="318" y="210" width="30" height="22" rx="4" />
        <rect x="40" y="92" width="30" height="34" rx="4" />
      </g>
      {/* Lakes and a park. */}
      <g className="fill-brand-200/70 dark:fill-brand-500/20">
        <ellipse cx="150" cy="40" rx="26" ry="11" transform="rotate(-12 150 40)" />
        <ellipse cx="250" cy="122" rx="11" ry="8" />
        <ellipse cx="300" cy="226" rx="34" ry="14" transform="rotate(18 300 226)" />
        <ellipse cx="112" cy="110" rx="10" ry="7" />
      </g>
      <rect
        x="150"
        y="158"
        width="34"
        height="26"
        rx="10"
        transform="rotate(-14 167 171)"
        className="fill-cta-100 dark:fill-cta-600/15"
      />
      {/* Roads: a casing under a lighter fill, as on a printed map. */}
      <g fill="none" strokeLinecap="round">
        <g className="stroke-ink-200 dark:stroke-ink-700" strokeWidth="7">
          <path d={ring} />
          {roads.map((road) => (
            <path key={road} d={road} />
          ))}
        </g>
        <g className="stroke-white dark:stroke-ink-800" strokeWidth="4.5">
          <path d={ring} />
          {roads.map((road) => (
            <path key={road} d={road} />
          ))}
        </g>
      </g>
    </svg>
  );
}

/** The dashed lines from the pin to each node, and to the map's foot (the clients beyond). */
function Connectors({
  slots,
  pin,
  className,
}: {
  slots: readonly Slot[];
  pin: { x: number; y: number };
  className: string;
}) {
  return (
    <svg
      viewBox="0 0 100 100"
      preserveAspectRatio="none"
      className={cn("absolute inset-0 size-full", className)}
      aria-hidden="true"
    >
      <g fill="none" strokeWidth="2" strokeDasharray="5 5" strokeLinecap="round">
        <g className="stroke-brand-500 dark:stroke-brand-400">
          {slots.map((slot) => (
            <path
              key={`${slot.x}-${slot.y}`}
              d={`M${pin.x} ${pin.y} L${slot.x} ${slot.y}`}
              vectorEffect="non-scaling-stroke"
            />
          ))}
        </g>
        <path
          d={`M${pin.x} ${pin.y} L${pin.x} 100`}
          vectorEffect="non-scaling-stroke"
          className="stroke-cta-600 dark:stroke-cta-500"
        />
      </g>
    </svg>
  );
}

/**
 * /about-us, "Office and ecosystem": the office as a pin in the middle of a drawn city map, the
 * places and partners around it linked by dashed lines, a dashed ring for "a short ride away",
 * and the clients beyond the city at the map's foot. Markup and inline SVG in the site's colours,
 * for both themes; one image to assistive technology (its `label`), every word on it real text
 * from the page's content file (the city's name is the site's setting).
 */
export function OfficeEcosystem({
  label,
  title,
  city,
  office,
  nodes,
  reach,
  className,
}: {
  label: string;
  /** The panel's title bar. */
  title: string;
  /** The city under the pin. */
  city: string;
  /** A line under the city: what the office is. */
  office: string;
  /** Two to four places or partners around the office, in the map's corners. */
  nodes: readonly EcosystemNode[];
  /** Who the office serves beyond the city, at the map's foot. */
  reach: string;
  className?: string;
}) {
  const count = Math.min(Math.max(nodes.length, 2), 4);
  const narrow = narrowSlots[count]!;
  const corners = cornerSlots[count]!;
  return (
    <Illustration label={label} className={cn("@container", className)} testId="office-ecosystem">
      <Glow />
      <Panel className="overflow-hidden">
        <PanelBar title={title} />
        <div className="relative aspect-[3/4] overflow-hidden bg-ink-50 @md:aspect-square @xl:aspect-[4/3] dark:bg-ink-900/70">
          <CityGround />
          {/* "A short ride away": a ring around the pin. */}
          <div
            aria-hidden="true"
            className="absolute top-[45%] left-1/2 aspect-square h-[58%] -translate-1/2 rounded-full border-2 border-dashed border-brand-300 bg-brand-500/[0.06] @md:top-1/2 @md:h-[64%] dark:border-brand-400/50 dark:bg-brand-400/[0.06]"
          />
          <Connectors slots={narrow} pin={NARROW_PIN} className="@md:hidden" />
          <Connectors slots={corners} pin={CORNER_PIN} className="hidden @md:block" />

          {nodes.slice(0, count).map((node, index) => {
            const small = narrow[index]!;
            const large = corners[index]!;
            return (
              <div
                key={node.label}
                data-ecosystem-node
                className={cn(
                  "absolute flex max-w-[72%] -translate-y-1/2 items-center gap-2 rounded-xl border border-ink-100 bg-white py-1.5 pr-3 pl-1.5 shadow-lg shadow-ink-900/10 @md:max-w-[44%] @xl:max-w-[40%] dark:border-white/10 dark:bg-ink-700 dark:shadow-black/30",
                  small.top,
                  narrowSide[small.side],
                  large.top,
                  cornerSide[large.side],
                )}
              >
                <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 dark:bg-brand-500/20 dark:text-brand-200 [&_svg]:size-[1.125rem]">
                  {node.icon}
                </span>
                <span className="min-w-0 text-xs leading-snug font-semibold text-balance text-ink-800 @xl:text-sm dark:text-white">
                  {node.label}
                </span>
              </div>
            );
          })}

          {/* The office: a pin at the middle, the city and what the office is under it. */}
          <div
            data-ecosystem-pin
            className="absolute top-[45%] left-1/2 flex -translate-x-1/2 -translate-y-6 flex-col items-center @md:top-1/2"
          >
            <span className="flex size-12 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg ring-8 shadow-brand-900/30 ring-brand-500/20 dark:bg-brand-500 dark:ring-brand-400/20">
              <MapPin aria-hidden="true" className="size-6" strokeWidth={2.25} />
            </span>
            <span className="mt-3 rounded-xl border border-ink-100 bg-white px-3 py-1.5 text-center shadow-lg shadow-ink-900/10 dark:border-white/10 dark:bg-ink-700 dark:shadow-black/30">
              <span className="block font-display text-base leading-tight font-bold whitespace-nowrap text-ink-900 dark:text-white">
                {city}
              </span>
              <span className="block text-xs whitespace-nowrap text-ink-600 dark:text-ink-200">
                {office}
              </span>
            </span>
          </div>
        </div>
        {/* Beyond the city: where the pin's green line leads. */}
        <div className="flex items-center gap-3 border-t border-ink-100 px-4 py-3 dark:border-white/10">
          <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-cta-100 text-cta-800 dark:bg-cta-600/20 dark:text-cta-400">
            <Globe2 aria-hidden="true" className="size-[1.125rem]" />
          </span>
          <span className="min-w-0 flex-1 text-sm font-semibold text-ink-800 dark:text-ink-100">
            {reach}
          </span>
          <ArrowUpRight
            aria-hidden="true"
            className="size-5 shrink-0 text-cta-700 dark:text-cta-400"
          />
        </div>
      </Panel>
    </Illustration>
  );
}
