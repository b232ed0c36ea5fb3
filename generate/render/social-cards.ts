import { Worker } from 'node:worker_threads';
import type { SocialImage } from '../../templates/view.ts';
import type { Content } from '../content/load.ts';
import { BuildCache } from '../cache/build-cache.ts';
import { codeVersion } from '../cache/fingerprint.ts';
import type { SourceImage } from '../images/images.ts';
import type { OutputFiles } from '../output/write.ts';
import { absoluteUrl } from '../pages/paths.ts';
import type { Route } from '../pages/routes.ts';
import type { BrandColours } from './brand.ts';
import { CARD_JPEG, fontFile, SOCIAL_CARD, type SharedParts } from './card-painter.ts';
import type { CardAnswer, CardRequest } from './card-thread.ts';

export { SOCIAL_CARD };

const painterFiles = ['./card-painter.ts', './card-jpeg.ts', './card-thread.ts', './card-worker.mjs'].map(
  (file) => new URL(file, import.meta.url),
);
/** The cards' template and writer, their font, the font library and sharp: a change to any makes new cards. */
const CARD_CODE_VERSION = codeVersion([import.meta.url, ...painterFiles, fontFile], ['opentype.js', 'sharp']);

/**
 * The card painter's worker thread (card-thread.ts), started on the first card not in the cache:
 * `draw` asks it for one card. It ends when `close` is called, or with the build.
 */
type Painter = { draw: (title: string) => Promise<Buffer>; close: () => void };
function startPainter(shared: SharedParts, titles: string[]): Painter {
  const thread = new Worker(painterFiles[3]!, { workerData: { shared, titles } });
  const waiting = new Map<number, { resolve: (jpeg: Buffer) => void; reject: (error: Error) => void }>();
  const failAll = (error: Error) => {
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };
  thread.on('message', (answer: CardAnswer) => {
    const request = waiting.get(answer.id)!;
    waiting.delete(answer.id);
    if ('error' in answer) request.reject(new Error(`social card: ${answer.error}`));
    else request.resolve(Buffer.from(answer.jpeg.buffer, answer.jpeg.byteOffset, answer.jpeg.byteLength));
  });
  thread.on('error', failAll);
  thread.on('exit', (code) => failAll(new Error(`the social card thread stopped (exit code ${code})`)));
  let next = 0;
  return {
    draw: (title) =>
      new Promise((resolve, reject) => {
        const id = next++;
        waiting.set(id, { resolve, reject });
        thread.postMessage({ id, title } satisfies CardRequest);
      }),
    close: () => void thread.terminate(),
  };
}

/**
 * Cards asked for before they are needed: the thread draws them one after another while the main
 * thread is busy rendering (the cache takes them a few at a time). At most this many wait, drawn or
 * asked for, so a site of thousands of pages never holds thousands of cards in memory.
 */
const CARDS_AHEAD = 128;

/** Asks `painter` for `titles` in order, up to CARDS_AHEAD before the one taken last; `take` answers with a title's card. */
function paintAhead(painter: Painter, titles: string[]): { take: (title: string) => Promise<Buffer> } {
  const asked = new Map<string, Promise<Buffer>>();
  let next = 0;
  const askMore = () => {
    for (; next < titles.length && asked.size < CARDS_AHEAD; next++) {
      if (asked.has(titles[next]!)) continue;
      const card = painter.draw(titles[next]!);
      // A card never taken (the build failed first) must not count as an unhandled failure.
      card.catch(() => {});
      asked.set(titles[next]!, card);
    }
  };
  askMore();
  return {
    take: (title) => {
      const card = asked.get(title) ?? painter.draw(title);
      asked.delete(title);
      askMore();
      return card;
    },
  };
}

/** Where a route's card is written: "/services/x/" → "assets/social/services-x-<key>.jpg". */
function cardName(route: Route, key: string): string {
  const slug = route.path.split('/').filter(Boolean).join('-') || 'home';
  return `assets/social/${slug}-${key.slice(0, 10)}.jpg`;
}

/**
 * Every page's own 1200×630 JPEG for og:image, drawn by CardPainter (card-painter.ts) in a worker
 * thread and cached like the other images. Each card's name comes from its key, known at once:
 * `imageFor` answers before any card is drawn, and `files` is ready when all are, so the cards are
 * drawn on another core while pages render.
 */
export function buildSocialCards(
  routes: Route[],
  content: Content,
  logo: SourceImage,
  brand: BrandColours,
  cache: BuildCache,
): { imageFor: (route: Route) => SocialImage; files: Promise<OutputFiles> } {
  const { site } = content;
  const shared: SharedParts = {
    businessName: site.businessName,
    phoneDisplay: site.phone.display,
    logo: { bytes: logo.bytes, format: logo.format },
    brand: { navy: brand.navy, action: brand.action },
  };
  const titleOf = (route: Route) => (route.label === 'Home' ? route.title : route.label);
  const cards = routes.map((route) => {
    const title = titleOf(route);
    // Keyed by what the card shows, so a warm build draws nothing at all.
    const key = BuildCache.key(
      CARD_CODE_VERSION,
      logo.hash,
      JSON.stringify([title, shared.businessName, shared.phoneDisplay, brand]),
      JSON.stringify(CARD_JPEG),
    );
    return { route, title, key, file: cardName(route, key) };
  });
  const byPath = new Map(
    cards.map(({ route, file }) => [route.path, { url: absoluteUrl(site.baseUrl, `/${file}`), ...SOCIAL_CARD, alt: route.title }]),
  );
  // Started only when some card is not in the cache, so a warm build starts no thread.
  let painter: Painter | undefined;
  const start = () => (painter ??= startPainter(shared, routes.map(titleOf)));
  const files = (async () => {
    const absent = await Promise.all(cards.map(async ({ key }) => !(await cache.has(key, 'jpg'))));
    const ahead = absent.includes(true)
      ? paintAhead(
          start(),
          cards.filter((_, i) => absent[i]).map(({ title }) => title),
        )
      : null;
    const entries = await Promise.all(
      cards.map(
        async ({ title, key, file }) => [file, await cache.file(key, 'jpg', () => ahead?.take(title) ?? start().draw(title))] as const,
      ),
    );
    return new Map(entries) satisfies OutputFiles;
  })().finally(() => painter?.close());
  return { imageFor: (route: Route) => byPath.get(route.path)!, files };
}
