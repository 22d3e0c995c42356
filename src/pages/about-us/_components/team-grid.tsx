import { Mail } from "lucide-react";

import type { TeamMember } from "@content/team";

export type ResolvedTeamMember = Omit<TeamMember, "name" | "links"> & {
  name: string;
  links: { linkedin: string; github: string; email: string };
};

function SocialLink({ href, label, children }: { href: string; label: string; children: string }) {
  return (
    <a
      href={href}
      target={href.startsWith("mailto:") ? undefined : "_blank"}
      rel={href.startsWith("mailto:") ? undefined : "noopener noreferrer"}
      aria-label={label}
      className="inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-ink-100 px-3 text-sm font-semibold text-ink-800 hover:border-brand-600 hover:text-brand-700"
    >
      {children === "Email" ? <Mail aria-hidden="true" className="size-4" /> : null}
      {children}
    </a>
  );
}

/** The core team: avatar, role, bio, LinkedIn, GitHub and an email link per member. */
export function TeamGrid({ members }: { members: readonly ResolvedTeamMember[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {members.map((member) => (
        <li
          key={member.id}
          data-testid="team-member"
          className="flex flex-col gap-5 rounded-2xl border border-ink-100 bg-white p-6 shadow-sm sm:flex-row"
        >
          <img
            src={member.image}
            alt={`Portrait of ${member.name}`}
            width={112}
            height={112}
            loading="lazy"
            decoding="async"
            className="size-28 shrink-0 rounded-full"
          />
          <div>
            <h3 className="text-xl font-bold text-ink-900">{member.name}</h3>
            <p className="font-semibold text-brand-700">{member.role}</p>
            <p className="mt-3 text-ink-600">{member.bio}</p>
            <div className="mt-4 flex flex-wrap gap-2">
              <SocialLink href={member.links.linkedin} label={`${member.name} on LinkedIn`}>
                LinkedIn
              </SocialLink>
              <SocialLink href={member.links.github} label={`${member.name} on GitHub`}>
                GitHub
              </SocialLink>
              <SocialLink href={`mailto:${member.links.email}`} label={`Email ${member.name}`}>
                Email
              </SocialLink>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
