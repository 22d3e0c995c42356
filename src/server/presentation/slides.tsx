
import type { ReactNode } from "react";

import { ButtonLink } from "@/components/ui/button";
import { siteConfig, type SiteConfig } from "@/config/site";
import { LeadModalButton } from "@/features/leads/lead-modal-button";

import { Card, CardGrid, CheckList, SlideFrame, StatRow } from "./slide-parts";

/**
 * The CTO presentation's 12 slides (SPEC "CTO presentation", figures from SPEC §1 and §9).
 * Server-only: the words reach a browser only inside the page rendered for a valid session.
 */
export type Slide = { id: string; title: string; content: ReactNode };

export const SLIDE_COUNT = 12;

function money(amount: number, currency: string) {
  return new Intl.NumberFormat("en-US", {
    style: "currency",
    currency,
    maximumFractionDigits: 0,
  }).format(amount);
}

function ClosingActions({ config, tone }: { config: SiteConfig; tone: "light" | "dark" }) {
  return (
    <div className="flex flex-wrap gap-3 print:hidden">
      <ButtonLink href={config.links.onboarding} newTab size="lg">
        {config.offer.cta.listProject}
      </ButtonLink>
      <ButtonLink href="/cto-service" variant={tone === "dark" ? "light" : "outline"} size="lg">
        See the free pilot in detail
      </ButtonLink>
    </div>
  );
}

