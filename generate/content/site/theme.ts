/** The site's colours in site.json, each text/background pair the templates use checked against WCAG AA: every visitor can read it. */
import { z } from 'zod';
import { type ColourPair, colourPairs } from '../../../templates/colours.ts';

/** The roles a business must colour: each is its brand's. */
const REQUIRED_ROLES = ['ink', 'brand', 'action', 'trust'] as const;

/** A hover shade is its colour a fifth darker: white text on it reads at least as well as on the colour. */
const HOVER_DARKER = 0.2;
/** The roles made from another when content states none (the shades, and emergency: action's colour), and how a message names each. */
const SHADES = {
  emergency: { of: 'action', named: 'emergency, which is action' },
  actionHover: { of: 'action', named: 'its hover shade' },
  emergencyHover: { of: 'emergency', named: 'its hover shade' },
  brandShade: { of: 'brand', named: 'brandShade, its shade' },
  emergencyTint: { of: 'emergency', named: 'emergencyTint, its tint' },
  trustTint: { of: 'trust', named: 'trustTint, its tint' },
} as const;
const shadeOf = (name: ColourRole): { of: ColourRole; named: string } | undefined => SHADES[name as keyof typeof SHADES];
/** The neutral defaults: Tailwind's slate and amber. */
const NEUTRAL_DEFAULTS = { surface: '#f8fafc', muted: '#475569', star: '#f59e0b', iconBackground: '#ffffff' } as const;

export type ColourRole = (typeof REQUIRED_ROLES)[number] | keyof typeof SHADES | keyof typeof NEUTRAL_DEFAULTS;
/** Every role: those content must state, then those with a default. */
const ROLES = [...REQUIRED_ROLES, ...Object.keys(SHADES), ...Object.keys(NEUTRAL_DEFAULTS)] as ColourRole[];
/** Every role's colour as "#rrggbb", lower case: content's, or its default. */
export type ThemeColours = Record<ColourRole, string>;
/** The colours content states: the required ones, and any optional ones. */
type StatedColours = Pick<ThemeColours, (typeof REQUIRED_ROLES)[number]> & Partial<ThemeColours>;

/** Every role's colour: what content states, the rest from their defaults. */
export function themeColours(stated: StatedColours): ThemeColours {
  const emergency = stated.emergency ?? stated.action;
  return {
    ...NEUTRAL_DEFAULTS,
    emergency,
    actionHover: mix(stated.action, BLACK, HOVER_DARKER),
    emergencyHover: mix(emergency, BLACK, HOVER_DARKER),
    brandShade: shadeUnderText(stated.brand),
    emergencyTint: tintUnder(emergency),
    trustTint: mix(stated.trust, WHITE, 0.95),
    ...stated,
  };
}

/** The ground of facts on the brand's (a city's call card): the brand a tenth lighter, or darker where text would read too little. */
function shadeUnderText(brand: string): string {
  const lighter = mix(brand, WHITE, 0.1);
  const readable = [WHITE, TAILWIND['slate-200']!].every((text) => contrastRatio(text, lighter) >= TEXT_CONTRAST);
  return readable ? lighter : mix(brand, BLACK, 0.1);
}

/** A pale tint of a colour, behind that colour as text (a button under the pointer): white where even a pale one would read too little. */
function tintUnder(colour: string): string {
  const tint = mix(colour, WHITE, 0.95);
  return contrastRatio(colour, tint) >= TEXT_CONTRAST ? tint : WHITE;
}

/** `hex` with `share` of `other` mixed in, as a translucent layer of `other` over it paints. */
function mix(hex: string, other: string, share: number): string {
  const [from, to] = [channels(hex), channels(other)];
  return toHex(from.map((channel, index) => channel + (to[index]! - channel) * share));
}

/** The colours the templates paint with besides the theme's: Tailwind's white, slate and red, as sRGB. */
const TAILWIND: Record<string, string> = {
  white: '#ffffff',
  'slate-100': '#f1f5f9',
  'slate-200': '#e2e8f0',
  'slate-300': '#cbd5e1',
};
const WHITE = TAILWIND.white!;
const BLACK = '#000000';

/** WCAG 2's minimum contrast for text at level AA (1.4.3); the large-text allowance is not relied on. */
const TEXT_CONTRAST = 4.5;

