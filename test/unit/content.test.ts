/**
 * The content model (generate/content/): the real content loads as the spec has it, and every
 * mistake an editor can make is one problem naming the file, the record and the field.
 */
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseJson } from '../../generate/content/json.ts';
import { checkContent, loadContent, siteFiles } from '../../generate/content/load.ts';
import { type Service, unknownSlugMessage } from '../../generate/content/schema.ts';
import { shortNameOf } from '../../generate/content/site/business.ts';
import { priceOf, type SiteModel } from '../../generate/pages/model.ts';
import { languageOf } from '../../generate/strings/index.ts';
import { standInProblems } from '../../generate/content/stand-ins.ts';
import { enUS } from '../../generate/strings/en-US.ts';
import { homePageFile } from '../../generate/content/page-schema.ts';
import { pageContentFiles, pageContentSources } from '../../generate/page-types/index.ts';
import { BuildError, displayPath } from '../../generate/errors.ts';
import { contentDir, editContent, placeIn, projectDir, readContent } from '../helpers/site.ts';
import { tempSite } from '../helpers/temp-site.ts';

const assetsDir = path.join(projectDir, 'assets');
const VALUE_EXPECTED = 'expected a value: text in double quotes, a number, true, false, null, an object {…} or a list […]';
// Its own empty cache: these builds stop at the content.
const temp = tempSite({ cache: 'empty' });
let builds = 0;

/** Builds from a content folder and returns the problems the build fails with (safety.test.ts proves the output survives). */
async function problemsLoading(dir: string): Promise<string[]> {
  try {
    await temp.build({ contentDir: dir, outDir: temp.at(`dist-${++builds}`) });
    return [];
  } catch (error) {
    if (!(error instanceof BuildError)) throw error;
    return error.problems;
  }
}

describe('the real content', () => {
  it('loads without problems, with the spec’s six services and six areas', async () => {
    const { content } = await loadContent(contentDir, assetsDir, pageContentFiles);
    expect(Object.keys(content.services)).toEqual([
      'garage-door-springs-repair',
      'garage-door-opener-repair',
      'new-garage-door-installation',
      'garage-door-maintenance',
      'garage-door-cable-repair',
      'garage-door-replacement',
    ]);
    expect(Object.keys(content.areas)).toEqual(['ventura', 'oxnard', 'santa-barbara', 'camarillo', 'thousand-oaks', 'simi-valley']);
  });

  it('flags exactly the springs and cable services as emergencies', async () => {
    const { content } = await loadContent(contentDir, assetsDir, pageContentFiles);
    const emergencies = Object.entries(content.services)
      .filter(([, service]) => service.emergency)
      .map(([slug]) => slug);
    expect(emergencies).toEqual(['garage-door-springs-repair', 'garage-door-cable-repair']);
  });

  it('has the spec’s response times and ZIP ranges', async () => {
    const { areas } = (await loadContent(contentDir, assetsDir, pageContentFiles)).content;
    const facts = Object.fromEntries(Object.entries(areas).map(([slug, area]) => [slug, [area.responseTime, area.zipCodes]]));
    expect(facts).toEqual({
      ventura: ['30-45 minutes', '93001-93009'],
      oxnard: ['30-45 minutes', '93030-93036'],
      'santa-barbara': ['45-60 minutes', '93101-93111'],
      camarillo: ['30-45 minutes', '93010-93012'],
      'thousand-oaks': ['35-50 minutes', '91320-91362'],
      'simi-valley': ['35-50 minutes', '93062-93065'],
    });
  });

  it('gives every city its own description, not the name swapped into one text', async () => {
    const { areas } = (await loadContent(contentDir, assetsDir, pageContentFiles)).content;
    const shapes = Object.values(areas).map((area) => area.description.join(' ').replaceAll(area.name, 'CITY'));
    expect(new Set(shapes).size).toBe(shapes.length);
  });

  it('fills site placeholders, so the business name and phone live only in site.json', async () => {
    const site = JSON.parse(await readFile(path.join(contentDir, 'site.json'), 'utf8'));
    const { content, files, copy } = await loadContent(contentDir, assetsDir, pageContentFiles);
    expect(copy(homePageFile).whyChoose.heading).toBe(`Why Choose ${site.businessName}`);
    expect(JSON.stringify([content, files.map(({ value }) => value)])).not.toMatch(/\{(business|phone|foundingYear|homeCity|region)\}/);
  });

  it('keeps the business name and phone number in site.json alone', () => {
    const site = readContent('site.json');
    for (const file of [
      'services.json',
      'areas.json',
      'testimonials.json',
      'pages/home.json',
      'pages/about.json',
      'pages/services.json',
      'pages/service-areas.json',
      'pages/contact.json',
      'pages/service.json',
      'pages/area.json',
      'pages/not-found.json',
    ]) {
      const raw = JSON.stringify(readContent(file));
      expect(raw, file).not.toContain(site.businessName);
      expect(raw, file).not.toContain(site.phone.display);
      expect(raw, file).not.toContain(site.phone.e164);
    }
  });
});

describe('the JSON Schema a content file names for editors', () => {
  it('is accepted as "$schema" in every file, and left out of the content', async () => {
    const dir = temp.at('with-schema');
    await cp(contentDir, dir, { recursive: true });
    // A file a site may leave out (gallery.json), it has not.
    for (const { file } of [...Object.values(siteFiles), ...pageContentFiles.filter((spec) => !spec.optional)]) {
      await editContent(dir, file, (json) => ({ $schema: './anything.schema.json', ...json }));
    }
    const values = async (from: string) => (await loadContent(from, assetsDir, pageContentFiles)).files.map(({ value }) => value);
    expect(await values(dir)).toEqual(await values(contentDir));
    expect(JSON.stringify(await values(dir))).not.toContain('$schema');
  });
});

describe('a service title long enough to fill a phone’s first screen as a heading', () => {
  it('is a warning at the title, and the real titles are none', async () => {
    const long = 'Drain Cleaning & Hydro-Jetting for Kitchen, Bath, Laundry, Floor Drains & Main Sewer Lines';
    const dir = await temp.contentWith('services.json', (services) => {
      services['garage-door-cable-repair'].title = long;
      services['garage-door-maintenance'].title = 'x'.repeat(60);
    });
    expect((await loadContent(dir, assetsDir, pageContentFiles)).warnings).toEqual([
      `${await placeIn(dir, 'services.json', JSON.stringify(long))}: ["garage-door-cable-repair"].title: is 90 characters; as the service page's heading, and each city page's with the city after it, it fills a phone's first screen: keep it within 60 and say the rest in its subtitle`,
    ]);
    expect((await loadContent(contentDir, assetsDir, pageContentFiles)).warnings).toEqual([]);
  });
});

describe('a town written all in lower case', () => {
  it('is a warning at its name with the name in capitals, as every page would show it so; a name with one capital is none', async () => {
    const dir = await temp.contentWith('areas.json', (areas) => {
      areas['santa-barbara'].name = 'santa barbara';
      areas['thousand-oaks'].name = 'thousand-oaks';
      areas['simi-valley'].name = 'Simi valley';
    });
    const warned = (name: string, meant: string) =>
      `"${name}" has no capital letter, and every page shows it as written: write "${meant}", unless the town writes its own name in lower case`;
    expect((await loadContent(dir, assetsDir, pageContentFiles)).warnings).toEqual([
      `${await placeIn(dir, 'areas.json', '"santa barbara"')}: ["santa-barbara"].name: ${warned('santa barbara', 'Santa Barbara')}`,
      `${await placeIn(dir, 'areas.json', '"thousand-oaks"', '"thousand-oaks": {', '"name"')}: ["thousand-oaks"].name: ${warned('thousand-oaks', 'Thousand-Oaks')}`,
    ]);
  });
});

