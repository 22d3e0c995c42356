import { AdsFunnel } from "./ads-funnel";
import { AiWorkflow } from "./ai-workflow";
import { AuditScorecard } from "./audit-scorecard";
import { CtoRoadmap } from "./cto-roadmap";
import { MvpTimeline } from "./mvp-timeline";
import { CareersVisual, ProcessVisual } from "./page-visuals";
import { PilotBoard } from "./pilot-board";
import { SafetyDetection } from "./safety-detection";

const visuals = {
  pilot: PilotBoard,
  cto: CtoRoadmap,
  mvp: MvpTimeline,
  ads: AdsFunnel,
  ai: AiWorkflow,
  safety: SafetyDetection,
  consulting: AuditScorecard,
  careers: CareersVisual,
  process: ProcessVisual,
} as const;

/**
 * Which illustration a hero shows: a service's id, or a page's. The about page's and the founder's
 * show the team's portraits, which the route loads: those pages pass them as the hero's `aside`.
 */
export type HeroVisualKey = keyof typeof visuals;

/** The illustration for `name`. */
export function HeroVisual({ name }: { name: HeroVisualKey }) {
  const Visual = visuals[name];
  return <Visual />;
}