export function buildSlides(config: SiteConfig = siteConfig): Slide[] {
  const { pricing, launchOffer, messages } = config.offer;
  const standard = money(pricing.standardRate, pricing.currency);
  const discounted = money(pricing.discountedRate, pricing.currency);
  const founder = config.founder.name;

  const slides: { id: string; title: string; render: (n: number) => ReactNode }[] = [
    {
      id: "cover",
      title: `${config.brand.name}: your fractional CTO`,
      render: (n) => (
        <SlideFrame
          number={n}
          tone="dark"
          eyebrow={config.brand.tagline}
          title={`${config.brand.name}: a senior CTO for your startup, from day one`}
          lead={`CTO-as-a-Service for founders who need technology leadership before they can hire it. Presented by ${founder}, founder and fractional CTO.`}
        >
          <StatRow
            tone="dark"
            stats={[
              { value: "20+", label: "years building software" },
              { value: "50+", label: "projects delivered previously" },
              { value: "5", label: "countries worked in" },
              { value: "FREE", label: "5-day CTO pilot to start" },
            ]}
          />
        </SlideFrame>
      ),
    },
    {
      id: "problem",
      title: "The problem",
      render: (n) => (
        <SlideFrame
          number={n}
          eyebrow="The problem"
          title="Great founders still stall on technology"
          lead="Most early teams do not fail for lack of ideas. They lose months to decisions nobody on the team was equipped to make."
        >
          <CardGrid>
            <Card title="A full-time CTO is out of reach">
              An experienced CTO costs $120K+ a year and months to hire, before a single line of the
              product is written.
            </Card>
            <Card title="Nobody can judge the builders">
              Non-technical founders choose agencies and freelancers on price and promises, and find
              out what they bought only after launch.
            </Card>
            <Card title="Early shortcuts become rewrites">
              An architecture picked in a hurry holds for the demo, then buckles under the first
              hundred real customers.
            </Card>
            <Card title="Investors ask who owns the tech">
              At pre-seed and seed, “who is your technical lead?” is a question a founder must
              answer with a name and a plan.
            </Card>
          </CardGrid>
        </SlideFrame>
      ),
    },
    {
      id: "solution",
      title: "The solution",
      render: (n) => (
        <SlideFrame
          number={n}
          eyebrow="The solution"
          title={`A seasoned CTO, ${pricing.hoursPerMonth} hours a month, without the full-time cost`}
          lead="We own your technology decisions so you can spend your time with customers and investors."
        >
          <CardGrid>
            <Card title="Tech strategy and roadmap">
              A build plan tied to your milestones and your runway, revisited every month.
            </Card>
            <Card title="Team building and management">
              We hire, onboard and lead developers in teams of 2-10, in-house or outsourced.
            </Card>
            <Card title="Architecture decisions">
              Choices that ship fast now and scale later, written down so your next hire understands
              them.
            </Card>
            <Card title="Investor presentations">
              The technical story, due-diligence answers and a credible plan in the room with you.
            </Card>
          </CardGrid>
          <StatRow
            stats={[
              { value: "40%", label: "faster time to market" },
              { value: "30-45 days", label: "from vision to MVP" },
              { value: "24h", label: "response time" },
              { value: "95%", label: "client retention" },
            ]}
          />
        </SlideFrame>
      ),
    },
    {
      id: "ai-first",
      title: "AI-first delivery compared",
      render: (n) => (
        <SlideFrame
          number={n}
          eyebrow="AI-first delivery"
          title="Why an AI-first CTO ships more with less"
          lead="We use AI-assisted coding, testing and automation on every project, and keep senior judgement where it matters."
        >
          {/* Scrolls sideways on narrow phones; focusable so keyboards can scroll it too. */}
          <div className="overflow-x-auto" role="region" aria-label="Comparison table" tabIndex={0}>
            <table className="w-full min-w-[32rem] border-collapse text-left">
              <caption className="sr-only">Traditional development compared with AI-first</caption>
              <thead>
                <tr className="border-b-2 border-ink-900">
                  <th scope="col" className="py-3 pr-4 font-semibold">
                    Area
                  </th>
                  <th scope="col" className="py-3 pr-4 font-semibold text-ink-600">
                    Traditional development
                  </th>
                  <th scope="col" className="py-3 font-semibold text-cta-800">
                    AI-first with {config.brand.name}
                  </th>
                </tr>
              </thead>
              <tbody>
                {[
                  ["First release", "Months of specs before a demo", "MVP in 30 days on average"],
                  ["Team size", "A large team hired up front", "2-10 developers with AI tools"],
                  [
                    "Technical leadership",
                    "$120K+ a year for a full-time CTO",
                    `${discounted} a month, ${pricing.hoursPerMonth} hours`,
                  ],
                  ["Getting to market", "Slow feedback, late pivots", "40% faster time to market"],
                  ["Commitment", "Long contracts", "No contracts, cancel anytime"],
                ].map(([area, before, after]) => (
                  <tr key={area} className="border-b border-ink-100">
                    <th scope="row" className="py-3 pr-4 font-semibold">
                      {area}
                    </th>
                    <td className="py-3 pr-4 text-ink-600">{before}</td>
                    <td className="py-3 font-medium">{after}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </SlideFrame>
      ),
    },
    {
      id: "pilot",
      title: "What the free pilot contains",
      render: (n) => (
        <SlideFrame
          number={n}
          eyebrow={messages.pilotOffer}
          title="Five days of CTO work, free, and you keep everything"
          lead={`${founder} does the work personally. We can start within 48 hours, with no commitment.`}
        >
          <CardGrid columns={3}>
            <Card title="Days 1-2: Discovery">
              Your goals, users and constraints; a technical audit of whatever exists today.
            </Card>
            <Card title="Days 3-4: Architecture">
              Stack, architecture and build-versus-buy decisions, with costs and trade-offs.
            </Card>
            <Card title="Day 5: Roadmap">
              A 90-day plan and team shape, walked through with you and your co-founders.
            </Card>
          </CardGrid>
          <CheckList
            items={[
              "Technology audit report",
              "Architecture recommendation",
              "90-day product and build roadmap",
              "Team and hiring plan",
              "Investor-ready technical summary",
              "Yours to keep, whether or not we continue",
            ]}
          />
        </SlideFrame>
      ),
    },
    {
      id: "testimonials",
      title: "What founders say",
      render: (n) => (
        <SlideFrame
          number={n}
          eyebrow="Testimonials"
          title="What founders and product leaders say"
          lead="Work our team led at previous companies, before this brand existed."
        >
          <ul className="grid gap-4 lg:grid-cols-3">
            {[
              {
                quote:
                  "We had a CCTV idea and no engineering team. Twenty-seven days later we had an MVP, and our first enterprise client signed within forty.",
                name: "Neha Kulkarni",
                role: "Co-founder & CEO, SafeSight",
              },
              {
                quote:
                  "Our product went from 2 pilot labs to more than 20 across Europe, and every pilot rolled out. The delivery process is what changed.",
                name: "Lukas Brandt",
                role: "Head of Product, LabSphere",
              },
              {
                quote:
                  "Investors stopped asking whether the architecture could work once they saw the prototype. We closed $100K on the back of it.",
                name: "Rahul Iyer",
                role: "Founder, TradeWeave",
              },
            ].map((item) => (
              <li
                key={item.name}
                className="flex break-inside-avoid flex-col justify-between gap-4 rounded-xl border border-ink-100 bg-ink-50 p-5"
              >
                <blockquote className="leading-relaxed text-ink-800">“{item.quote}”</blockquote>
                <p>
                  <span className="font-semibold">{item.name}</span>
                  <br />
                  <span className="text-sm text-ink-600">{item.role}</span>
                </p>
              </li>
            ))}
          </ul>
          <p className="text-sm text-ink-600">Rated 5 out of 5 by each founder quoted.</p>
        </SlideFrame>
      ),
    },
    {
      id: "team",
      title: "Who you work with",
      render: (n) => (
        <SlideFrame
          number={n}
          eyebrow="The team"
          title={`${founder} leads your technology personally`}
          lead="Since 2004: engineer, architect and CTO for startups and for large companies, across five countries."
        >
          <StatRow
            stats={[
              { value: "15+", label: "startups as technical lead" },
              { value: "6+", label: "large companies" },
              { value: "$50M+", label: "raised by products we built" },
              { value: "100K+", label: "users on shipped products" },
            ]}
          />
          <CardGrid columns={3}>
            <Card title="Your fractional CTO">
              {founder} sets the strategy, makes the architecture calls and joins your investor
              meetings.
            </Card>
            <Card title="Delivery team">
              Developers in teams of 2-10, AI-assisted, working in weekly sprints you can see.
            </Card>
            <Card title="Partners">
              Performance-marketing specialists and an AI vision partner with 30+ industrial AI
              modules, when your product needs them.
            </Card>
          </CardGrid>
        </SlideFrame>
      ),
    },
    {
      id: "pricing",
      title: "Pricing",
      render: (n) => (
        <SlideFrame
          number={n}
          eyebrow="Pricing"
          title="Start free. Continue only if it works."
          lead={`A traditional CTO costs $120K+ a year. Ours costs a fraction, with no long-term contract.`}
        >
          <div className="grid gap-4 md:grid-cols-2">
            <div className="break-inside-avoid rounded-xl border-2 border-cta-700 p-6">
              <h3 className="text-lg font-semibold">5-day CTO pilot</h3>
              <p className="mt-2 text-4xl font-bold text-cta-800">FREE</p>
              <p className="mt-3 text-ink-600">
                No commitment. Starts within 48 hours. You keep every deliverable.
              </p>
            </div>
            <div className="break-inside-avoid rounded-xl border-2 border-ink-900 p-6">
              <h3 className="text-lg font-semibold">Ongoing CTO partnership</h3>
              <p className="mt-2 flex flex-wrap items-baseline gap-3">
                <span className="text-4xl font-bold">{discounted}</span>
                <span className="text-ink-600">per month</span>
                <s className="text-lg text-ink-500" aria-label={`was ${standard}`}>
                  {standard}
                </s>
              </p>
              <p className="mt-3 text-ink-600">
                {launchOffer.discountPercentage}% off during launch · {pricing.hoursPerMonth} hours
                a month · no contracts, cancel anytime
              </p>
              {launchOffer.isActive && launchOffer.slotsRemaining > 0 ? (
                <p className="mt-3 inline-block rounded-full bg-danger-700 px-3 py-1 text-sm font-semibold text-white">
                  Only {launchOffer.slotsRemaining} slots remaining
                </p>
              ) : null}
            </div>
          </div>
        </SlideFrame>
      ),
    },
    {
      id: "timeline",
      title: "Timeline",
      render: (n) => (
        <SlideFrame
          number={n}
          eyebrow="Timeline"
          title="From first call to launched MVP in about 30 days"
          lead="The same plan delivered a previous MVP in 27 days and its first client in 40."
        >
          <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {[
              ["Week 0", "Free 5-day pilot: audit, architecture and roadmap"],
              ["Days 1-3", "Discovery: scope, users and success measures"],
              ["Days 4-8", "Design: flows, screens and the technical blueprint"],
              ["Days 9-25", "Build: weekly sprints with AI-assisted development"],
              ["Days 26-30", "QA and deploy: tested, monitored, launch ready"],
              ["Month 2", "One month of post-launch support included"],
            ].map(([when, what]) => (
              <li key={when} className="break-inside-avoid rounded-xl bg-brand-50 p-5">
                <p className="text-sm font-bold tracking-wide text-brand-700 uppercase">{when}</p>
                <p className="mt-2 leading-relaxed">{what}</p>
              </li>
            ))}
          </ol>
        </SlideFrame>
      ),
    },
    {
      id: "ideal-founders",
      title: "Who it is for",
      render: (n) => (
        <SlideFrame
          number={n}
          eyebrow="Ideal founders"
          title="Built for founders who need a CTO before they can hire one"
        >
          <CheckList
            items={[
              "Non-technical founders raising pre-seed or seed funding",
              "Funded startups that must ship and scale at the same time",
              "CEOs who want a technology co-pilot at the leadership table",
              "Investors who want to de-risk a portfolio company's execution",
              "Growing developer teams that need senior architecture and process",
              "Solo entrepreneurs and business owners validating an idea quickly",
            ]}
          />
        </SlideFrame>
      ),
    },
    {
      id: "call-to-action",
      title: "Start your pilot",
      render: (n) => (
        <SlideFrame
          number={n}
          eyebrow="Next step"
          title="Start your FREE 5-day CTO pilot this week"
          lead={`List your project and we reply within 24 hours. Prefer to talk first? Book a free consultation and ${config.founder.firstName} will call you.`}
        >
          <CheckList
            items={[
              "No commitment and no payment details",
              "Work starts within 48 hours",
              `Only ${launchOffer.slotsRemaining} launch-price slots remaining`,
              "You keep every deliverable",
            ]}
          />
          <div className="flex flex-wrap gap-3 print:hidden">
            <ButtonLink href={config.links.onboarding} newTab size="lg">
              {config.offer.cta.listProject}
            </ButtonLink>
            <LeadModalButton service="CTO-As-A-Service" variant="secondary" size="lg">
              Book a Free Consultation
            </LeadModalButton>
          </div>
        </SlideFrame>
      ),
    },
    {
      id: "closing",
      title: "Thank you",
      render: (n) => (
        <SlideFrame
          number={n}
          tone="dark"
          eyebrow={config.brand.tagline}
          title="Thank you. Let's build your product together."
          lead={`${founder} · ${config.founder.email} · ${config.phone}`}
        >
          <ClosingActions config={config} tone="dark" />
          <p className="text-ink-100 print:text-ink-700">
            Or book a 30-minute discovery call:{" "}
            <a
              href={config.links.scheduling}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-white underline underline-offset-4 print:text-ink-900"
            >
              choose a time
            </a>
          </p>
        </SlideFrame>
      ),
    },
  ];

  return slides.map(({ id, title, render }, index) => ({ id, title, content: render(index + 1) }));
}
