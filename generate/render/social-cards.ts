import { Worker } from 'node:worker_threads';
import type { SocialImage } from '../../templates/view.ts';
import type { Content } from '../content/load.ts';
import { BuildCache } from '../cache/build-cache.ts';
import { type WrittenEntry, writeEntry } from '../cache/entry.ts';
import { codeVersion } from '../cache/fingerprint.ts';
import type { SourceImage } from '../images/images.ts';
import type { OutputFiles } from '../output/write.ts';
import { absoluteUrl } from '../pages/paths.ts';
import type { Route } from '../pages/routes.ts';
import type { BrandColours } from './brand.ts';
import { CARD_JPEG, CardPainter, fontFile, SOCIAL_CARD, type SharedParts } from './card-painter.ts';
import type { CardAnswer, CardRequest, CardSetup } from './card-thread.ts';

export { SOCIAL_CARD };

/** Starts the card thread. */
const cardWorker = new URL('./card-worker.mjs', import.meta.url);
const painterFiles = ['./card-painter.ts', './card-jpeg.ts', './card-thread.ts'].map((file) => new URL(file, import.meta.url));
/** The cards' template and writer, their font, the font library and sharp: a change to any makes new cards. */
const CARD_CODE_VERSION = codeVersion([import.meta.url, ...painterFiles, cardWorker, fontFile], ['opentype.js', 'sharp']);

/**
 * The card painter's worker thread (card-thread.ts), started when a build first has a card to draw.
 * It keeps the process alive only while a card is asked for, and ends with `close` (the build
 * closes it whether it succeeds or fails).
 */
export class CardThread {
  private thread: Worker | null = null;
  private readonly waiting = new Map<number, { resolve: (entry: WrittenEntry) => void; reject: (error: Error) => void }>();
  private next = 0;
  private setUp = false;
  /** The painter, when the cards are drawn here rather than in the thread. */
  private here: Promise<CardPainter> | null = null;

  /**
   * Gives the painter what every card shares and every title, once; then `draw` asks for cards.
   * Unless `startEarly` started it, only `toDraw` over CARDS_IN_THREAD start the thread: a few
   * cards (a small site's, or a warm build's changed pages) are drawn on the main thread rather than
   * load sharp and the font again in a new thread.
   */
  setup(shared: SharedParts, titles: string[], toDraw: number): void {
    if (this.setUp) return;
    this.setUp = true;
    if (toDraw <= CARDS_IN_THREAD && !this.thread) this.here = CardPainter.create(shared, titles);
    else this.start().postMessage({ shared, titles } satisfies CardSetup);
  }

  /**
   * One card, written as the cache entry for `key` in the cache folder `dir`; `setup` first. The
   * thread draws the cards in the order they are asked for, all of them asked for at once: what
   * it answers is only where it wrote each one.
   */
  async draw(title: string, key: string, dir: string): Promise<WrittenEntry> {
    if (this.here) return writeEntry(dir, key, 'jpg', (await this.here).draw(title));
    const thread = this.start();
    return new Promise((resolve, reject) => {
      const id = this.next++;
      if (this.waiting.size === 0) thread.ref();
      this.waiting.set(id, { resolve, reject });
      thread.postMessage({ id, title, key, dir } satisfies CardRequest);
    });
  }

  /**
   * With a cold cache (not one card in it), every card is to be drawn: when that is over
   * CARDS_IN_THREAD (`atLeast`, the pages known from content alone), the thread starts now, and
   * loads sharp and the font while the main thread makes images, instead of after routes. Measured
   * in alternating cold builds: 712 pages 4.33 s → 3.98 s (median of six). Started at 54 pages, it
   * made no difference there alone, and cost 0.6 s more CPU in the paired runs with the peers.
   */
  async startEarly(cache: BuildCache, atLeast: number): Promise<void> {
    if (atLeast > CARDS_IN_THREAD && !(await cache.holdsAny('jpg'))) this.start();
  }

  close(): void {
    void this.thread?.terminate();
  }

  private start(): Worker {
    if (this.thread) return this.thread;
    const thread = new Worker(cardWorker);
    thread.unref();
    const failAll = (error: Error) => {
      for (const { reject } of this.waiting.values()) reject(error);
      this.waiting.clear();
    };
    thread.on('message', (answer: CardAnswer) => {
      const request = this.waiting.get(answer.id)!;
      this.waiting.delete(answer.id);
      if (this.waiting.size === 0) thread.unref();
      if ('entry' in answer) request.resolve(answer.entry);
      else request.reject(Object.assign(new Error(`social card: ${answer.error}`), { code: answer.code, path: answer.path }));
    });
    thread.on('error', failAll);
    thread.on('exit', (code) => failAll(new Error(`the social card thread stopped (exit code ${code})`)));
    this.thread = thread;
    return thread;
  }
}

/**
 * More cards to draw than this, and they are drawn in a thread of their own. Measured on the real
 * site (54 cards), drawing them on the main thread saved the thread's start (a new V8, sharp and
 * the font loaded again): see the commit that set it.
 */
const CARDS_IN_THREAD = 100;

/** Where a route's card is written: "/services/x/" → "assets/social/services-x-<key>.jpg". */
function cardName(route: Route, key: string): string {
  const slug = route.path.split('/').filter(Boolean).join('-') || 'home';
  return `assets/social/${slug}-${key.slice(0, 10)}.jpg`;
}

/**
 * Every page's own 1200×630 JPEG for og:image, drawn by CardPainter (card-painter.ts) and cached
 * like the other images: in a worker thread when there are more than CARDS_IN_THREAD to draw, else
 * on the main thread. Each card's name comes from its key, known at once: `imageFor` answers before
 * any card is drawn, and `files` is ready when all are, so the cards are drawn while pages render.
 */
export function buildSocialCards(
  routes: Route[],
  content: Content,
  logo: SourceImage,
  brand: BrandColours,
  cache: BuildCache,
  /** The thread that draws them (started only if one is not in the cache); the caller closes it. */
  thread: CardThread,
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
  const files = (async () => {
    const absent = await Promise.all(cards.map(async ({ key }) => !(await cache.has(key, 'jpg'))));
    // The painter is set up only when some card is not in the cache (a warm build loads none), and
    // once: with the titles listed for each card, 7,000 cards listed 49 million titles.
    let setUp = false;
    const painter = () => {
      if (!setUp) thread.setup(shared, routes.map(titleOf), absent.filter(Boolean).length);
      setUp = true;
      return thread;
    };
    const entries = await Promise.all(
      cards.map(
        async ({ title, key, file }) =>
          [file, await cache.fileWrittenBy(key, 'jpg', (dir) => painter().draw(title, key, dir), file)] as const,
      ),
    );
    return new Map(entries) satisfies OutputFiles;
  })().finally(() => thread.close());
  return { imageFor: (route: Route) => byPath.get(route.path)!, files };
}
