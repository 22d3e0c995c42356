import { ExternalLink } from "lucide-react";

import { caseStudies, caseStudiesPage } from "@content/case-studies";
import { ButtonLink } from "@/components/ui/button";
import { siteConfig } from "@/config/site";

import { CaseStudyListCard } from "./case-study-card";
import { PilotCta } from "./pilot-cta";

/** /case-studies: the three stories as cards, the meet-the-CTO block and the paid pilot. */
export function CaseStudiesPage() {
  const { meetCto } = caseStudiesPage;
  return (
    <>
      <section className="bg-ink-50 py-14 sm:py-16">
        <div className="mx-auto max-w-content px-4 sm:px-6 lg:px-8">
          <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">
            Proof, not promises
          </p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight text-ink-900 sm:text-5xl">
            {caseStudiesPage.heading}
          </h1>
          <p className="mt-4 max-w-3xl text-lg text-ink-600">{caseStudiesPage.intro}</p>
        </div>
      </section>

      <div className="mx-auto max-w-content px-4 py-12 sm:px-6 lg:px-8">
        <ul className="grid gap-6 lg:grid-cols-3">
          {caseStudies.map((study) => (
            <li key={study.slug}>
              <CaseStudyListCard study={study} />
            </li>
          ))}
        </ul>

        <section
          aria-labelledby="meet-cto-title"
          className="mt-14 flex flex-col gap-6 rounded-2xl bg-brand-50 p-6 sm:p-10 md:flex-row md:items-center md:justify-between"
        >
          <div className="max-w-2xl">
            <h2 id="meet-cto-title" className="text-2xl font-bold text-ink-900 sm:text-3xl">
              {meetCto.title}
            </h2>
            <p className="mt-2 text-ink-700">
              {siteConfig.founder.name}: {meetCto.text}
            </p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row md:flex-col">
            <ButtonLink href={siteConfig.founder.experiencePath} variant="secondary">
              {meetCto.button}
              <span className="sr-only">: {siteConfig.founder.name}</span>
            </ButtonLink>
            <ButtonLink href={siteConfig.social.linkedin} variant="outline">
              <ExternalLink aria-hidden="true" className="size-5" />
              {caseStudiesPage.linkedIn}
            </ButtonLink>
          </div>
        </section>
      </div>

      <PilotCta schedulingHref={siteConfig.links.scheduling} />
    </>
  );
}
