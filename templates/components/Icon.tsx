import { Award } from './lucide.ts';
import { BadgeCheck } from './lucide.ts';
import { Clock } from './lucide.ts';
import { Handshake } from './lucide.ts';
import { Heart } from './lucide.ts';
import { Receipt } from './lucide.ts';
import { Scale } from './lucide.ts';
import { ShieldCheck } from './lucide.ts';
import { Siren } from './lucide.ts';
import { Users } from './lucide.ts';
import { Wrench } from './lucide.ts';
import { Zap } from './lucide.ts';
import type { IconName } from '../view.ts';

const icons = {
  family: Users,
  clock: Clock,
  wrench: Wrench,
  shield: ShieldCheck,
  heart: Heart,
  scale: Scale,
  award: Award,
  zap: Zap,
  siren: Siren,
  receipt: Receipt,
  handshake: Handshake,
} satisfies Record<IconName, unknown>;

type Props = { name: IconName | undefined; size?: number; className?: string };

/** A content item's icon, drawn as inline SVG at build time (aria-hidden, never an icon font). */
export function Icon({ name, size = 28, className }: Props) {
  const Drawing = name ? icons[name] : BadgeCheck;
  return <Drawing size={size} className={className} />;
}
