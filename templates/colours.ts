/*
 * Written out whole so that Tailwind finds them, and checked by the build against WCAG AA: paint a new pair by adding
 * it here. Components' colours (`in`) are named by their colours alone, so that Tailwind makes no class of them.
 */
export type ColourPair = { text: string; ground: string; in?: string };

export const colourPairs = {
  onBrand: { text: 'text-white', ground: 'bg-brand' },
  onBrandParagraph: { text: 'text-slate-100', ground: 'bg-brand' },
  cityFact: { text: 'text-white', ground: 'bg-brand-shade' },
  cityFactTerm: { text: 'text-slate-200', ground: 'bg-brand-shade' },
  brandOnWhite: { text: 'text-brand', ground: 'bg-white' },
  chipHover: { text: 'text-brand', ground: 'hover:bg-slate-100' },
  chosenChip: { text: 'peer-checked:text-white', ground: 'peer-checked:bg-brand' },
  notFoundHeading: { text: 'text-brand', ground: 'bg-surface' },
  callButton: { text: 'white', ground: 'action', in: 'btn-action' },
  callButtonHover: { text: 'white', ground: 'action-hover', in: 'btn-action' },
  link: { text: 'action', ground: 'white', in: 'text-link' },
  linkOnSurface: { text: 'action', ground: 'surface', in: 'text-link' },
  linkHover: { text: 'action-hover', ground: 'white', in: 'text-link' },
  linkHoverOnSurface: { text: 'action-hover', ground: 'surface', in: 'text-link' },
  onEmergency: { text: 'text-white', ground: 'bg-emergency' },
  onEmergencyHover: { text: 'text-white', ground: 'hover:bg-emergency-hover' },
  bannerCall: { text: 'text-emergency', ground: 'bg-white' },
  bannerCallHover: { text: 'text-emergency', ground: 'hover:bg-emergency-tint' },
  badge: { text: 'text-white', ground: 'bg-trust' },
  factHeading: { text: 'text-trust', ground: 'bg-white' },
  heading: { text: 'text-ink', ground: 'bg-white' },
  headingOnSurface: { text: 'text-ink', ground: 'bg-surface' },
  sampleBadge: { text: 'text-ink', ground: 'bg-slate-100' },
  body: { text: 'muted', ground: 'white', in: 'body' },
  bodyOnSurface: { text: 'muted', ground: 'surface', in: 'body' },
  footerHeading: { text: 'text-white', ground: 'bg-ink' },
  footer: { text: 'text-slate-300', ground: 'bg-ink' },
} as const satisfies Record<string, ColourPair>;
