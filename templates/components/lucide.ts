/*
 * The lucide icons the templates draw, each made once per set of props it is drawn with.
 *
 * A lucide icon rebuilds its <svg> element on every render (its attribute table, class list and
 * children, about 30 objects): at 712 pages that is tens of thousands of icons and about a tenth of
 * the render stage. The element it makes depends only on its props (no provider of lucide's context
 * is used), so each icon here calls lucide's own two components once for each set of props, as
 * React would, and hands React the same element every time after. The markup is lucide's own, byte
 * for byte (test/output-snapshot.test.ts).
 */
import type { LucideIcon, LucideProps } from 'lucide-react';
import ArrowRightIcon from 'lucide-react/icons/arrow-right';
import AwardIcon from 'lucide-react/icons/award';
import BadgeCheckIcon from 'lucide-react/icons/badge-check';
import CalendarCheckIcon from 'lucide-react/icons/calendar-check';
import ChevronDownIcon from 'lucide-react/icons/chevron-down';
import CircleCheckIcon from 'lucide-react/icons/circle-check';
import ClockIcon from 'lucide-react/icons/clock';
import HandshakeIcon from 'lucide-react/icons/handshake';
import HeartIcon from 'lucide-react/icons/heart';
import MapPinIcon from 'lucide-react/icons/map-pin';
import MenuIcon from 'lucide-react/icons/menu';
import PhoneIcon from 'lucide-react/icons/phone';
import ReceiptIcon from 'lucide-react/icons/receipt';
import ScaleIcon from 'lucide-react/icons/scale';
import ShieldCheckIcon from 'lucide-react/icons/shield-check';
import SirenIcon from 'lucide-react/icons/siren';
import StarIcon from 'lucide-react/icons/star';
import UsersIcon from 'lucide-react/icons/users';
import WrenchIcon from 'lucide-react/icons/wrench';
import XIcon from 'lucide-react/icons/x';
import ZapIcon from 'lucide-react/icons/zap';
import type { ReactElement } from 'react';

type Props = Record<string, unknown>;
/** What React calls of a forwardRef component: lucide's icon, and the Icon component it renders. */
type ForwardRefRender = { render: (props: Props, ref: null) => ReactElement<Props> };

/** `Icon`, its <svg> element made once for each set of props (JSON: numbers and strings only here). */
function madeOnce(Icon: LucideIcon): (props: LucideProps) => ReactElement {
  const made = new Map<string, ReactElement>();
  const MadeOnce = (props: LucideProps) => {
    const key = JSON.stringify(props);
    let svg = made.get(key);
    if (!svg) {
      // The icon renders <Icon icon={…} {...props} />; Icon reads lucide's context (a hook, legal here,
      // inside this component's render) and returns the <svg>. React passes neither a ref prop.
      const icon = (Icon as unknown as ForwardRefRender).render(props as Props, null);
      const { ref: _ref, ...iconProps } = icon.props;
      svg = (icon.type as unknown as ForwardRefRender).render(iconProps, null);
      made.set(key, svg);
    }
    return svg;
  };
  MadeOnce.displayName = Icon.displayName;
  return MadeOnce;
}

export const ArrowRight = madeOnce(ArrowRightIcon);
export const Award = madeOnce(AwardIcon);
export const BadgeCheck = madeOnce(BadgeCheckIcon);
export const CalendarCheck = madeOnce(CalendarCheckIcon);
export const ChevronDown = madeOnce(ChevronDownIcon);
export const CircleCheck = madeOnce(CircleCheckIcon);
export const Clock = madeOnce(ClockIcon);
export const Handshake = madeOnce(HandshakeIcon);
export const Heart = madeOnce(HeartIcon);
export const MapPin = madeOnce(MapPinIcon);
export const Menu = madeOnce(MenuIcon);
export const Phone = madeOnce(PhoneIcon);
export const Receipt = madeOnce(ReceiptIcon);
export const Scale = madeOnce(ScaleIcon);
export const ShieldCheck = madeOnce(ShieldCheckIcon);
export const Siren = madeOnce(SirenIcon);
export const Star = madeOnce(StarIcon);
export const Users = madeOnce(UsersIcon);
export const Wrench = madeOnce(WrenchIcon);
export const X = madeOnce(XIcon);
export const Zap = madeOnce(ZapIcon);
