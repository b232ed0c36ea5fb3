/**
 * The strings of each language the engine speaks, and how a site's `language` picks them: its own, else its primary
 * language's ("en-GB" takes the American English words, while Intl writes dates, times and lists the British way).
 */
import { enUS, type Strings } from './en-US.ts';
import { esUS } from './es-US.ts';
import { frCA } from './fr-CA.ts';

export type { Strings };

/** Every language with strings of its own, by its BCP 47 tag. */
const STRINGS: Record<string, Strings> = { 'en-US': enUS, 'es-US': esUS, 'fr-CA': frCA };

export const LANGUAGES = Object.keys(STRINGS);

/** Where a translation's pages are: its language subtag, "/es" for "es-US". */
export const prefixOf = (tag: string) => `/${new Intl.Locale(tag).language}`;

/** Whether two tags are of one language, whatever their regions: "en" and "en-US" are. */
export const sameLanguage = (a: string, b: string) => new Intl.Locale(a).language === new Intl.Locale(b).language;

/** A language's name in English, as the build report names it: "Spanish" for "es-US". */
export const languageName = (tag: string) => new Intl.DisplayNames(['en'], { type: 'language' }).of(new Intl.Locale(tag).language)!;

/** The strings of a language tag, or none when neither it nor its primary language has any. */
export function stringsFor(tag: string): Strings | undefined {
  return STRINGS[tag] ?? Object.entries(STRINGS).find(([other]) => sameLanguage(other, tag))?.[1];
}

/** The language pages are made in: its tag, for Intl and the pages' `lang`, and its strings. */
export type Language = { tag: string; strings: Strings };

/** The language of a tag content gave, checked by site.json's schema to have strings. */
export function languageOf(tag: string): Language {
  return { tag, strings: stringsFor(tag)! };
}

/** Open Graph's form of a language tag, its language and region: "en-US" → "en_US", "en" → "en_US". */
export function ogLocale(tag: string): string {
  const { language, region } = new Intl.Locale(tag).maximize();
  return `${language}_${region}`;
}