/** A role's name in the stylesheet and its classes: `brand` (`bg-brand`), `actionHover` as `action-hover`. */
export const cssName = (role: ColourRole) => role.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

type Colour = { role: ColourRole } | { fixed: string; name: string };

/** The colour a class of templates/colours.ts paints, whatever its variant: `hover:bg-brand` a role's, `text-slate-100` Tailwind's. */
function colourOf(className: string): Colour {
  const name = className.replace(/^.*:/, '').replace(/^(?:text|bg)-/, '');
  const role = ROLES.find((candidate) => cssName(candidate) === name);
  if (role) return { role };
  const hex = TAILWIND[name];
  if (!hex) throw new Error(`templates/colours.ts: no colour known for "${className}"; add it to TAILWIND in theme.ts`);
  return { fixed: hex, name: name === 'white' ? name : hex };
}

/** What shows each pair of templates/colours.ts, as the messages name it. */
const SHOWS: Record<keyof typeof colourPairs, string> = {
  onBrand: 'hero and call-card text',
  onBrandParagraph: 'hero and call-card paragraphs',
  cityFact: "a city's call-card facts",
  cityFactTerm: "a city's call-card facts",
  brandOnWhite: 'outline buttons and category chips',
  chipHover: 'a category chip under the pointer',
  chosenChip: 'the chosen category chip',
  notFoundHeading: "the 404 page's heading",
  callButton: 'call buttons',
  callButtonHover: 'call buttons under the pointer',
  link: 'links',
  linkOnSurface: 'links on shaded bands',
  linkHover: 'links under the pointer',
  linkHoverOnSurface: 'links under the pointer on shaded bands',
  onEmergency: 'the floating call button and the emergency banner',
  onEmergencyHover: 'the floating call button under the pointer',
  bannerCall: "the emergency banner's call button",
  bannerCallHover: "the emergency banner's call button under the pointer",
  badge: "service cards' category badges",
  factHeading: 'small headings over facts',
  heading: 'headings and the header',
  headingOnSurface: 'headings on shaded bands',
  sampleBadge: "a sample review's badge",
  body: 'body text',
  bodyOnSurface: 'body text on shaded bands',
  footerHeading: 'footer headings',
  footer: 'footer text',
};

/** Every text/background pair the templates paint, with what shows it. */
const PAIRS = Object.entries(colourPairs).map(([name, pair]: [string, ColourPair]) => ({
  text: colourOf(pair.text),
  ground: colourOf(pair.ground),
  shows: SHOWS[name as keyof typeof colourPairs],
}));

/** Every pair below 4.5:1, one problem per colour to change: never a default, but the colour content states or that a shade darkens. */
export function contrastProblems(stated: StatedColours) {
  const colours = themeColours(stated);
  const hexOf = (colour: Colour) => ('role' in colour ? colours[colour.role] : colour.fixed);
  const isStated = (name: ColourRole) => stated[name] !== undefined;
  const isDerived = (colour: Colour) => 'role' in colour && !isStated(colour.role) && shadeOf(colour.role) !== undefined;
  const failures = new Map<ColourRole, Array<{ pair: string; viaShade: boolean }>>();
  for (const pair of PAIRS) {
    const [text, ground] = [hexOf(pair.text), hexOf(pair.ground)];
    const ratio = contrastRatio(text, ground);
    if (ratio >= TEXT_CONTRAST) continue;
    const blamed = blame(pair, colours).find(isStated)!;
    const shown = (colour: Colour, hex: string) =>
      'name' in colour ? colour.name : isDerived(colour) ? `${hex} (${shadeOf(colour.role)!.named})` : hex;
    failures.set(blamed, [
      ...(failures.get(blamed) ?? []),
      {
        pair: `${shown(pair.text, text)} on ${shown(pair.ground, ground)} is ${formatRatio(ratio)} (${pair.shows})`,
        viaShade: isDerived(pair.text) || isDerived(pair.ground),
      },
    ]);
  }
  return ROLES.flatMap((name) => {
    const all = failures.get(name);
    if (!all) return [];
    // A shade content leaves out is made from its colour: named only when the colour itself passes.
    const own = all.filter((failure) => !failure.viaShade);
    const pairs = (own.length > 0 ? own : all).map((failure) => failure.pair);
    return [{ role: name, message: `${pairs.join('; ')}; text needs ${TEXT_CONTRAST}:1 (WCAG AA)` }];
  });
}

