import type {
  CaseStudyImage,
  CaseStudyVisual as VisualKind,
} from "@/features/case-studies/case-studies";
import { OptimisedImg } from "@/components/ui/optimised-img";
import { cn } from "@/lib/cn";

const frame =
  "relative aspect-[16/9] overflow-hidden bg-gradient-to-br from-ink-900 via-ink-800 to-brand-700";

/**
 * A small drawn picture of what each case study built (issue 13: "case-study cards with a
 * visual"): the CCTV detection view, the rollout from 2 to 20+ sites, the commerce architecture.
 * Inline SVG on a dark canvas, so it reads the same in both themes and costs no request.
 * A study with an uploaded picture shows it instead, as the build optimised it
 * (src/features/case-studies/case-studies-content.ts), in the same 16:9 frame. Either is scaled
 * to fit the frame, never cropped, whatever its shape (a card's frame is taller on tablets).
 * Decorative either way: the card's text says everything the picture shows.
 */
export function CaseStudyVisual({
  kind,
  image,
  sizes,
  loading = "lazy",
  className,
}: {
  kind: VisualKind;
  image?: CaseStudyImage;
  /** The picture's width on the page, for the browser to pick a file (`sizes`). */
  sizes: string;
  /** "eager" where the picture is in the first screen (the case study's page). */
  loading?: "lazy" | "eager";
  className?: string;
}) {
  if (image) {
    return (
      <div data-case-study-image className={cn(frame, className)}>
        <OptimisedImg
          image={image}
          sizes={sizes}
          alt=""
          loading={loading}
          className="absolute inset-0 size-full object-contain"
        />
      </div>
    );
  }
  return (
    <div data-case-study-visual={kind} className={cn(frame, className)}>
      <svg
        viewBox="0 0 320 180"
        aria-hidden="true"
        focusable="false"
        className="absolute inset-0 size-full"
        // Scaled to fit, never cropped: beside the text on tablets the frame is taller than
        // 16:9, and the drawing sits whole in its middle on the same canvas.
        preserveAspectRatio="xMidYMid meet"
      >
        <defs>
          <pattern id={`grid-${kind}`} width="16" height="16" patternUnits="userSpaceOnUse">
            <path d="M16 0H0V16" fill="none" stroke="#fff" strokeOpacity="0.06" />
          </pattern>
        </defs>
        <rect width="320" height="180" fill={`url(#grid-${kind})`} />
        {kind === "detection" ? <Detection /> : null}
        {kind === "rollout" ? <Rollout /> : null}
        {kind === "architecture" ? <Architecture /> : null}
      </svg>
    </div>
  );
}

/** A camera frame with two people boxed: one with PPE (green), one without (red alert). */
function Detection() {
  return (
    <g>
      <rect x="40" y="22" width="240" height="136" rx="10" fill="#070d1f" fillOpacity="0.55" />
      <rect
        x="40"
        y="22"
        width="240"
        height="136"
        rx="10"
        fill="none"
        stroke="#aab3cc"
        strokeOpacity="0.4"
      />
      <circle cx="56" cy="36" r="4" fill="#dc2626" />
      <text x="66" y="40" fill="#e6e9f2" fontSize="9" fontFamily="ui-monospace, monospace">
        CAM 04 · LIVE
      </text>
      {/* floor and a forklift zone */}
      <path d="M40 130 L280 130" stroke="#aab3cc" strokeOpacity="0.3" />
      <path
        d="M190 130 L270 130 L250 104 L204 104 Z"
        fill="#f59e0b"
        fillOpacity="0.18"
        stroke="#f59e0b"
        strokeDasharray="4 3"
      />
      {/* worker with helmet */}
      <g fill="#e6e9f2">
        <circle cx="104" cy="78" r="7" />
        <rect x="96" y="87" width="16" height="30" rx="5" />
        <rect x="97" y="117" width="5" height="13" rx="2" />
        <rect x="106" y="117" width="5" height="13" rx="2" />
      </g>
      <path d="M96 74 a8 8 0 0 1 16 0 Z" fill="#facc15" />
      <rect
        x="86"
        y="64"
        width="36"
        height="68"
        rx="3"
        fill="none"
        stroke="#16a34a"
        strokeWidth="2"
      />
      <rect x="86" y="54" width="40" height="10" rx="2" fill="#16a34a" />
      <text x="89" y="62" fill="#fff" fontSize="7" fontFamily="ui-sans-serif, system-ui">
        PPE ✓
      </text>
      {/* worker in the zone, no helmet */}
      <g fill="#e6e9f2">
        <circle cx="228" cy="84" r="7" />
        <rect x="220" y="93" width="16" height="26" rx="5" />
        <rect x="221" y="119" width="5" height="11" rx="2" />
        <rect x="230" y="119" width="5" height="11" rx="2" />
      </g>
      <rect
        x="210"
        y="70"
        width="36"
        height="62"
        rx="3"
        fill="none"
        stroke="#ef4444"
        strokeWidth="2"
      />
      <rect x="210" y="60" width="52" height="10" rx="2" fill="#dc2626" />
      <text x="213" y="68" fill="#fff" fontSize="7" fontFamily="ui-sans-serif, system-ui">
        NO HELMET
      </text>
    </g>
  );
}

