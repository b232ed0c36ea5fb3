import { Award, BadgeCheck, Clock, Handshake, Heart, Receipt, Scale, ShieldCheck, Siren, Users, Wrench, Zap } from 'lucide-react';
import type { IconName } from '../../generate/schema.ts';

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
