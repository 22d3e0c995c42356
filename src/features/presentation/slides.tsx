import {
  Bot,
  CalendarCheck,
  CalendarRange,
  Compass,
  Handshake,
  Lightbulb,
  MessageSquareQuote,
  Rocket,
  Tags,
  Target,
  TriangleAlert,
  Users,
} from "lucide-react";
import type { ReactNode } from "react";

import type { PresentationCopy } from "@content/schemas/presentation";
import { AuditScorecard } from "@/components/illustrations/audit-scorecard";
import { CtoRoadmap } from "@/components/illustrations/cto-roadmap";
import { ProcessVisual } from "@/components/illustrations/page-visuals";
import { PilotBoard } from "@/components/illustrations/pilot-board";
import { ButtonLink } from "@/components/ui/button";
import { siteConfig, type SiteConfig } from "@/config/site";
import { LeadModalButton } from "@/features/leads/lead-modal-button";

import { deckFacts } from "./deck-facts";
import { Card, CardGrid, CheckList, SlideFrame, StatRow } from "./slide-parts";
import { CommitmentBars, SlideFlow, SlideTrack, StallChart } from "./slide-visuals";
import { largeFigure } from "@/components/ui/figure";
import { cn } from "@/lib/cn";

/**
 * The CTO presentation's 12 slides, words from content/presentation/deck.yaml with the settings
 * filled in (presentation-content.ts `loadPresentation`). Rendered on the server
 * only, by /cto-presentation for a valid session, and handed to the Deck island as finished HTML:
 * no slide text is part of any script (docs/product.md §10.4).
 */
export type Slide = { id: string; title: string; content: ReactNode };