/** A map of sites lighting up: 2 first, then 20+, with a rising line. */
function Rollout() {
  const sites = [
    [60, 60],
    [92, 44],
    [118, 72],
    [150, 52],
    [176, 86],
    [206, 60],
    [232, 40],
    [258, 74],
    [80, 98],
    [132, 108],
    [190, 116],
    [240, 104],
    [270, 120],
    [104, 126],
    [160, 140],
    [216, 138],
    [56, 130],
    [286, 52],
    [146, 30],
    [196, 30],
  ] as const;
  return (
    <g>
      <path
        d="M40 150 C100 146 130 120 170 100 S250 50 290 34"
        fill="none"
        stroke="#16a34a"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
      {sites.map(([x, y], index) => (
        <g key={`${x}-${y}`}>
          <circle
            cx={x}
            cy={y}
            r={index < 2 ? 9 : 6}
            fill={index < 2 ? "#3b66f5" : "#dcfce7"}
            fillOpacity={index < 2 ? 0.35 : 0.18}
          />
          <circle cx={x} cy={y} r={index < 2 ? 4 : 3} fill={index < 2 ? "#e3eaff" : "#16a34a"} />
        </g>
      ))}
      {/* The label in the free bottom-right corner, below the rising line, clear of every dot
          and of the line (it once sat on the first two labs), in the display face like the
          study's figures; e2e/page-fit.spec.ts checks it stays clear and inside its box. */}
      <g data-drawing-label>
        <rect x="218" y="149" width="92" height="24" rx="6" fill="#070d1f" fillOpacity="0.6" />
        <text
          x="264"
          y="165"
          textAnchor="middle"
          fill="#e6e9f2"
          fontSize="11"
          fontWeight="700"
          className="font-display"
        >
          2 → 20+ labs
        </text>
      </g>
    </g>
  );
}

/** Services and a shared ledger: a storefront, catalogue, payments and search linked up. */
function Architecture() {
  const nodes = [
    { x: 24, y: 30, label: "Storefront" },
    { x: 24, y: 118, label: "Seller app" },
    { x: 212, y: 24, label: "Payments" },
    { x: 212, y: 78, label: "Search" },
    { x: 212, y: 132, label: "Orders" },
  ] as const;
  return (
    <g fontFamily="ui-sans-serif, system-ui">
      {nodes.map((node) => (
        <path
          key={`edge-${node.label}`}
          d={`M${node.x < 160 ? node.x + 84 : node.x} ${node.y + 13} L${node.x < 160 ? 124 : 196} 90`}
          stroke="#3b66f5"
          strokeWidth="1.5"
          strokeDasharray="3 3"
        />
      ))}
      <rect x="124" y="66" width="72" height="48" rx="10" fill="#2450e6" />
      <text x="160" y="87" textAnchor="middle" fill="#fff" fontSize="9" fontWeight="700">
        Commerce
      </text>
      <text x="160" y="100" textAnchor="middle" fill="#e3eaff" fontSize="8">
        core API
      </text>
      {nodes.map((node) => (
        <g key={node.label}>
          <rect
            x={node.x}
            y={node.y}
            width="84"
            height="26"
            rx="6"
            fill="#070d1f"
            fillOpacity="0.6"
            stroke="#aab3cc"
            strokeOpacity="0.45"
          />
          <circle cx={node.x + 12} cy={node.y + 13} r="3.5" fill="#16a34a" />
          <text x={node.x + 22} y={node.y + 17} fill="#e6e9f2" fontSize="9">
            {node.label}
          </text>
        </g>
      ))}
    </g>
  );
}
