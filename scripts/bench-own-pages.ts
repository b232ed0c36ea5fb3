/**
 * For `npm run bench`: the real business with pages of its own at scale, 200 articles and a gallery
 * of 150 jobs with a photo before and after each (300 photos, each its own file), written beside
 * a copy of its content and assets. The photos are 800 px wide, drawn by sharp: what they cost to
 * encode is the figure, not what they show.
 */
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

export const OWN_PAGES_SCALE = { articles: 200, jobs: 150 };

export async function writeOwnPagesContent(
  fromContent: string,
  fromAssets: string,
  to: string,
): Promise<{ content: string; assets: string }> {
  const content = path.join(to, 'content');
  const assets = path.join(to, 'assets');
  await cp(fromContent, content, { recursive: true });
  await cp(fromAssets, assets, { recursive: true });
  await mkdir(path.join(content, 'articles'), { recursive: true });
  await mkdir(path.join(assets, 'bench-photos'), { recursive: true });
  const slugsOf = async (file: string) =>
    Object.keys(JSON.parse(await readFile(path.join(content, file), 'utf8'))).filter((key) => key !== '$schema');
  const services = await slugsOf('services.json');
  const areas = await slugsOf('areas.json');
  const day = (n: number) => new Date(Date.UTC(2020, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
  for (let n = 0; n < OWN_PAGES_SCALE.articles; n++) {
    const body = Array.from(
      { length: 6 },
      (_, p) => `## Part ${p + 1} of article ${n}\n\nParagraph ${p} of article ${n}: ${'words about the work '.repeat(20)}\n`,
    ).join('\n');
    await writeFile(
      path.join(content, 'articles', `article-${n}.md`),
      `---\ntitle: Article number ${n}\ndescription: What article ${n} is about.\ndate: ${day(n * 3)}\nauthor: The owner\nservices: [${services[n % services.length]}]\n---\n\n${body}`,
    );
  }
  await writeFile(
    path.join(content, 'pages', 'articles.json'),
    JSON.stringify({
      meta: { title: 'Articles | {business}', description: 'Articles.' },
      heading: 'Articles',
      intro: 'Articles.',
      feed: 'Articles',
      related: { heading: 'Related articles' },
      services: { heading: 'Services in this article' },
      callCard: { heading: 'Call us', text: 'Call us.' },
    }),
  );
  const jobs = [];
  for (let n = 0; n < OWN_PAGES_SCALE.jobs; n++) {
    for (const side of ['before', 'after']) {
      const hue = (n * 37 + (side === 'after' ? 120 : 0)) % 360;
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="hsl(${hue},40%,60%)"/><circle cx="${200 + (n % 5) * 100}" cy="300" r="${80 + (n % 7) * 10}" fill="hsl(${(hue + 180) % 360},50%,40%)"/></svg>`;
      await sharp(Buffer.from(svg))
        .jpeg({ quality: 80 })
        .toFile(path.join(assets, 'bench-photos', `job-${n}-${side}.jpg`));
    }
    jobs.push({
      title: `Job number ${n}`,
      date: day(n * 4),
      description: `What was done on job ${n}.`,
      service: services[n % services.length],
      area: areas[n % areas.length],
      photos: [
        { src: `bench-photos/job-${n}-before.jpg`, alt: `Before job ${n}`, role: 'before' },
        { src: `bench-photos/job-${n}-after.jpg`, alt: `After job ${n}`, role: 'after' },
      ],
    });
  }
  await writeFile(
    path.join(content, 'gallery.json'),
    JSON.stringify({
      meta: { title: 'Our Work | {business}', description: 'Our work.' },
      heading: 'Our Work',
      intro: 'Our work.',
      recent: { heading: 'Recent work' },
      jobs,
    }),
  );
  return { content, assets };
}
