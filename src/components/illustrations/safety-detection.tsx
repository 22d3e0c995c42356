import { BellRing } from "lucide-react";

import { safetyDetection as copy } from "@content/illustrations";

import { FloatingNote, Illustration } from "./frame";

/** A standing worker drawn in outline: head, helmet (optional), body, vest (optional). */
function Worker({ x, helmet }: { x: number; helmet: boolean }) {
  return (
    <g transform={`translate(${x} 0)`}>
      <circle cx="30" cy="118" r="11" className="fill-slate-300" />
      {helmet ? <path d="M17 116a13 12 0 0 1 26 0z" className="fill-amber-400" /> : null}
      <path d="M14 200v-52c0-10 7-17 16-17s16 7 16 17v52z" className="fill-slate-400" />
      {helmet ? <path d="M16 146h28v26H16z" className="fill-orange-500/90" /> : null}
      <path d="M18 200h9v46h-9zM33 200h9v46h-9z" className="fill-slate-500" />
    </g>
  );
}

/**
 * AI safety: what the system sees on an existing CCTV feed, with detection boxes and labels on
 * the people in a loading bay. Always dark: it is a camera monitor, in both themes.
 */
export function SafetyDetection({ className }: { className?: string }) {
  const [ok, missing] = copy.detections;
  return (
    <Illustration label={copy.label} className={className} testId="safety-detection">
      <div className="overflow-hidden rounded-2xl border border-ink-800 bg-ink-950 shadow-2xl shadow-ink-900/20 dark:border-white/10">
        <div className="flex items-center justify-between px-4 py-2.5 font-mono text-xs text-slate-300">
          <span className="flex items-center gap-2">
            <span className="rounded bg-red-600 px-1.5 py-0.5 font-bold text-white">
              {copy.live}
            </span>
            {copy.camera}
          </span>
          <span>14:32:07</span>
        </div>
        <svg viewBox="0 0 400 260" className="block h-auto w-full" aria-hidden="true">
          <defs>
            <linearGradient id="cctv-floor" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0" stopColor="#1e293b" />
              <stop offset="1" stopColor="#334155" />
            </linearGradient>
          </defs>
          <rect width="400" height="260" fill="url(#cctv-floor)" />
          {/* Racks and the floor's perspective lines. */}
          <g className="fill-slate-700">
            <rect x="12" y="40" width="70" height="150" rx="2" />
            <rect x="320" y="30" width="70" height="165" rx="2" />
          </g>
          <g className="stroke-slate-600" strokeWidth="2">
            <path d="M12 80h70M12 120h70M12 160h70M320 75h70M320 120h70M320 160h70" />
            <path d="M0 260 150 150M400 260 250 150" />
          </g>
          {/* Restricted zone, hatched. */}
          <path
            d="M215 250 250 175h110l30 75z"
            className="fill-amber-400/15 stroke-amber-400"
            strokeDasharray="6 4"
            strokeWidth="2"
          />
          <Worker x={105} helmet />
          <Worker x={265} helmet={false} />
          {/* Detection boxes. */}
          <rect
            x="112"
            y="98"
            width="66"
            height="152"
            rx="3"
            fill="none"
            className="stroke-emerald-400"
            strokeWidth="2.5"
          />
          <rect
            x="272"
            y="98"
            width="66"
            height="152"
            rx="3"
            fill="none"
            className="stroke-red-500"
            strokeWidth="2.5"
          />
          {/* Scan line. */}
          <rect x="0" y="60" width="400" height="1.5" className="fill-emerald-300/40" />
        </svg>
        <div className="grid grid-cols-2 gap-2 px-3 py-3 font-mono text-xs sm:text-sm">
          <p className="rounded-lg bg-emerald-500/15 px-2.5 py-1.5 text-emerald-300">
            <span className="font-bold">{ok.name} 0.97</span> · {ok.tags.join(" ")}
          </p>
          <p className="rounded-lg bg-red-500/20 px-2.5 py-1.5 text-red-300">
            <span className="font-bold">{missing.name} 0.94</span> · {missing.tags.join(" ")}
          </p>
        </div>
      </div>
      {/* Over the picture's top corner, under the camera's bar: never on its time or name. */}
      <FloatingNote className="top-14 -right-3 lg:-right-6">
        <BellRing aria-hidden="true" className="size-4 text-red-600 dark:text-red-300" />
        <span>
          {copy.alert}
          <span className="block text-xs font-medium text-fg-muted">{copy.alertDetail}</span>
        </span>
      </FloatingNote>
    </Illustration>
  );
}
