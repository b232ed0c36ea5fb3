import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issueProblems } from '../../generate/content/issues.ts';
import { parseJson } from '../../generate/content/json.ts';
import { PARSE_OPTIONS } from '../../generate/content/schema.ts';

const schema = z.object({
  year: z.number(),
  count: z.number().int().min(1).max(10),
  tags: z.array(z.string()).min(1),
  kind: z.enum(['repair', 'install']),
  either: z.union([z.string(), z.number()]),
  name: z.string(),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD'),
  jobs: z.array(z.string()),
  notes: z.record(z.string(), z.string()),
  owner: z.object({ name: z.string() }),
});

/** The problems of a value written as x.json (two-space JSON), each at its line and column. */
function problemsIn(fileSchema: z.ZodType, written: unknown): string[] {
  const parsed = parseJson(JSON.stringify(written, null, 2), 'x.json');
  const result = fileSchema.safeParse(parsed.value, PARSE_OPTIONS);
  return issueProblems({ path: 'x.json', positionOf: parsed.positionOf }, parsed, result.error!.issues, fileSchema);
}

/** What a content file's reader is told about each field of `value`, without the file's name and place. */
function messagesFor(value: Record<string, unknown>) {
  return problemsIn(schema, value)
    .map((problem) => problem.replace(/^x\.json:\d+:\d+: /, ''))
    .sort();
}

const WRITTEN = { year: '2008', count: 0, tags: [], kind: 'repairs', either: true, date: 'March 3' };
const SAID = [
  'count: must be 1 or more, not the number 0',
  'date: must be a date written YYYY-MM-DD',
  'either: must be text or a number, not true',
  'jobs: missing: this field is required, as a list',
  'kind: the text "repairs" is not allowed here; did you mean "repair"?',
  'name: missing: this field is required, as text',
  'notes: missing: this field is required, as a group of fields',
  'owner: missing: this field is required, as a group of fields',
  'tags: needs at least 1 item',
  'year: must be a number, not the text "2008"',
];

describe("zod's issues in a content file's reader's words", () => {
  afterEach(() => {
    z.config(z.locales.en());
  });

  it("words each kind of issue plainly, and keeps the schema's own words", () => {
    expect(messagesFor(WRITTEN)).toEqual(SAID);
    expect(messagesFor({ ...WRITTEN, count: 11 })).toContain('count: must be 10 or less, not the number 11');
  });

  it("says the same whatever language zod's own messages are set to", () => {
    z.config(z.locales.es());
    expect(messagesFor(WRITTEN)).toEqual(SAID);
  });

  it('names a field written in other capitals as that field, once: not a longer field it begins, nor also as missing', () => {
    const byline = z.strictObject({ author: z.string(), authorTitle: z.string().optional() });
    const problems = problemsIn(byline, { Author: 'Dana' });
    expect(problems).toEqual(['x.json:2:3: Author: unknown field; did you mean "author"?']);
  });

  it('names a key written in other capitals beside that key as there already, not as the key it meant: a field, a slug', () => {
    const areas = z.strictObject({
      name: z.string(),
      cities: z.record(
        z.string().regex(/^[a-z-]+$/, { error: ({ input }) => `must be a lowercase slug; did you mean "${String(input).toLowerCase()}"?` }),
        z.string(),
      ),
    });
    const written = { name: 'x', Name: 'y', cities: { golden: 'Golden', Golden: 'Golden', Boulder: 'Boulder' } };
    const problems = problemsIn(areas, written);
    expect(problems.sort()).toEqual([
      'x.json:3:3: Name: "name" is here already, in other capitals: keep one of the two',
      'x.json:6:5: cities.Golden: "golden" is here already, in other capitals: keep one of the two',
      // One alone is told the key it meant, as before.
      'x.json:7:5: cities.Boulder: key must be a lowercase slug; did you mean "boulder"?',
    ]);
  });

  it('names the fields a group of fields has, where something else is written in its place', () => {
    const site = z.strictObject({ phone: z.strictObject({ display: z.string(), e164: z.string() }) });
    const problems = problemsIn(site, { phone: '(303) 555-0142' });
    expect(problems).toEqual(['x.json:2:12: phone: must be a group of fields (display, e164), not the text "(303) 555-0142"']);
  });

  it('writes a text given for a list of texts as that list: slugs split at their commas, words whole', () => {
    const article = z.strictObject({
      services: z.array(z.string().regex(/^[a-z-]+$/)),
      photos: z.array(z.strictObject({ src: z.string() })),
      guarantees: z.array(z.string()),
    });
    const written = { services: 'roof-repair, roof-inspection', photos: 'a.jpg', guarantees: 'A written price, before we start' };
    const problems = problemsIn(article, written);
    expect(problems).toEqual([
      'x.json:2:15: services: must be a list, not the text "roof-repair, roof-inspection"; write ["roof-repair", "roof-inspection"]',
      'x.json:3:13: photos: must be a list, not the text "a.jpg"',
      'x.json:4:17: guarantees: must be a list, not the text "A written price, before we start"; write ["A written price, before we start"]',
    ]);
  });
});
