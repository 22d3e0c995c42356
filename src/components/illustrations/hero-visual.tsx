import { AdsFunnel } from "./ads-funnel";
import { AiWorkflow } from "./ai-workflow";
import { AuditScorecard } from "./audit-scorecard";
import { CtoRoadmap } from "./cto-roadmap";
import { FounderCard } from "./founder-card";
import { MvpTimeline } from "./mvp-timeline";
import { AboutVisual, CareersVisual, ProcessVisual } from "./page-visuals";
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
  about: AboutVisual,
  careers: CareersVisual,
  process: ProcessVisual,
} as const;

/** Which illustration a hero shows: a service's id, or a page's. */
export type HeroVisualKey = keyof typeof visuals | "founder";

/** The illustration for `name`; the founder's needs the configured name. */
export function HeroVisual({ name, founderName }: { name: HeroVisualKey; founderName?: string }) {
  if (name === "founder") return <FounderCard name={founderName ?? ""} />;
  const Visual = visuals[name];
  return <Visual />;
}
