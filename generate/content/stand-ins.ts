/**
 * Stand-ins that must not reach the public site unnoticed: the fictional 555-01xx phone number, a
 * reserved example domain, sample reviews, a fictional license number, and text in [square
 * brackets], as the starter of `npm run new-site` writes what only the owner can. A default
 * build lists them as warnings in its report; `npm run build -- --production` fails on them and
 * writes nothing (docs/content.md, "Publishing for real").
 */
import { type ContentFile, contentProblem } from '../errors.ts';
import { mapJson } from './json.ts';
import { type Content, type ContentFileOf, contentFiles } from './load.ts';
import type { LocalFileOf } from './local.ts';
import { sitePlaceholders } from './placeholders.ts';

/** The 555-0100 to 555-0199 numbers are reserved for fiction in the North American Numbering Plan. */
const FICTIONAL_PHONE = /^\+1\d{3}55501\d{2}$/;
/** Domains reserved for examples (RFC 2606, RFC 6761): no business can own one. */
const EXAMPLE_HOST = /(^|\.)(example|test|invalid|localhost)$|(^|\.)example\.(com|net|org)$/;
/** A license number of one repeated digit is a stand-in whatever its flag says. */
const REPEATED_DIGIT = /^(\d)\1*$/;
/** Words in square brackets: "[Your Business Name]", "[One sentence about it.]". */
const BRACKETED = /\[[^\]]+\]/;

/**
 * Each stand-in left in content, as `file:line:column: field: what it is and what to do`. The
 * base URL is the one the site is built with (`--base-url` may replace site.json's).
 */
export function standInProblems(content: Content, fileOf: ContentFileOf, localFileOf: LocalFileOf): string[] {
  const { site } = content;
  const problems: string[] = [];
  const atSite = (where: Array<string | number>, message: string) => problems.push(contentProblem(fileOf('site'), where, message));

  if (FICTIONAL_PHONE.test(site.phone.e164))
    atSite(['phone', 'e164'], `${site.phone.e164} is a fictional 555-01xx number; put the business's own number here and in phone.display`);
  if (site.emergency.phone && FICTIONAL_PHONE.test(site.emergency.phone.e164))
    atSite(
      ['emergency', 'phone', 'e164'],
      `${site.emergency.phone.e164} is a fictional 555-01xx number; put the emergency line's own number here and in emergency.phone.display`,
    );
  const host = new URL(site.baseUrl).hostname;
  if (EXAMPLE_HOST.test(host))
    atSite(['baseUrl'], `${site.baseUrl} is a reserved example domain; put the address the site will be published at`);
  // No license is no stand-in: not every trade needs one, and where one does, its law says so, not this code.
  if (site.license && (site.license.fictional || REPEATED_DIGIT.test(site.license.number)))
    atSite(
      ['license', 'number'],
      `"${site.license.number}" is a fictional license number; put the real ${site.license.authority} number and remove "fictional"`,
    );
  content.testimonials.testimonials.forEach((testimonial, index) => {
    if (testimonial.sample)
      problems.push(
        contentProblem(
          fileOf('testimonials'),
          ['testimonials', { key: index, label: testimonial.name }, 'sample'],
          'a sample review, not from a real customer; replace it with a real review (its source and date) or remove it',
        ),
      );
  });
  problems.push(...bracketedTexts(content, fileOf, localFileOf));
  return problems;
}

/**
 * Every text of content a page shows with words in [brackets], at its own place: a text that is
 * bracketed only through a site fact it names, such as "About {business}", is left to that fact's own field.
 */
function bracketedTexts(content: Content, fileOf: ContentFileOf, localFileOf: LocalFileOf): string[] {
  const facts = Object.entries(sitePlaceholders(content.site)).filter(([, fact]) => BRACKETED.test(fact));
  const problems: string[] = [];
  const check = (value: unknown, file: ContentFile) =>
    mapJson(value, (item, where) => {
      if (typeof item !== 'string') return undefined;
      // A text that is a fact whole is that fact's own field; elsewhere each fact is read as its {placeholder}.
      const own = facts.some(([, fact]) => fact === item)
        ? item
        : facts.reduce((text, [name, fact]) => text.replaceAll(fact, `{${name}}`), item);
      const [standIn] = own.match(BRACKETED) ?? [];
      if (standIn) {
        const shown = standIn.length > 50 ? `${standIn.slice(0, 48)}…]` : standIn;
        problems.push(contentProblem(file, where, `"${shown}" is a stand-in; write the business's own words in place of the [brackets]`));
      }
      return item;
    });
  // redirects.json's words (each redirect's "why") are for its editors, never on a page.
  for (const key of Object.keys(contentFiles) as Array<keyof typeof contentFiles>)
    if (key !== 'redirects') check(content[key], fileOf(key));
  for (const [areaSlug, local] of Object.entries(content.local)) check(local, localFileOf(areaSlug));
  return problems;
}
