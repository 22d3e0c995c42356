import { GitBranch } from "lucide-react";

import { ctoRoadmap as copy } from "@content/illustrations";
import { cn } from "@/lib/cn";

import { FloatingNote, Glow, Illustration, Panel, PanelBar } from "./frame";

const phaseTones = ["bg-brand-600", "bg-brand-700", "bg-cta-700"] as const;

const box = "fill-brand-50 stroke-brand-500 dark:fill-brand-500/15 dark:stroke-brand-400";
const label = "fill-ink-800 text-[11px] font-semibold dark:fill-ink-100";

/** The target architecture as a left-to-right diagram: clients, gateway, services, data. */
function ArchitectureDiagram() {
  const { clients, gateway, services, data } = copy.architecture;
  return (
    <svg viewBox="0 0 440 124" className="h-auto w-full" aria-hidden="true">
      <g className="stroke-ink-300 dark:stroke-ink-500" strokeWidth="1.5" fill="none">
        <path d="M76 31h16v31h20M76 93h16V62" />
        <path d="M192 62h12M204 21v82M204 21h18M204 62h18M204 103h18" />
        <path d="M306 21h20v20h14M306 62h20V41M306 103h34" strokeDasharray="4 3" />
      </g>
      {clients.map((name, index) => (
        <g key={name}>
          <rect x="6" y={14 + index * 62} width="70" height="34" rx="8" className={box} />
          <text x="41" y={35 + index * 62} textAnchor="middle" className={label}>
            {name}
          </text>
        </g>
      ))}
      <rect
        x="112"
        y="42"
        width="80"
        height="40"
        rx="10"
        className="fill-brand-600 stroke-brand-600 dark:fill-brand-500 dark:stroke-brand-500"
      />
      <text x="152" y="66" textAnchor="middle" className="fill-white text-[11px] font-bold">
        {gateway}
      </text>
      {services.map((name, index) => (
        <g key={name}>
          <rect x="222" y={6 + index * 41} width="84" height="30" rx="8" className={box} />
          <text x="264" y={25 + index * 41} textAnchor="middle" className={label}>
            {name}
          </text>
        </g>
      ))}
      {/* A database drawn as a cylinder, and the queue beside it. */}
      <path
        d="M340 30a44 8 0 0 1 88 0v26a44 8 0 0 1-88 0z"
        className="fill-cta-100 stroke-cta-700 dark:fill-cta-600/15 dark:stroke-cta-600"
      />
      <path
        d="M340 30a44 8 0 0 0 88 0"
        fill="none"
        className="stroke-cta-700 dark:stroke-cta-600"
      />
      <text x="384" y="53" textAnchor="middle" className={label}>
        {data[0]}
      </text>
      <rect x="340" y="88" width="88" height="30" rx="8" className={box} />
      <text x="384" y="107" textAnchor="middle" className={label}>
        {data[1]}
      </text>
    </svg>
  );
}

/**
 * CTO services: a 90-day roadmap of three phases over the architecture it builds. The deck's
 * variant (a narrow column on a slide) wraps the bars' words instead of cutting them, and puts the
 * floating note on the panel's lower edge, clear of its title.
 */
export function CtoRoadmap({
  className,
  variant = "page",
}: {
  className?: string;
  variant?: "page" | "deck";
}) {
  const deck = variant === "deck";
  return (
    <Illustration label={copy.label} className={className} testId="cto-roadmap">
      <Glow />
      <Panel>
        <PanelBar title={copy.title} />
        <div className="p-4 sm:p-5">
          <div className="grid grid-cols-[5.5rem_1fr] gap-3">
            <span />
            <div className="flex justify-between text-[11px] font-semibold text-fg-subtle">
              {copy.weeks.map((week) => (
                <span key={week}>{week}</span>
              ))}
            </div>
          </div>
          <div className="mt-2 space-y-2.5">
            {copy.phases.map((phase, index) => (
              <div key={phase.name} className="grid grid-cols-[5.5rem_1fr] items-center gap-3">
                <div>
                  <p className="text-sm font-bold text-fg">{phase.name}</p>
                  <p className="text-xs text-fg-muted">{phase.weeks}</p>
                </div>
                <div
                  className={cn(
                    "relative rounded-lg bg-ink-50 dark:bg-ink-900/60",
                    deck ? "h-11" : "h-9",
                  )}
                >
                  <div
                    className={cn(
                      "absolute inset-y-1 flex items-center rounded-md text-xs font-semibold text-white shadow-sm",
                      // 11 px, as the weeks above: "Investor demo" keeps whole in a 30rem hero.
                      deck ? "px-2 leading-tight" : "px-2 text-[11px] whitespace-nowrap",
                      phaseTones[index],
                    )}
                    style={{ left: `calc(${index * 33.333}% + 2px)`, width: "calc(33.333% - 4px)" }}
                  >
                    {/* Too narrow for words on a phone: the phase names beside the bars carry them. */}
                    <span className={cn("hidden sm:inline", !deck && "truncate")}>
                      {phase.milestone}
                    </span>
                  </div>
                </div>
              </div>
            ))}
          </div>
          <div className="mt-5 border-t border-line pt-4">
            <p className="text-xs font-semibold text-fg-muted">{copy.architectureTitle}</p>
            <div className="mt-3">
              <ArchitectureDiagram />
            </div>
          </div>
        </div>
      </Panel>
      <FloatingNote
        className={deck ? "-right-3 -bottom-5 lg:-right-6" : "-top-4 -right-3 lg:-right-6"}
      >
        <GitBranch aria-hidden="true" className="size-4 text-brand-600 dark:text-brand-300" />
        {copy.badge}
      </FloatingNote>
    </Illustration>
  );
}
