import type { Drawing } from "@content/schemas/page-blocks";
import { CampaignDashboard } from "@/components/illustrations/campaign-dashboard";
import { DetectionPreview } from "@/components/illustrations/detection-preview";
import { HealthDashboard } from "@/components/illustrations/health-dashboard";
import { RoadmapBoard } from "@/components/illustrations/roadmap-board";
import { card } from "@/components/sections/section-styles";
import { StatTiles } from "@/components/sections/stats-band";
import type { ServiceType } from "@content/schemas/service-types";
import { cn } from "@/lib/cn";

import { BlockAction } from "./block-actions";

/** What a product band shows beside its text: a drawn dashboard or board, figures, or cards. */
export function BlockDrawing({
  drawing,
  dark,
  service,
}: {
  drawing: Drawing;
  /** On a dark band. */
  dark: boolean;
  service: ServiceType;
}) {
  const tone = dark ? "dark" : "light";
  switch (drawing.discriminant) {
    case "health":
      return <HealthDashboard dashboard={drawing.value} />;
    case "campaigns":
      return (
        <>
          <CampaignDashboard dashboard={drawing.value.dashboard} />
          <StatTiles stats={drawing.value.stats} tone={tone} layout="strip" />
        </>
      );
    case "roadmap":
      return <RoadmapBoard board={drawing.value} />;
    case "detection":
      return <DetectionPreview title={drawing.value.title} caption={drawing.value.caption} />;
    case "figures":
      return <StatTiles stats={drawing.value.stats} tone={tone} layout="stack" />;
    case "cards":
      return (
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-1">
          {drawing.value.cards.map((item, index) => (
            <article key={item.title} className={cn(card, "p-6")}>
              <h3 className="font-display text-xl font-bold text-fg">{item.title}</h3>
              <p className="mt-2 text-fg-muted">{item.text}</p>
              <BlockAction
                action={item.action}
                service={service}
                leads={index === 0}
                secondary="secondary"
                size="md"
                className="mt-5"
              />
            </article>
          ))}
        </div>
      );
  }
}