/**
 * The theme colours of a failing pair, the one to change first: the coloured one beside white or grey; of two theme
 * colours the text, unless it reads on white (then the ground, a shaded band too dark). A left-out shade is followed by its source.
 */
function blame({ text, ground }: { text: Colour; ground: Colour }, colours: ThemeColours): ColourRole[] {
  const roles = [text, ground].flatMap((colour) => ('role' in colour ? [colour.role] : []));
  if ('role' in text && 'role' in ground && contrastRatio(colours[text.role], WHITE) >= TEXT_CONTRAST) roles.reverse();
  const withSources = (name: ColourRole): ColourRole[] => {
    const source = shadeOf(name)?.of;
    return [name, ...(source ? withSources(source) : [])];
  };
  return roles.flatMap(withSources);
}

/** A ratio as WCAG writes it, rounded down so that a pair just short of 4.5:1 never reads "4.5:1". */
function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`;
}

/** WCAG 2's contrast ratio of two sRGB colours, from 1 (the same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (lighter! + 0.05) / (darker! + 0.05);
}

/** WCAG 2's relative luminance. */
function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function channels(hex: string): number[] {
  return [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
}

function toHex(values: number[]): string {
  return `#${values.map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;
}

/** A colour as CSS and every tool writes it in full: "#1e3a5f", kept in lower case. */
const hexColour = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour written #rrggbb, such as "#1e3a5f"')
  .transform((value) => value.toLowerCase());

/** The brand's colours: once each is well formed, every pair the templates paint is checked against WCAG AA, failures at their line. */
const themeColorsSchema = z
  .strictObject({
    ink: hexColour.describe("Headings, the header's text and the footer's ground; the browser's toolbar colour. Dark: text on white."),
    brand: hexColour.describe(
      'The ground of the hero bands, the call cards and the social cards, under white text; outline buttons and chips.',
    ),
    action: hexColour.describe('Call buttons (white text on it) and links (it as text on white).'),
    emergency: hexColour
      .describe(
        'The floating call button and the emergency banner, under white text. Default: action (a business without emergencies needs none).',
      )
      .optional(),
    trust: hexColour.describe('Check marks, badges (white text on it) and small headings over facts.'),
    actionHover: hexColour.describe('Call buttons and links under the pointer. Default: action, a fifth darker.').optional(),
    emergencyHover: hexColour.describe('The floating call button under the pointer. Default: emergency, a fifth darker.').optional(),
    brandShade: hexColour
      .describe(
        "The ground of a city's call-card facts, on the brand's ground, under white text. Default: brand a tenth lighter, or a tenth darker where text would read too little on the lighter one.",
      )
      .optional(),
    emergencyTint: hexColour
      .describe("The emergency banner's call button under the pointer, behind emergency as text. Default: emergency, pale.")
      .optional(),
    trustTint: hexColour.describe("The round ground behind a reason's icon, which is trust. Default: trust, pale.").optional(),
    surface: hexColour.describe('The ground of shaded bands, behind text. Default: "#f8fafc".').optional(),
    muted: hexColour.describe('Body text. Default: "#475569".').optional(),
    star: hexColour.describe('The stars of a review\'s rating. Default: "#f59e0b".').optional(),
    iconBackground: hexColour
      .describe('The ground behind the logo in the home-screen icon (phones paint a transparent one black). Default: "#ffffff".')
      .optional(),
  })
  .superRefine(
    (stated, context) => {
      for (const { role, message } of contrastProblems(stated as StatedColours))
        context.addIssue({ code: 'custom', path: [role], message, input: stated[role] });
    },
    // Only a palette of well-formed colours has contrasts to check.
    { when: ({ issues }) => issues.length === 0 },
  )
  .transform((stated) => themeColours(stated as StatedColours));

export const themeSchema = z
  .strictObject({
    colors: themeColorsSchema.describe(
      'The brand\'s colours, as "#rrggbb": the stylesheet, the browser\'s toolbar, the web app manifest, the icons and the social cards.',
    ),
  })
  .describe("The site's look.");