describe('a special that ends on a day still to come', () => {
  it('is a note at its last day naming the day to build again, since only a build takes its price off the pages', async () => {
    const dir = await temp.contentWith('services.json', (services) => {
      services['garage-door-maintenance'].price = { amount: 89, until: '2999-12-31' };
      services['garage-door-cable-repair'].price = { amount: 120 };
    });
    const { notes, warnings } = await loadContent(dir, assetsDir, pageContentFiles);
    expect(notes).toEqual([
      `${await placeIn(dir, 'services.json', '"2999-12-31"')}: ["garage-door-maintenance"].price.until: the special ends on 2999-12-31, and the pages show its price until they are built again: build and publish again on 3000-01-01 so the price goes`,
    ]);
    expect(warnings).toEqual([]);
  });
});

/** The problems loading the content in `dir` names; none when it loads. */
const loadProblems = (dir: string) =>
  loadContent(dir, assetsDir, pageContentFiles).then(
    () => [],
    (error: BuildError) => error.problems,
  );

describe("a redirect, written into every host's rule files", () => {
  it('a "why" of more than one line, at its value: it becomes a comment there, and a line break would end it', async () => {
    const why = 'The old page moved.\nreturn 302 https://evil.example$request_uri;';
    const tabbed = 'Moved\tfor good.';
    const dir = await temp.contentWith('redirects.json', ({ redirects }) => ({
      redirects: [
        { ...redirects[0], why },
        { ...redirects[0], from: '/old-b', why: tabbed },
      ],
    }));
    const message =
      "must be one line of text, with no line break or other control character; it becomes a comment in the hosts' rule files";
    expect(await loadProblems(dir)).toEqual([
      `${await placeIn(dir, 'redirects.json', JSON.stringify(why))}: redirects[0].why: ${message}`,
      `${await placeIn(dir, 'redirects.json', JSON.stringify(tabbed))}: redirects[1].why: ${message}`,
    ]);
  });

  it("a status left out or not 301 or 302, in the schema's words: no empty list of what it must be", async () => {
    const dir = await temp.contentWith('redirects.json', ({ redirects }) => {
      const { status: _, ...unset } = redirects[0];
      return { redirects: [unset, { ...redirects[0], from: '/old-b', status: 300 }] };
    });
    const problems = await loadProblems(dir);
    expect(problems.map((problem) => problem.replace(/^.*?: (redirects\[)/, '$1'))).toEqual([
      'redirects[0].status: missing: this field is required; it must be 301 (moved for good) or 302 (moved for now)',
      'redirects[1].status: must be 301 (moved for good) or 302 (moved for now), not the number 300',
    ]);
  });

  it('a "from" with a part too long for a file name, at its value: the build would fail writing its page, with a stack trace', async () => {
    const from = `/blog/${'old-page-'.repeat(30)}x`;
    const dir = await temp.contentWith('redirects.json', ({ redirects }) => ({ redirects: [{ ...redirects[0], from }] }));
    expect(await loadProblems(dir)).toEqual([
      `${await placeIn(dir, 'redirects.json', JSON.stringify(from))}: redirects[0].from: each part between slashes may have at most 200 characters, as its page for hosts without rules is a file named after it`,
    ]);
  });

  it('a "from" with a "." or ".." part or an empty one, at its value: its page would be written elsewhere, even outside the site', async () => {
    const froms = ['/../../../../tmp/x', '/services/./old', '/old//page', '/.'];
    const dir = await temp.contentWith('redirects.json', ({ redirects }) => ({
      redirects: froms.map((from) => ({ ...redirects[0], from })),
    }));
    const message = 'must not have a "." or ".." part, or an empty one ("//"): each part between slashes names a folder or a page';
    expect(await loadProblems(dir)).toEqual(
      await Promise.all(
        froms.map(
          async (from, index) => `${await placeIn(dir, 'redirects.json', JSON.stringify(from))}: redirects[${index}].from: ${message}`,
        ),
      ),
    );
  });
});

describe("a service's price, in the site's currency", () => {
  it('a price written as text, one not over 0 or not in whole cents, at its value', async () => {
    const dir = await temp.contentWith('services.json', (services) => {
      services['garage-door-springs-repair'].price = { amount: '$89' };
      services['garage-door-opener-repair'].price = { amount: -5, from: true };
      services['garage-door-maintenance'].price = { amount: 89.999 };
    });
    expect(await loadProblems(dir)).toEqual([
      `${await placeIn(dir, 'services.json', '"$89"')}: ["garage-door-springs-repair"].price.amount: must be a number such as 149, without quotes or a currency sign (site.json's "currency" gives the currency), not the text "$89"`,
      `${await placeIn(dir, 'services.json', '-5')}: ["garage-door-opener-repair"].price.amount: must be more than 0, not the number -5`,
      `${await placeIn(dir, 'services.json', '89.999')}: ["garage-door-maintenance"].price.amount: must be in whole cents, such as 149 or 89.95`,
    ]);
  });

  it('a currency ISO 4217 has not, at its value, with the code it is a slip for', async () => {
    for (const [currency, message] of [
      ['usd', 'must be written "USD"'],
      ['USDD', '"USDD" is not an ISO 4217 currency code; did you mean "USD"?'],
      ['$', '"$" is not an ISO 4217 currency code; write its three capital letters, such as "USD", "CAD" or "EUR"'],
    ]) {
      const dir = await temp.contentWith('site.json', (site) => ({ ...site, currency }));
      expect(await loadProblems(dir), currency).toEqual([`${await placeIn(dir, 'site.json', `"${currency}"`)}: currency: ${message}`]);
    }
  });

  it('reads as the pages’ language writes it, in the site’s currency; a special past its last day not at all', () => {
    const words = (tag: string, currency: string, price: Service['price']) =>
      priceOf({ language: languageOf(tag), content: { site: { currency } } } as SiteModel, { price } as Service)?.words;
    expect(words('en-US', 'USD', { amount: 89 })).toBe('$89');
    expect(words('en-US', 'USD', { amount: 149, from: true })).toBe('From $149');
    expect(words('en-US', 'USD', { amount: 89.5, until: '2099-03-31' })).toBe('$89.50 through March 31, 2099');
    expect(words('es-US', 'USD', { amount: 149, from: true, until: '2099-03-31' })).toBe('Desde $149 hasta el 31 de marzo de 2099');
    expect(words('fr-CA', 'CAD', { amount: 1200, from: true })).toBe('À partir de 1\u00a0200\u00a0$');
    expect(words('en-US', 'USD', { amount: 89, until: '2020-01-31' })).toBeUndefined();
    expect(words('en-US', 'USD', undefined)).toBeUndefined();
  });
});

describe('malformed content fails with the file, the record and the field', () => {
  it('invalid JSON: file, line and column, the record, what is wrong and what is expected', async () => {
    const dir = await temp.contentWith('services.json', () => '{\n  "garage-door-springs-repair": {\n    "title": "Springs",\n  }\n}');
    expect(await problemsLoading(dir)).toEqual([
      expect.stringMatching(
        /^.*services\.json:3:23: \["garage-door-springs-repair"\]: invalid JSON: a comma after the last item; remove the "," before "}"$/,
      ),
    ]);
  });

  it('a byte order mark at the start, as Windows editors write it, is accepted', async () => {
    const dir = await temp.contentWith('areas.json', (areas) => `\uFEFF${JSON.stringify(areas, null, 2)}`);
    // The build reads content through loading it alone: the file with the mark loads as the real one does, and the
    // rest of the build is the real site's, which the site tests build.
    const [marked, real] = await Promise.all([
      loadContent(dir, assetsDir, pageContentSources),
      loadContent(contentDir, assetsDir, pageContentSources),
    ]);
    expect(marked.fileOf('areas').written).toEqual(real.fileOf('areas').written);
    expect(marked.content).toEqual(real.content);
    expect(marked.warnings).toEqual(real.warnings);
  });

  it('a file not saved as UTF-8 is one line naming the encoding', async () => {
    const latin1 = await temp.contentWith('areas.json', (areas) => {
      areas.oxnard.name = 'Oxnard Café';
      return Buffer.from(JSON.stringify(areas, null, 2), 'latin1');
    });
    const utf16 = await temp.contentWith('areas.json', (areas) => Buffer.from(`\uFEFF${JSON.stringify(areas, null, 2)}`, 'utf16le'));
    const saveAs = 'save it as UTF-8 (in VS Code: "Save with Encoding", then "UTF-8")';
    expect(await problemsLoading(latin1)).toEqual([
      expect.stringMatching(
        /areas\.json:\d+:\d+: the file is not UTF-8 \(byte 0xE9 here; perhaps Windows-1252 or Latin-1\); save it as UTF-8/,
      ),
    ]);
    expect(await problemsLoading(utf16)).toEqual([
      expect.stringMatching(/areas\.json: the file is saved as UTF-16, not UTF-8; save it as UTF-8/),
    ]);
    for (const [problem] of [await problemsLoading(latin1), await problemsLoading(utf16)]) expect(problem).toContain(saveAs);
  });

  it('a missing field, at the record that lacks it', async () => {
    const dir = await temp.contentWith('services.json', (services) => {
      delete services['garage-door-opener-repair'].subtitle;
    });
    expect(await problemsLoading(dir)).toEqual([
      `${await placeIn(dir, 'services.json', '{', '"garage-door-opener-repair"')}: ["garage-door-opener-repair"].subtitle: missing: this field is required, as text`,
    ]);
  });

  it('a field of the wrong type, at its value', async () => {
    const dir = await temp.contentWith('services.json', (services) => {
      services['garage-door-cable-repair'].emergency = 'yes';
    });
    expect(await problemsLoading(dir)).toEqual([
      `${await placeIn(dir, 'services.json', '"yes"')}: ["garage-door-cable-repair"].emergency: must be true or false, not the text "yes"`,
    ]);
  });

  it('a ZIP code range written backwards, at its value, with the range the right way round', async () => {
    const dir = await temp.contentWith('areas.json', (areas) => {
      areas.ventura.zipCodes = '93001, 93009-93003';
    });
    expect(await problemsLoading(dir)).toEqual([
      `${await placeIn(dir, 'areas.json', '"93001, 93009-93003"')}: ventura.zipCodes: "93009-93003" runs backwards; write "93003-93009"`,
    ]);
  });

  it('a founding year still to come, at its value: the pages would say "Since" that year', async () => {
    const next = new Date().getUTCFullYear() + 1;
    const dir = await temp.contentWith('site.json', (site) => {
      site.foundingYear = next;
    });
    expect(await problemsLoading(dir)).toEqual([
      `${await placeIn(dir, 'site.json', String(next), '"foundingYear"')}: foundingYear: ${next} is still to come; give the year the business was founded`,
    ]);
  });

  it('a base URL with a path, or with a trailing slash', async () => {
    for (const [baseUrl, message] of [
      ['https://example.com/garage', /^baseUrl: must be the site's address with no path/],
      ['https://example.com/', /^baseUrl: must not end with "\/"/],
      ['example.com', /^baseUrl: must be an absolute http\(s\) URL/],
      // A domain written as it is said gets the address it is a slip for.
      [
        'www.example.com',
        /^baseUrl: must be an absolute http\(s\) URL such as https:\/\/example\.com; write "https:\/\/www\.example\.com"$/,
      ],
    ] as const) {
      const dir = await temp.contentWith('site.json', (site) => ({ ...site, baseUrl }));
      const [problem, ...more] = await problemsLoading(dir);
      const place = `${await placeIn(dir, 'site.json', JSON.stringify(baseUrl))}: `;
      expect([problem?.slice(0, place.length), problem?.slice(place.length), ...more], baseUrl).toEqual([
        place,
        expect.stringMatching(message),
      ]);
    }
  });

  it('the wrong number of features, at the list', async () => {
    const dir = await temp.contentWith('services.json', (services) => {
      services['garage-door-maintenance'].features.splice(2);
    });
    expect(await problemsLoading(dir)).toEqual([
      `${await placeIn(dir, 'services.json', '[', '"garage-door-maintenance"', '"features"')}: ["garage-door-maintenance"].features: needs at least 3 features`,
    ]);
  });

  it('every problem one build can find, each check run on what the others could still read', async () => {
    // site.json has a misspelt field, so its schema fails; its colour and its list of areas are still checked.
    const dir = await temp.contentWith('site.json', (site) => {
      site.phonee = site.phone;
      site.theme.colors.action = '#7dd3fc';
      site.footer.areas = [...site.footer.areas, 'nowhere'];
    });
    await editContent(dir, 'testimonials.json', (file) => {
      file.testimonials[0].service = 'no-such-service';
    });
    await editContent(dir, 'areas.json', (areas) => {
      areas.oxnard.responseTime = 45;
    });
    const problems = await problemsLoading(dir);
    for (const [file, field] of [
      ['site.json', 'phonee: unknown field'],
      ['site.json', 'theme.colors.action: white on #7dd3fc'],
      ['site.json', 'footer.areas[4]: unknown area "nowhere"'],
      ['testimonials.json', 'testimonials[0] (Maria G.).service: unknown service "no-such-service"'],
      ['areas.json', 'oxnard.responseTime: must be text, not the number'],
    ])
      expect(problems, `${file}: ${field}`).toContainEqual(expect.stringContaining(`${file}:`) && expect.stringContaining(`: ${field}`));
  });

  it('a misspelt field, which would otherwise vanish silently, at the field’s name', async () => {
    const dir = await temp.contentWith('areas.json', (areas) => {
      areas.oxnard.responseTme = areas.oxnard.responseTime;
    });
    expect(await problemsLoading(dir)).toEqual([
      `${await placeIn(dir, 'areas.json', '"responseTme"')}: oxnard.responseTme: unknown field; did you mean "responseTime"?`,
    ]);
  });

  it('a phone number shown with other digits than it dials, at the number shown; dots, spaces and a trunk 0 are fine; not beside an e164 that is wrong itself', async () => {
    const phone = async (display: string, e164: string) => {
      const dir = await temp.contentWith('site.json', (site) => ({ ...site, phone: { display, e164 } }));
      const loaded = loadContent(dir, assetsDir, pageContentFiles).then(() => []);
      return (await loaded.catch((error: BuildError) => error.problems)).map((problem) => problem.replace(dir, 'content'));
    };
    expect(await phone('(805) 483-2971', '+18054832917')).toEqual([
      expect.stringMatching(
        /^content\/site\.json:\d+:\d+: phone\.display: "\(805\) 483-2971" is not \+18054832917, the number e164 beside it dials;/,
      ),
    ]);
    expect(await phone('805.483.2917', '+18054832917')).toEqual([]);
    // An extension shown is one a tap on the number never dials: it would reach the main line alone. (The longer number
    // makes a page's description too long, which is not this test's.)
    for (const display of ['(805) 483-2917 ext 2', '805-483-2917 x2', '(805) 483-2917, Ext. 12'])
      expect((await phone(display, '+18054832917')).filter((problem) => problem.includes('phone.'))).toEqual([
        expect.stringMatching(
          new RegExp(
            `^content/site\\.json:\\d+:\\d+: phone\\.display: "${display.replace(/[().]/g, '\\$&')}" shows an extension, which a tap on the number cannot dial`,
          ),
        ),
      ]);
    expect(await phone('01632 960123', '+441632960123')).toEqual([]);
    // An e164 that is not in E.164 form is named as such alone: it dials nothing to compare the display with.
    // Written as a local number of ten digits, it is told the number in E.164 form it is in the US and Canada.
    expect(await phone('805.555.0199', '805.555.0199')).toEqual([
      expect.stringMatching(
        /^content\/site\.json:\d+:\d+: phone\.e164: must be in E\.164 form, such as "\+15555550123"; in the US or Canada, "805\.555\.0199" is "\+18055550199"$/,
      ),
    ]);
    expect(await phone('020 7946 0958', '020 7946 0958')).toEqual([
      expect.stringMatching(/^content\/site\.json:\d+:\d+: phone\.e164: must be in E\.164 form, such as "\+15555550123"$/),
    ]);
  });

  it('an email address, trimmed of the spaces an owner leaves around it; one that is none, at its value', async () => {
    const withEmail = (email: string) => temp.contentWith('site.json', (site) => ({ ...site, email }));
    const spaced = await withEmail(' office@oak-and-sons.com ');
    expect((await loadContent(spaced, assetsDir, pageContentFiles)).content.site.email).toBe('office@oak-and-sons.com');
    const wrong = await withEmail('office at oak-and-sons.com');
    expect(await problemsLoading(wrong)).toEqual([
      `${await placeIn(wrong, 'site.json', '"office at')}: email: must be an email address such as "office@example.com"`,
    ]);
  });

  it('an email address at a reserved example domain is a stand-in, at its value; at a real domain it is none', async () => {
    const emailStandIns = async (email: string) => {
      const dir = await temp.contentWith('site.json', (site) => ({ ...site, email }));
      const problems = standInProblems(await loadContent(dir, assetsDir, pageContentFiles));
      return { dir, problems: problems.filter((problem) => problem.includes(': email: ')) };
    };
    const example = await emailStandIns('office@oak-and-sons.example');
    expect(example.problems).toEqual([
      `${await placeIn(example.dir, 'site.json', '"office@oak-and-sons.example"')}: email: the domain of office@oak-and-sons.example is a reserved example domain; put the address customers may write to`,
    ]);
    expect((await emailStandIns('office@oak-and-sons.com')).problems).toEqual([]);
  });

  it("the starter's service and town slugs are stand-ins, at their keys, with the addresses they make in the pages' language", async () => {
    const starter = path.join(projectDir, 'examples/starter');
    const dir = temp.at('starter-in-spanish');
    await cp(path.join(starter, 'content'), dir, { recursive: true });
    const site = JSON.parse(await readFile(path.join(dir, 'site.json'), 'utf8'));
    await writeFile(path.join(dir, 'site.json'), JSON.stringify({ ...site, language: 'es-US' }, null, 2));
    const problems = standInProblems(await loadContent(dir, path.join(starter, 'assets'), pageContentSources));
    const own = (what: string) => `give the ${what} a slug of its own, in every file that names it`;
    expect(problems.filter((problem) => problem.includes("the starter's slug"))).toEqual([
      `${await placeIn(dir, 'services.json', '"main-service"')}: ["main-service"]: main-service is the starter's slug, in the service's addresses (/servicios/main-service/): ${own('service')}`,
      `${await placeIn(dir, 'areas.json', '"your-town"')}: ["your-town"]: your-town is the starter's slug, in the town's addresses (/areas-de-servicio/your-town/): ${own('town')}`,
    ]);
  });

  it('an unknown field names the one it is a slip for, or else the fields there are', async () => {
    const dir = await temp.contentWith('site.json', (site) => ({ phonee: site.phone, ...site, colour: 'red' }));
    const [slip, stranger] = await problemsLoading(dir);
    expect(slip).toBe(`${await placeIn(dir, 'site.json', '"phonee"')}: phonee: unknown field; did you mean "phone"?`);
    // The fields there are: each one site.json may have, as the editor's JSON Schema lists them.
    const [, listed] = /: colour: unknown field; fields here: (.*)$/.exec(stranger ?? '') ?? [];
    const { properties } = JSON.parse(await readFile(path.join(contentDir, 'schemas/site.schema.json'), 'utf8'));
    expect(listed?.split(', ').sort()).toEqual(
      Object.keys(properties)
        .filter((field) => field !== '$schema')
        .sort(),
    );
    expect(stranger).toMatch(new RegExp(`^${(await placeIn(dir, 'site.json', '"colour"')).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: `));
  });

  it('a business type schema.org does not have, with the one it is a slip for', async () => {
    const problemFor = async (type: string) => {
      const dir = await temp.contentWith('site.json', (site) => ({ ...site, businessType: type }));
      const [problem] = await problemsLoading(dir);
      expect(problem).toContain(
        `${await placeIn(dir, 'site.json', `"${type}"`)}: businessType: "${type}" is not a schema.org business type; `,
      );
      return problem;
    };
    expect(await problemFor('Plumbr')).toMatch(/; did you mean "Plumber"\?$/);
    // A trade's short name, in any case: the one type it begins.
    expect(await problemFor('HVAC')).toMatch(/; did you mean "HVACBusiness"\?$/);
    expect(await problemFor('roofing')).toMatch(/; did you mean "RoofingContractor"\?$/);
    expect(await problemFor('HouseCleaning')).toMatch(/; name LocalBusiness or a type below it, such as "Plumber"/);
  });

  it('a slug that is not a slug, at the key, with the slug it likely meant: no capitals, spaces or accents', async () => {
    const dir = await temp.contentWith('areas.json', (areas) => ({
      ...areas,
      'Port Hueneme': areas.oxnard,
      'santa-bárbara': areas.oxnard,
    }));
    const mustBe = 'key must be a lowercase slug such as "fairview" or "emergency-repair"; did you mean';
    expect(await problemsLoading(dir)).toEqual([
      `${await placeIn(dir, 'areas.json', '"Port Hueneme"')}: ["Port Hueneme"]: ${mustBe} "port-hueneme"?`,
      `${await placeIn(dir, 'areas.json', '"santa-bárbara"')}: ["santa-bárbara"]: ${mustBe} "santa-barbara"?`,
    ]);
  });

  it("a slug too long for a folder's name, at the key: the build would fail writing its pages, with a stack trace", async () => {
    const long = `spring-repair-${Array.from({ length: 20 }, () => 'ventura-oxnard').join('-')}`;
    const dir = await temp.contentWith('services.json', (services) => ({ ...services, [long]: services['garage-door-springs-repair'] }));
    expect(await problemsLoading(dir)).toEqual([
      `${await placeIn(dir, 'services.json', `"${long}"`)}: ["${long}"]: key is ${long.length} characters; a slug is the end of its pages' addresses: keep it within 120`,
    ]);
  });

  it('a long slug is renamed shorter, its old one among formerSlugs and in references held to no length', async () => {
    const long = `spring-repair-${Array.from({ length: 9 }, () => 'ventura-oxnard').join('-')}`;
    const dir = await temp.contentWith('services.json', (services) => ({
      ...services,
      'garage-door-springs-repair': { ...services['garage-door-springs-repair'], formerSlugs: [long] },
    }));
    expect(long.length).toBeGreaterThan(120);
    // The content check is where the limit is; a whole build from an empty cache would encode every image again.
    expect((await checkContent(dir, assetsDir, pageContentSources)).problems).toEqual([]);
  });

  it('a slug that an invalid key would become: rename that key; and no invalid key is offered as a known slug', async () => {
    const dir = await temp.contentWith('areas.json', ({ oxnard, ...areas }) => ({ ...areas, Oxnard: oxnard }));
    await editContent(dir, 'services.json', ({ 'garage-door-springs-repair': springs, ...services }) => ({
      ...services,
      'Garage Door Springs Repair': springs,
    }));
    await editContent(dir, 'testimonials.json', ({ testimonials }) => {
      testimonials[1].area = 'nowhere';
    });
    const problems = (await problemsLoading(dir)).map((line) => line.replace(/^.*\/content-\d+\//, ''));
    const rename = (file: string, key: string, slug: string) => `${file}'s "${key}" is not a valid key yet: rename it "${slug}"`;
    const springs = rename('services.json', 'Garage Door Springs Repair', 'garage-door-springs-repair');
    expect(problems).toEqual(
      expect.arrayContaining([
        `testimonials.json:9:18: testimonials[0] (Maria G.).service: unknown service "garage-door-springs-repair"; ${springs}`,
        `testimonials.json:10:15: testimonials[0] (Maria G.).area: unknown area "oxnard"; ${rename('areas.json', 'Oxnard', 'oxnard')}`,
        'testimonials.json:20:15: testimonials[1] (David R.).area: unknown area "nowhere"; known areas: ventura, santa-barbara, camarillo, thousand-oaks, simi-valley',
        `local/oxnard.json: no area "oxnard" in areas.json; ${rename('areas.json', 'Oxnard', 'oxnard')}`,
      ]),
    );
    // Each line after the keys' own names the key to rename, else the valid keys.
    for (const line of problems.filter((line) => !line.includes('key must be a lowercase slug')))
      expect(line).toMatch(/is not a valid key yet: rename it|known areas: ventura, santa-barbara,/);
    expect(unknownSlugMessage('area', 'nowhere', ['Oxnard'], new Map())).toBe(
      'unknown area "nowhere"; areas.json has no area with a valid key yet',
    );
  });

  it('an old slug of a renamed service or town, wherever it is named, with the key it has now: not a list to guess from', async () => {
    const dir = await temp.contentWith('services.json', ({ 'garage-door-springs-repair': springs, ...services }) => ({
      ...services,
      'spring-replacement': { ...springs, formerSlugs: ['garage-door-springs-repair'] },
    }));
    await editContent(dir, 'areas.json', ({ oxnard, ...areas }) => ({ ...areas, 'oxnard-shores': { ...oxnard, formerSlugs: ['oxnard'] } }));
    const article = ['title: Spring care', 'description: How long a spring lasts.', 'date: 2025-03-14', 'author: Sam Lee'];
    const slugs = ['services:', '  - garage-door-springs-repair', 'areas:', '  - oxnard'];
    await mkdir(path.join(dir, 'articles'));
    await writeFile(path.join(dir, 'articles/spring-care.md'), `---\n${[...article, ...slugs].join('\n')}\n---\n\nCheck them yearly.\n`);
    const problems = (
      await loadContent(dir, assetsDir, pageContentSources).then(
        () => [],
        (error: BuildError) => error.problems,
      )
    ).map((line) => line.replace(/^.*\/content-\d+\//, ''));
    const now = (file: string, key: string) => `it is "${key}" now (${file}'s formerSlugs): write that`;
    const springs = `unknown service "garage-door-springs-repair"; ${now('services.json', 'spring-replacement')}`;
    const oxnard = `unknown area "oxnard"; ${now('areas.json', 'oxnard-shores')}`;
    expect(problems).toEqual(
      expect.arrayContaining([
        `testimonials.json:9:18: testimonials[0] (Maria G.).service: ${springs}`,
        `testimonials.json:10:15: testimonials[0] (Maria G.).area: ${oxnard}`,
        `articles/spring-care.md:7:5: services[0]: ${springs}`,
        `articles/spring-care.md:9:5: areas[0]: ${oxnard}`,
        'local/oxnard.json: no area "oxnard" in areas.json; it is "oxnard-shores" now (areas.json\'s formerSlugs): name the file after it',
      ]),
    );
    // Every other place that names them (the footer, other towns' files) says the same, never a list of the keys.
    for (const line of problems) expect(line).toMatch(/it is "(spring-replacement|oxnard-shores)" now/);
  });

  it('a duplicate slug, at the second, naming the line of the first', async () => {
    const text = (await readFile(path.join(contentDir, 'areas.json'), 'utf8')).replace(/^\s*"oxnard": \{/m, '  "ventura": {');
    const dir = await temp.contentWith('areas.json', () => text);
    const lines = text.split('\n');
    const [first, second] = lines.flatMap((line, index) => (line === '  "ventura": {' ? [index + 1] : []));
    expect(await problemsLoading(dir)).toEqual([
      `${displayPath(path.join(dir, 'areas.json'))}:${second}:3: ventura: duplicate key (first at line ${first}); each key must appear once`,
    ]);
  });

  it('a home city that is a town of areas.json written in other capitals, at homeCity: the pages would show it both ways', async () => {
    const dir = await temp.contentWith('site.json', (site) => {
      site.homeCity = 'ventura';
    });
    expect(await problemsLoading(dir)).toEqual([
      `${await placeIn(dir, 'site.json', '"ventura"', '"homeCity"')}: homeCity: "ventura" here and "Ventura" in areas.json (ventura.name): the pages show each as written; write the town the same way in both`,
    ]);
  });

  it('a rating outside 1-5, at the number', async () => {
    const dir = await temp.contentWith('testimonials.json', ({ testimonials }) => {
      testimonials[1].rating = 6;
    });
    expect(await problemsLoading(dir)).toEqual([
      `${await placeIn(dir, 'testimonials.json', '6', '"rating": 6')}: testimonials[1].rating: must be from 1 to 5`,
    ]);
  });

  it('a review dated in the future or on no day of the calendar, at the date', async () => {
    const dir = await temp.contentWith('testimonials.json', ({ testimonials }) => {
      testimonials[0].date = '2999-02-10';
      testimonials[1].date = '2025-02-30';
    });
    expect(await problemsLoading(dir)).toEqual([
      `${await placeIn(dir, 'testimonials.json', '"2999-02-10"')}: testimonials[0].date: is in the future; give the day it was posted`,
      `${await placeIn(dir, 'testimonials.json', '"2025-02-30"')}: testimonials[1].date: is not a day of the calendar`,
    ]);
  });

  it('a review with no source, at the review, unless it is a sample', async () => {
    const dir = await temp.contentWith('testimonials.json', ({ testimonials }) => {
      delete testimonials[1].sample;
      delete testimonials[2].source;
    });
    expect(await problemsLoading(dir)).toEqual([
      `${await placeIn(dir, 'testimonials.json', '{', '"Maria G."')}: testimonials[1].source: missing: where the review was posted ("Google", "Yelp"); only a sample review has none`,
    ]);
  });

  it("a review's language written otherwise than BCP 47 writes it, at the tag", async () => {
    const dir = await temp.contentWith('testimonials.json', ({ testimonials }) => {
      testimonials[0].language = 'es-mx';
      testimonials[1].language = 'not a tag';
    });
    expect(await problemsLoading(dir)).toEqual([
      `${await placeIn(dir, 'testimonials.json', '"es-mx"')}: testimonials[0].language: must be written "es-MX"`,
      `${await placeIn(dir, 'testimonials.json', '"not a tag"')}: testimonials[1].language: must be a language tag as BCP 47 writes it, such as "es" or "en-US"`,
    ]);
  });

  it('a testimonial naming an unknown service, at the slug', async () => {
    const dir = await temp.contentWith('testimonials.json', ({ testimonials }) => {
      testimonials[2].service = 'garage-door-painting';
    });
    expect(await problemsLoading(dir)).toEqual([
      expect.stringMatching(
        /testimonials\.json:\d+:\d+: testimonials\[2\] \(Jennifer L\.\)\.service: unknown service "garage-door-painting"; known services: garage-door-springs-repair, /,
      ),
    ]);
    expect((await problemsLoading(dir))[0]).toMatch(`${await placeIn(dir, 'testimonials.json', '"garage-door-painting"')}: `);
  });

  it('a slug that is a slip for a known one: the message names it', async () => {
    const dir = await temp.contentWith('testimonials.json', ({ testimonials }) => {
      testimonials[2].service = 'garage-door-cabel-repair';
    });
    expect(await problemsLoading(dir)).toEqual([
      `${await placeIn(dir, 'testimonials.json', '"garage-door-cabel-repair"')}: testimonials[2] (Jennifer L.).service: unknown service "garage-door-cabel-repair"; did you mean "garage-door-cable-repair"?`,
    ]);
  });

  it('a slip of a letter or two still names the slug it was meant as', async () => {
    const dir = await temp.contentWith('testimonials.json', ({ testimonials }) => {
      testimonials[2].service = 'garage-door-spring-repair';
    });
    expect(await problemsLoading(dir)).toEqual([
      expect.stringMatching(/\.service: unknown service "garage-door-spring-repair"; did you mean "garage-door-springs-repair"\?$/),
    ]);
  });

  it('a slug a word away from the nearest is no slip: the known services, not a guess that moves the review to another page', async () => {
    // A renamed service's old slug ("garage-door-springs-repair" after a rename) is as far from the nearest one left.
    const dir = await temp.contentWith('testimonials.json', ({ testimonials }) => {
      testimonials[2].service = 'garage-door-sensor-repair';
    });
    expect(await problemsLoading(dir)).toEqual([
      expect.stringMatching(/\.service: unknown service "garage-door-sensor-repair"; known services: garage-door-springs-repair, /),
    ]);
  });

  it("a review's area that is no area, at the slug, with the one it is a slip for: else the review leaves that city's pages silently", async () => {
    const dir = await temp.contentWith('testimonials.json', ({ testimonials }) => {
      testimonials[0].area = 'oxnrd';
      testimonials[1].area = 'nowhere';
    });
    expect(await problemsLoading(dir)).toEqual([
      `${await placeIn(dir, 'testimonials.json', '"oxnrd"')}: testimonials[0] (Maria G.).area: unknown area "oxnrd"; did you mean "oxnard"?`,
      expect.stringMatching(/testimonials\[1\] \(.*\)\.area: unknown area "nowhere"; known areas: ventura, oxnard, /),
    ]);
  });

  it('an unknown icon: the one it is a slip for, or else where the names are', async () => {
    const dir = await temp.contentWith('pages/home.json', (home) => {
      home.whyChoose.items[0].icon = 'sheild';
      home.whyChoose.items[1].icon = 'family';
    });
    expect(await problemsLoading(dir)).toEqual([
      `${await placeIn(dir, 'pages/home.json', '"sheild"')}: whyChoose.items[0].icon: unknown icon "sheild"; did you mean "shield"?`,
      `${await placeIn(dir, 'pages/home.json', '"family"')}: whyChoose.items[1].icon: unknown icon "family"; name an icon of https://lucide.dev/icons as it is named there, such as "users" or "shield-check"`,
    ]);
  });

  it('a footer naming an unknown area, such as the old defective "santa", at the slug', async () => {
    const dir = await temp.contentWith('site.json', (site) => {
      site.footer.areas[1] = 'santa';
    });
    expect(await problemsLoading(dir)).toEqual([
      `${await placeIn(dir, 'site.json', '"santa"')}: footer.areas[1]: unknown area "santa"; known areas: ventura, oxnard, santa-barbara, camarillo, thousand-oaks, simi-valley`,
    ]);
  });

  it('an image file that does not exist, at its src, with the file of its folder it likely meant; once, with its other uses, however many', async () => {
    const dir = await temp.contentWith('services.json', (services) => {
      services['garage-door-replacement'].image.src = 'images/missing.jpg';
      services['garage-door-maintenance'].image.src = 'images/maintenence.svg';
    });
    await editContent(dir, 'pages/about.json', (about) => {
      about.story.image.src = 'images/missing.jpg';
    });
    const missing = displayPath(path.join(assetsDir, 'images', 'missing.jpg'));
    const misspelt = displayPath(path.join(assetsDir, 'images', 'maintenence.svg'));
    expect(await problemsLoading(dir)).toEqual([
      `${await placeIn(dir, 'pages/about.json', '"images/missing.jpg"')}: story.image.src: image file ${missing} does not exist; also used at ${await placeIn(dir, 'services.json', '"images/missing.jpg"')}`,
      `${await placeIn(dir, 'services.json', '"images/maintenence.svg"')}: ["garage-door-maintenance"].image.src: image file ${misspelt} does not exist; did you mean "images/maintenance.svg"?`,
    ]);
  });

  it('an image file named in other capitals than its file, as a case-sensitive host reads it: the file as it is written', async () => {
    const dir = await temp.contentWith('services.json', (services) => {
      services['garage-door-replacement'].image.src = 'images/Cable.SVG';
    });
    const named = displayPath(path.join(assetsDir, 'images', 'Cable.SVG'));
    expect(await problemsLoading(dir)).toEqual([
      `${await placeIn(dir, 'services.json', '"images/Cable.SVG"')}: ["garage-door-replacement"].image.src: image file ${named} does not exist; did you mean "images/cable.svg"?`,
    ]);
  });

  it('an iPhone photo in HEIC, with how to get a JPEG from the phone, in one line', async () => {
    const dir = await temp.contentWith('services.json', (services) => {
      services['garage-door-replacement'].image.src = 'images/IMG_2230.HEIC';
    });
    expect(await problemsLoading(dir)).toEqual([
      `${await placeIn(dir, 'services.json', '"images/IMG_2230.HEIC"')}: ["garage-door-replacement"].image.src: must be a path inside assets/ ending in .jpg, .png, .webp, .svg or .avif; a HEIC photo is an iPhone's own format: export it as JPEG, or set the camera to "Most Compatible" (Settings › Camera › Formats) for the next ones`,
    ]);
  });

  it('an unknown placeholder, at its text', async () => {
    const dir = await temp.contentWith('pages/home.json', (home) => {
      home.hero.text = 'Call {telephone} today';
    });
    expect(await problemsLoading(dir)).toEqual([
      `${await placeIn(dir, 'pages/home.json', '"Call {telephone} today"')}: hero.text: unknown placeholder {telephone}; available: {business}, {phone}, {foundingYear}, {homeCity}, {region}`,
    ]);
  });

  it('a misspelt placeholder: the one it is a slip for', async () => {
    const dir = await temp.contentWith('pages/home.json', (home) => {
      home.hero.text = 'Call {buisness} today';
    });
    expect(await problemsLoading(dir)).toEqual([
      `${await placeIn(dir, 'pages/home.json', '"Call {buisness} today"')}: hero.text: unknown placeholder {buisness}; did you mean "{business}"?`,
    ]);
  });

  it('a title too long once the business name is filled in, at the title', async () => {
    const title = 'Meet the Family Behind {business} in Ventura County, CA';
    const dir = await temp.contentWith('pages/about.json', (about) => {
      about.meta.title = title;
    });
    expect(await problemsLoading(dir)).toEqual([
      `${await placeIn(dir, 'pages/about.json', JSON.stringify(title))}: meta.title: is 71 characters once placeholders are filled; search engines cut it after 60`,
    ]);
  });

  it('a service-in-area title too long once its service and area are filled in: once, at the title, with its longest and what to do', async () => {
    const title = '{service} in {area}: Same-Day Repairs by Local Experts';
    const dir = await temp.contentWith('pages/service.json', (page) => {
      page.inAreaMeta.title = title;
    });
    expect(await problemsLoading(dir)).toEqual([
      `${await placeIn(dir, 'pages/service.json', JSON.stringify(title))}: inAreaMeta.title (for new-garage-door-installation in santa-barbara): is 80 characters once placeholders are filled; search engines cut it after 60; 35 more pages have it too long as well; shorten it, or fill it with shorter names: {serviceInText} is a service's nameInText, which may be shorter than its title`,
    ]);
  });

  it("a service-in-area title too long because a service's own title is: says to shorten that title, in services.json", async () => {
    const title = 'Garage Door Opener Repair and Replacement for Chain, Belt and Screw Drive Openers';
    const dir = await temp.contentWith('services.json', (services) => {
      services['garage-door-opener-repair'].title = title;
    });
    const because = `the title of garage-door-opener-repair in services.json is ${title.length} characters itself, past the 60 a service's title keeps within: shorten it there, and say the rest in its subtitle`;
    expect(await problemsLoading(dir)).toEqual([
      `${await placeIn(dir, 'pages/service.json', '"{service} in {area}, {region}"')}: inAreaMeta.title (for garage-door-opener-repair in santa-barbara): is 102 characters once placeholders are filled; search engines cut it after 60; 5 more pages have it too long as well; ${because}`,
      `${await placeIn(dir, 'pages/service.json', '"{service} in {area}, {region}, by')}: inAreaMeta.description (for garage-door-opener-repair in santa-barbara): is 205 characters once placeholders are filled; search engines cut it after 170; 5 more pages have it too long as well; ${because}`,
    ]);
  });

  it('a redirect to a page that does not exist, at its "to"', async () => {
    const dir = await temp.contentWith('redirects.json', ({ redirects }) => ({
      redirects: [...redirects, { ...redirects[0], from: '/old-faq', to: '/faq/' }],
    }));
    expect(await problemsLoading(dir)).toEqual([
      `${await placeIn(dir, 'redirects.json', '"/faq/"')}: redirects[1].to: /faq/ is not a page of the site`,
    ]);
  });

  it('a redirect from a page, or whose page for hosts without rules would replace one, at its "from", naming the page', async () => {
    const froms = ['/index', '/services/index', '/about', '/404', '/404.html'];
    const dir = await temp.contentWith('redirects.json', ({ redirects }) => ({
      redirects: froms.map((from) => ({ ...redirects[0], from })),
    }));
    const at = (index: number) => placeIn(dir, 'redirects.json', JSON.stringify(froms[index]));
    const home = displayPath(path.join(dir, 'pages/home.json'));
    expect(await problemsLoading(dir)).toEqual([
      `${await at(0)}: redirects[0].from: /index would leave its redirect page at index.html, the file of / (${home}), replacing that page; choose a "from" that is no page's`,
      expect.stringMatching(
        /redirects\[1\]\.from: \/services\/index would leave its redirect page at services\/index\.html, the file of \/services\/ \(.*services\.json\), replacing that page; /,
      ),
      expect.stringMatching(/redirects\[2\]\.from: \/about\/ is a live page \(.*about\.json\); a redirect would hide it$/),
      expect.stringMatching(/redirects\[3\]\.from: \/404\/ is a live page \(.*not-found\.json\); a redirect would hide it$/),
      expect.stringMatching(/redirects\[4\]\.from: \/404\.html is a live page, \/404\/ \(.*not-found\.json\); a redirect would hide it$/),
    ]);
  });

  it('a redirect to a misspelt page: the page it is a slip for', async () => {
    const dir = await temp.contentWith('redirects.json', ({ redirects }) => ({
      redirects: [{ ...redirects[0], to: '/service-areas/santa-barbra/' }],
    }));
    expect(await problemsLoading(dir)).toEqual([
      `${await placeIn(dir, 'redirects.json', '"/service-areas/santa-barbra/"')}: redirects[0].to: /service-areas/santa-barbra/ is not a page of the site; did you mean "/service-areas/santa-barbara/"?`,
    ]);
  });

  it('a Markdown or JSON file named with other capitals or ".markdown", with the name it is read by, rather than left out', async () => {
    const dir = await temp.contentWith('testimonials.json', (t) => t);
    await mkdir(path.join(dir, 'articles'));
    await writeFile(path.join(dir, 'articles/hail-season.MD'), '---\ntitle: Hail\n---\n');
    await writeFile(path.join(dir, 'pages/financing.markdown'), '---\ntitle: Financing\n---\n');
    await writeFile(path.join(dir, 'redirects.JSON'), '{}');
    expect(await problemsLoading(dir)).toEqual([
      expect.stringMatching(
        /articles\/hail-season\.MD: no page reads this file; name it "hail-season\.md": a Markdown file's name ends in "\.md"$/,
      ),
      expect.stringMatching(
        /pages\/financing\.markdown: no page reads this file; name it "financing\.md": a Markdown file's name ends in "\.md"$/,
      ),
      expect.stringMatching(/[^/]\/redirects\.JSON: no page reads this file; did you mean "redirects\.json"\?$/),
    ]);
  });

  it('a missing file, and for a list a business may not have yet, what to write instead', async () => {
    const dir = await temp.contentWith('testimonials.json', (t) => t);
    await rm(path.join(dir, 'testimonials.json'));
    expect(await problemsLoading(dir)).toEqual([
      expect.stringMatching(/testimonials\.json: file is missing; with no reviews yet, it holds \{ "testimonials": \[\] \}$/),
    ]);
  });

  it('a file no page reads (a misspelt name, Markdown in a folder of its own), with what is read, rather than ignored', async () => {
    const dir = await temp.contentWith('testimonials.json', (t) => t);
    await writeFile(path.join(dir, 'pages/abuot.json'), '{}');
    await writeFile(path.join(dir, 'notes.json'), '{}');
    await mkdir(path.join(dir, 'blog'));
    await writeFile(path.join(dir, 'blog/first-post.md'), '---\ntitle: First\n---\n');
    // The owner's own notes on the folder are no page, and none is expected.
    await writeFile(path.join(dir, 'README.md'), '# Our content');
    expect(await problemsLoading(dir)).toEqual([
      expect.stringMatching(
        /blog\/first-post\.md: no page reads this file; Markdown is read from .*pages\/.*\(each file directly in the folder\)$/,
      ),
      expect.stringMatching(/[^/]\/notes\.json: no page reads this file; the files read are site\.json, services\.json, /),
      expect.stringMatching(/pages\/abuot\.json: no page reads this file; did you mean "pages\/about\.json"\?$/),
    ]);
    // Read for JSON files only, no Markdown folder is listed, and none is named as if there were one.
    const jsonOnly = await loadContent(dir, assetsDir, pageContentFiles).catch((error: BuildError) => error.problems);
    expect(jsonOnly).toContainEqual(expect.stringMatching(/first-post\.md: no page reads this file; no page reads Markdown files here$/));
  });

  it('a file that is there but cannot be read (a folder by its name), as that, not as missing or left out', async () => {
    const dir = await temp.contentWith('testimonials.json', (t) => t);
    await rm(path.join(dir, 'testimonials.json'));
    await mkdir(path.join(dir, 'testimonials.json'));
    // An optional file too: unreadable is not "not given"; and a city's local file, which was a crash.
    await mkdir(path.join(dir, 'gallery.json'));
    await rm(path.join(dir, 'local/oxnard.json'));
    await mkdir(path.join(dir, 'local/oxnard.json'));
    expect(await problemsLoading(dir)).toEqual([
      expect.stringMatching(/[^/]\/gallery\.json: is a folder, not a file$/),
      expect.stringMatching(/local\/oxnard\.json: is a folder, not a file$/),
      expect.stringMatching(/testimonials\.json: is a folder, not a file$/),
    ]);
    // A translation's file, which is otherwise left untranslated.
    const translated = await temp.contentWith('testimonials.json', (t) => t);
    await rm(path.join(translated, 'translations/es-US/services.json'));
    await mkdir(path.join(translated, 'translations/es-US/services.json'));
    expect(await problemsLoading(translated)).toEqual([
      expect.stringMatching(/translations\/es-US\/services\.json: is a folder, not a file$/),
    ]);
    // A Markdown page, and a translation of one: a folder by its name was a crash, and a translation left out.
    const markdown = await temp.contentWith('testimonials.json', (t) => t);
    await mkdir(path.join(markdown, 'pages/door-care.md'));
    expect(await problemsLoading(markdown)).toEqual([expect.stringMatching(/[^/]\/pages\/door-care\.md: is a folder, not a file$/)]);
    await rm(path.join(markdown, 'pages/door-care.md'), { recursive: true });
    const page = [
      'title: Door Care | {business}',
      'description: How to keep a garage door running quietly for years.',
      'heading: Door Care',
    ];
    await writeFile(path.join(markdown, 'pages/door-care.md'), `---\n${page.join('\n')}\n---\n\nOil the rollers twice a year.\n`);
    await mkdir(path.join(markdown, 'translations/es-US/pages/door-care.md'), { recursive: true });
    expect(await problemsLoading(markdown)).toEqual([
      expect.stringMatching(/translations\/es-US\/pages\/door-care\.md: is a folder, not a file$/),
    ]);
  });

  it('every problem at once, so one run shows all there is to fix', async () => {
    const dir = await temp.contentWith('areas.json', (areas) => {
      areas.ventura.zipCodes = 'near the harbor';
      areas.camarillo.whyChoose = ['Only one reason'];
    });
    await editContent(dir, 'pages/contact.json', () => '{ "meta": ');
    const problems = await problemsLoading(dir);
    expect(problems).toHaveLength(3);
    expect(problems).toContain(
      `${displayPath(path.join(dir, 'pages/contact.json'))}:1:11: meta: invalid JSON: ${VALUE_EXPECTED}, found the end of the file`,
    );
    expect(problems.join('\n')).toContain(`${await placeIn(dir, 'areas.json', '"near the harbor"')}: ventura.zipCodes: must be ZIP codes`);
    expect(problems.join('\n')).toContain(
      `${await placeIn(dir, 'areas.json', '[', '"camarillo"', '"whyChoose"')}: camarillo.whyChoose: must list exactly 4 reasons`,
    );
  });
});

function problemsOf(text: string | Uint8Array): string[] {
  try {
    parseJson(text, 'content/areas.json');
  } catch (error) {
    if (error instanceof BuildError) return error.problems;
    throw error;
  }
  return [];
}

describe('parseJson', () => {
  it('parses valid JSON', () => {
    expect(parseJson('{"a": [1, {"b": "c"}]}', 'x.json').value).toEqual({ a: [1, { b: 'c' }] });
  });

  it('names the file, line and column of a syntax error', () => {
    const [problem] = problemsOf('{\n  "ventura": {\n    "name": "Ventura",\n  }\n}');
    expect(problem).toMatch(/^content\/areas\.json:3:22: ventura: invalid JSON/);
  });

  it('names the end of the file when JSON stops short', () => {
    const [problem] = problemsOf('{\n  "ventura": {');
    expect(problem).toBe('content/areas.json:2:15: ventura: invalid JSON: expected "}" to close the object, found the end of the file');
  });

  it('gives every kind of syntax error its line, column and record, what is wrong and what is expected', () => {
    for (const [text, problem] of [
      ['{\n  "ventura" :: { "name": "Ventura" }\n}', `2:14: ventura: invalid JSON: ${VALUE_EXPECTED}, found ":"`],
      [
        '{\n  "ventura": { "name": "Ventura" "title": "V" }\n}',
        '2:34: ventura.title: invalid JSON: expected "," between two items, found "\\"title\\""',
      ],
      ['{\n  "ventura": { name: "Ventura" }\n}', '2:16: ventura: invalid JSON: expected a field name in double quotes, found "name"'],
      [
        '{\n  "ventura": { "name" "Ventura" }\n}',
        '2:23: ventura.name: invalid JSON: expected ":" between the field name and its value, found "\\"Ventura\\""',
      ],
      [
        '{\n  "ventura": { "zip": [93001, 93002,] }\n}',
        '2:36: ventura.zip: invalid JSON: a comma after the last item; remove the "," before "]"',
      ],
      [
        '{\n  "ventura": { "name": "Ventura\n  }\n}',
        '2:24: ventura.name: invalid JSON: text is not closed; expected a double quote before the end of the line',
      ],
      [
        '{\n  "ventura": { "name": "C:\\docs" }\n}',
        '2:24: ventura.name: invalid JSON: unknown escape after a backslash; a backslash itself is written \\\\',
      ],
      ['{\n  // the first city\n  "ventura": {}\n}', '2:3: invalid JSON: comments are not allowed in JSON; remove it'],
      ['{\n  "ventura": { "rating": yes }\n}', `2:26: ventura.rating: invalid JSON: ${VALUE_EXPECTED}, found "yes"`],
      [
        '{\n  "ventura": { "price": { "amount": 1,200, "from": true } }\n}',
        '2:37: ventura.price.amount: invalid JSON: a number has no thousands separator: write 1200, not 1,200',
      ],
      [
        '{\n  "ventura": { "amount": 12,500,000 }\n}',
        '2:26: ventura.amount: invalid JSON: a number has no thousands separator: write 12500000, not 12,500,000',
      ],
      ['{\n  "ventura": {}\n}\n}', '4:1: invalid JSON: expected the end of the file after the last closing bracket, found "}"'],
      [' \n', 'invalid JSON: the file is empty'],
    ]) {
      expect(problemsOf(text!), text).toEqual([`content/areas.json${problem!.startsWith('invalid') ? ': ' : ':'}${problem}`]);
    }
  });

  it('names curly quotes, as a word processor or phone writes them, around a value or a field name, at their line and column', () => {
    const curly = 'invalid JSON: curly quotes (as a word processor or phone writes them), found';
    const straight = 'use straight double quotes (") instead';
    expect(problemsOf('{\n  "ventura": { "title": “Tree Removal” }\n}')).toEqual([
      `content/areas.json:2:25: ventura.title: ${curly} "“Tree"; ${straight}`,
    ]);
    expect(problemsOf('{\n  "ventura": {\n    “warranty”: "One year"\n  }\n}')).toEqual([
      `content/areas.json:3:5: ventura: ${curly} "“warranty”"; ${straight}`,
    ]);
    expect(problemsOf('{\n  ‘ventura’: {}\n}')).toEqual([`content/areas.json:2:3: ${curly} "‘ventura’"; ${straight}`]);
    expect(problemsOf('{\n  "ventura": { "name": ’Ventura’ }\n}')).toEqual([
      `content/areas.json:2:24: ventura.name: ${curly} "’Ventura’"; ${straight}`,
    ]);
  });

  it('accepts a byte order mark at the start, and names an encoding that is not UTF-8', () => {
    expect(parseJson(Buffer.from('\uFEFF{"name": "Café"}'), 'x.json').value).toEqual({ name: 'Café' });
    const bomThenLatin1 = Buffer.concat([Buffer.from('\uFEFF{"name": "Caf'), Buffer.from([0xe9]), Buffer.from('"}')]);
    expect(problemsOf(bomThenLatin1)).toEqual([
      expect.stringMatching(/^content\/areas\.json:1:14: the file is not UTF-8 \(byte 0xE9 here;/),
    ]);
    expect(problemsOf(Buffer.from('{\n  "name": "Café"\n}', 'latin1'))).toEqual([
      'content/areas.json:2:15: the file is not UTF-8 (byte 0xE9 here; perhaps Windows-1252 or Latin-1); save it as UTF-8 (in VS Code: "Save with Encoding", then "UTF-8")',
    ]);
    for (const bytes of [Buffer.from('\uFEFF{}', 'utf16le'), Buffer.from('{}', 'utf16le'), Buffer.from([0xfe, 0xff, 0, 0x7b, 0, 0x7d])]) {
      expect(problemsOf(bytes)).toEqual([
        'content/areas.json: the file is saved as UTF-16, not UTF-8; save it as UTF-8 (in VS Code: "Save with Encoding", then "UTF-8")',
      ]);
    }
  });

  it('reports a duplicate key with both lines, which JSON.parse would silently drop', () => {
    const problems = problemsOf('{\n  "ventura": {"name": "A"},\n  "oxnard": {},\n  "ventura": {"name": "B"}\n}');
    expect(problems).toEqual(['content/areas.json:4:3: ventura: duplicate key (first at line 2); each key must appear once']);
  });

  it('allows the same key in different objects, and keys that look like strings in values', () => {
    expect(problemsOf('{"a": {"name": "x"}, "b": {"name": "y"}, "c": ["name", "name"], "d": "\\"name\\": 1"}')).toEqual([]);
  });
});

describe("the home-screen name (the manifest's short_name) made from the business name", () => {
  it.each([
    ['Sparkle & Shine Cleaning', 'Sparkle'],
    ['Ortega Family Garage Doors', 'Ortega'],
    ['Harbor Lock & Key', 'Harbor Lock'],
    ['Smith and Sons Plumbing', 'Smith'],
    ['Bluebonnet Plumbing', 'Bluebonnet'],
    ['Quickfixplumbing Inc', 'Quickfixplumbing'],
  ])('%s → %s: whole words, at most 12 characters, never ending on a word that only joins', (name, short) => {
    expect(shortNameOf(name, enUS.joining)).toBe(short);
  });
});
