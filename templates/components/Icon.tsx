import Award from 'lucide-react/icons/award';
import BadgeCheck from 'lucide-react/icons/badge-check';
import Clock from 'lucide-react/icons/clock';
import Handshake from 'lucide-react/icons/handshake';
import Heart from 'lucide-react/icons/heart';
import Receipt from 'lucide-react/icons/receipt';
import Scale from 'lucide-react/icons/scale';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Siren from 'lucide-react/icons/siren';
import Users from 'lucide-react/icons/users';
import Wrench from 'lucide-react/icons/wrench';
import Zap from 'lucide-react/icons/zap';
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
