/**
 * The lucide icons the templates themselves draw, each from its own entry (lucide's main entry loads
 * every icon it has). The icons content names are loaded as pages need them (Icon.tsx).
 */
export { default as ArrowRight } from 'lucide-react/icons/arrow-right';
export { default as BadgeCheck } from 'lucide-react/icons/badge-check';
export { default as CalendarCheck } from 'lucide-react/icons/calendar-check';
export { default as ChevronDown } from 'lucide-react/icons/chevron-down';
export { default as CircleCheck } from 'lucide-react/icons/circle-check';
export { default as Clock } from 'lucide-react/icons/clock';
export { default as MapPin } from 'lucide-react/icons/map-pin';
export { default as Mail } from 'lucide-react/icons/mail';
export { default as Menu } from 'lucide-react/icons/menu';
export { default as Phone } from 'lucide-react/icons/phone';
export { default as ShieldCheck } from 'lucide-react/icons/shield-check';
export { default as Siren } from 'lucide-react/icons/siren';
export { default as Star } from 'lucide-react/icons/star';
export { default as Store } from 'lucide-react/icons/store';
export { default as Tag } from 'lucide-react/icons/tag';
export { default as X } from 'lucide-react/icons/x';
