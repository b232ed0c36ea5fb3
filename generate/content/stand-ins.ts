/**
 * Stand-ins that must not reach the public site unnoticed: the fictional 555-01xx phone number, a
 * reserved example domain, sample reviews and a fictional license number. A default
 * build lists them as warnings in its report; `npm run build -- --production` fails on them and
 * writes nothing (docs/content.md, "Publishing for real").
 */
import { contentProblem } from '../errors.ts';
import type { Content, ContentFileOf } from './load.ts';

/** The 555-0100 to 555-0199 numbers are reserved for fiction in the North American Numbering Plan. */
const FICTIONAL_PHONE = /^\+1\d{3}55501\d{2}$/;
/** Domains reserved for examples (RFC 2606, RFC 6761): no business can own one. */
const EXAMPLE_HOST = /(^|\.)(example|test|invalid|localhost)$|(^|\.)example\.(com|net|org)$/;
/** A license number of one repeated digit is a stand-in whatever its flag says. */
const REPEATED_DIGIT = /^(\d)\1*$/;

/**
 * Each stand-in left in content, as `file:line:column: field: what it is and what to do`. The
 * base URL is the one the site is built with (`--base-url` may replace site.json's).
 */
export function standInProblems(content: Content, fileOf: ContentFileOf): string[] {
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
  return problems;
}
