import { Mail } from "lucide-react";

import { balancedGrid } from "@/components/sections/balanced-grid";
import { card, cardGrid, cardText } from "@/components/sections/section-styles";
import { OptimisedImg } from "@/components/ui/optimised-img";
import type { OptimisedImage } from "@/components/ui/optimised-image";
import { cn } from "@/lib/cn";

/** A team member as the page shows them (the founder's name and address already resolved). */
export type ResolvedTeamMember = {
  id: string;
  name: string;
  role: string;
  bio: string;
  /** The portrait at 112 px (src/assets/team/<name>/). */
  image: OptimisedImage;
  /** LinkedIn and GitHub only where the member's record has them. */
  links: { linkedin?: string; github?: string; email: string };
};

function SocialLink({ href, label, children }: { href: string; label: string; children: string }) {
  return (
    <a
      href={href}
      target={href.startsWith("mailto:") ? undefined : "_blank"}
      rel={href.startsWith("mailto:") ? undefined : "noopener noreferrer"}
      aria-label={label}
      className="inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-ink-100 px-3 text-sm font-semibold text-ink-800 hover:border-brand-600 hover:text-brand-700 dark:border-white/15 dark:text-ink-100 dark:hover:border-brand-100 dark:hover:text-white"
    >
      {children === "Email" ? <Mail aria-hidden="true" className="size-4" /> : null}
      {children}
    </a>
  );
}

/** The core team: avatar, role, bio, LinkedIn, GitHub and an email link per member. */
export function TeamGrid({ members }: { members: readonly ResolvedTeamMember[] }) {
  const grid = balancedGrid(members.length, 2);
  return (
    <ul className={grid.list} {...cardGrid}>
      {members.map((member, index) => (
        <li
          key={member.id}
          data-testid="team-member"
          className={cn(
            card,
            "flex h-full flex-col gap-6 p-6 sm:flex-row sm:p-8",
            grid.item(index),
          )}
        >
          <OptimisedImg
            image={member.image}
            alt={`Portrait of ${member.name}`}
            className="size-28 shrink-0 rounded-full bg-brand-50 object-cover ring-4 ring-brand-50 dark:bg-ink-800 dark:ring-white/10"
          />
          {/* The text fills the card's height and the links sit at its foot, so the cards of a
              row (one height in the grid) keep their LinkedIn, GitHub and Email on one line. */}
          <div className="flex min-w-0 flex-1 flex-col">
            <h3 className="font-display text-xl font-bold text-fg">{member.name}</h3>
            <p className="font-semibold text-accent">{member.role}</p>
            <p className={cn("mt-3", cardText)}>{member.bio}</p>
            <div data-team-links className="mt-auto flex flex-wrap gap-2 pt-4">
              {member.links.linkedin ? (
                <SocialLink href={member.links.linkedin} label={`${member.name} on LinkedIn`}>
                  LinkedIn
                </SocialLink>
              ) : null}
              {member.links.github ? (
                <SocialLink href={member.links.github} label={`${member.name} on GitHub`}>
                  GitHub
                </SocialLink>
              ) : null}
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
