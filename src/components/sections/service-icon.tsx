import {
  Bot,
  Compass,
  Lightbulb,
  Megaphone,
  Presentation,
  Rocket,
  ShieldCheck,
  type LucideProps,
} from "lucide-react";

import type { ServiceIcon as ServiceIconName } from "@content/schemas/services";

const icons = {
  compass: Compass,
  rocket: Rocket,
  megaphone: Megaphone,
  bot: Bot,
  shield: ShieldCheck,
  lightbulb: Lightbulb,
  presentation: Presentation,
} satisfies Record<ServiceIconName, unknown>;

export function ServiceIcon({ name, ...props }: { name: ServiceIconName } & LucideProps) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" {...props} />;
}