export function buildSlides(copy: PresentationCopy, config: SiteConfig = siteConfig): Slide[] {
  const f = deckFacts(config);
  // The words of a slide's frame: eyebrow, heading and lead.
  const frame = (words: { eyebrow: string; heading: string; lead?: string }) => ({
    eyebrow: words.eyebrow,
    title: words.heading,
    lead: words.lead,
  });
  const cards = (items: readonly { title: string; body: string }[]) =>
    items.map((card) => (
      <Card key={card.title} title={card.title}>
        {card.body}
      </Card>
    ));
  const { cover, problem, solution, aiFirst, pilot, testimonials, team, pricing } = copy;
  const { timeline, idealFounders, callToAction, closing } = copy;
  const { launchOffer } = config.offer;

  const slides: { id: string; title: string; render: (n: number) => ReactNode }[] = [
    {
      id: "cover",
      title: cover.title,
      render: (n) => (
        <SlideFrame number={n} tone="dark" icon={Compass} visual={<PilotBoard />} {...frame(cover)}>
          <StatRow tone="dark" stats={cover.stats} />
        </SlideFrame>
      ),
    },
    {
      id: "problem",
      title: problem.title,
      render: (n) => (
        <SlideFrame
          number={n}
          icon={TriangleAlert}
          visual={<StallChart chart={problem.chart} />}
          {...frame(problem)}
        >
          <CardGrid>{cards(problem.cards)}</CardGrid>
        </SlideFrame>
      ),
    },
    {
      id: "solution",
      title: solution.title,
      render: (n) => (
        <SlideFrame number={n} icon={Lightbulb} {...frame(solution)}>
          <SlideFlow items={solution.cards} />
          <StatRow stats={solution.stats} />
        </SlideFrame>
      ),
    },
    {
      id: "ai-first",
      title: aiFirst.title,
      render: (n) => (
        <SlideFrame number={n} icon={Bot} {...frame(aiFirst)}>
          {/* A table from 640 px; on phones each row stacks into a small card (the column
              names repeat as labels), so nothing scrolls sideways. */}
          <table data-slide-visual className="w-full border-collapse text-left max-sm:block">
            <caption className="sr-only">{aiFirst.caption}</caption>
            <thead className="max-sm:sr-only">
              <tr className="border-b-2 border-fg">
                <th scope="col" className="py-3 pr-4 font-semibold">
                  {aiFirst.columns.area}
                </th>
                <th scope="col" className="py-3 pr-4 font-semibold text-fg-muted">
                  {aiFirst.columns.before}
                </th>
                <th scope="col" className="py-3 font-semibold text-cta-800 dark:text-cta-400">
                  {aiFirst.columns.after}
                </th>
              </tr>
            </thead>
            <tbody className="max-sm:grid max-sm:gap-3">
              {aiFirst.rows.map((row) => (
                <tr
                  key={row.area}
                  className="border-b border-line max-sm:grid max-sm:gap-1 max-sm:rounded-card max-sm:border max-sm:bg-surface-tinted max-sm:p-4"
                >
                  <th scope="row" className="py-3 pr-4 font-semibold max-sm:p-0">
                    {row.area}
                  </th>
                  <td
                    data-label={aiFirst.columns.before}
                    className="py-3 pr-4 text-fg-muted max-sm:p-0 max-sm:text-sm max-sm:before:block max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:tracking-wide max-sm:before:text-fg-subtle max-sm:before:uppercase max-sm:before:content-[attr(data-label)]"
                  >
                    {row.before}
                  </td>
                  <td
                    data-label={aiFirst.columns.after}
                    className="py-3 font-medium max-sm:p-0 max-sm:pt-1 max-sm:before:block max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:tracking-wide max-sm:before:text-cta-800 max-sm:before:uppercase max-sm:before:content-[attr(data-label)] dark:max-sm:before:text-cta-400"
                  >
                    {row.after}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </SlideFrame>
      ),
    },
    {
      id: "pilot",
      title: pilot.title,
      render: (n) => (
        <SlideFrame number={n} icon={CalendarCheck} {...frame(pilot)}>
          <CardGrid columns={3} visual>
            {cards(pilot.cards)}
          </CardGrid>
          <CheckList items={pilot.deliverables} />
        </SlideFrame>
      ),
    },
    {
      id: "testimonials",
      title: testimonials.title,
      render: (n) => (
        <SlideFrame number={n} icon={MessageSquareQuote} {...frame(testimonials)}>
          <ul data-slide-visual className="grid gap-4 lg:grid-cols-3">
            {testimonials.quotes.map((item) => (
              <li
                key={item.name}
                className="flex break-inside-avoid flex-col justify-between gap-4 rounded-xl border border-line bg-surface-tinted p-5"
              >
                <blockquote className="leading-relaxed text-fg">“{item.quote}”</blockquote>
                <p>
                  <span className="font-semibold">{item.name}</span>
                  <br />
                  <span className="text-sm text-fg-muted">{item.role}</span>
                </p>
              </li>
            ))}
          </ul>
          <p className="text-sm text-fg-muted">{testimonials.rating}</p>
        </SlideFrame>
      ),
    },
    {
      id: "team",
      title: team.title,
      render: (n) => (
        <SlideFrame
          number={n}
          icon={Users}
          aside={<StatRow stats={team.stats} large />}
          {...frame(team)}
        >
          <CardGrid columns={3} visual>
            {cards(team.cards)}
          </CardGrid>
        </SlideFrame>
      ),
    },
    {
      id: "pricing",
      title: pricing.title,
      render: (n) => (
        <SlideFrame number={n} icon={Tags} {...frame(pricing)}>
          <div className="grid gap-4 md:grid-cols-2">
            <div className="break-inside-avoid rounded-xl border-2 border-cta-700 p-5 dark:border-cta-600">
              <h3 className="text-lg font-semibold">{pricing.pilot.name}</h3>
              <p className={cn(largeFigure, "mt-2 text-4xl text-cta-800 dark:text-cta-400")}>
                {pricing.pilot.price}
              </p>
              <p className="mt-2 text-fg-muted">{pricing.pilot.terms}</p>
            </div>
            <div className="break-inside-avoid rounded-xl border-2 border-fg p-5">
              {/* The slots badge beside the name, so the box is no taller than the pilot's. */}
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="text-lg font-semibold">{pricing.ongoing.name}</h3>
                {launchOffer.isActive && launchOffer.slotsRemaining > 0 ? (
                  <p className="rounded-full bg-danger-700 px-3 py-1 text-sm font-semibold text-white">
                    {pricing.ongoing.slots}
                  </p>
                ) : null}
              </div>
              <p className="mt-2 flex flex-wrap items-baseline gap-3">
                <span className={cn(largeFigure, "text-4xl")}>{f.monthlyPrice}</span>
                <span className="text-fg-muted">{pricing.ongoing.period}</span>
                <s className="text-lg text-fg-subtle" aria-label={pricing.ongoing.was}>
                  {f.standardPrice}
                </s>
              </p>
              <p className="mt-2 text-fg-muted">{pricing.ongoing.terms}</p>
            </div>
          </div>
          <CommitmentBars compare={pricing.compare} />
        </SlideFrame>
      ),
    },
    {
      id: "timeline",
      title: timeline.title,
      render: (n) => (
        <SlideFrame number={n} icon={CalendarRange} {...frame(timeline)}>
          <SlideTrack steps={timeline.steps} span={timeline.span} />
        </SlideFrame>
      ),
    },
    {
      id: "ideal-founders",
      title: idealFounders.title,
      render: (n) => (
        <SlideFrame
          number={n}
          icon={Target}
          visual={<AuditScorecard />}
          largeVisual
          {...frame(idealFounders)}
        >
          <CheckList items={idealFounders.founders} />
        </SlideFrame>
      ),
    },
    {
      id: "call-to-action",
      title: callToAction.title,
      render: (n) => (
        <SlideFrame
          number={n}
          icon={Handshake}
          visual={<CtoRoadmap variant="deck" />}
          {...frame(callToAction)}
        >
          <CheckList items={callToAction.promises} />
          {/* Full width in a phone's column, where the longer button would not fit beside it. */}
          <div className="flex flex-wrap gap-3 print:hidden max-sm:[&>*]:w-full">
            <ButtonLink href={config.links.onboarding} newTab size="lg">
              {config.offer.cta.listProject}
            </ButtonLink>
            <LeadModalButton service="CTO-As-A-Service" variant="secondary" size="lg">
              {callToAction.consultation}
            </LeadModalButton>
          </div>
        </SlideFrame>
      ),
    },
    {
      id: "closing",
      title: closing.title,
      render: (n) => (
        <SlideFrame
          number={n}
          tone="dark"
          icon={Rocket}
          visual={<ProcessVisual />}
          largeVisual
          {...frame(closing)}
        >
          <div className="flex flex-wrap gap-3 print:hidden">
            <ButtonLink href={config.links.onboarding} newTab size="lg">
              {config.offer.cta.listProject}
            </ButtonLink>
            <ButtonLink href="/cto-service" variant="light" size="lg">
              {closing.pilotDetails}
            </ButtonLink>
          </div>
          <p className="text-ink-100 print:text-ink-700">
            {closing.booking}{" "}
            <a
              href={config.links.scheduling}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-white underline underline-offset-4 print:text-ink-900"
            >
              {closing.bookingLink}
            </a>
          </p>
        </SlideFrame>
      ),
    },
  ];

  return slides.map(({ id, title, render }, index) => ({ id, title, content: render(index + 1) }));
}
