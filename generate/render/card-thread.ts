/**
 * The worker thread that draws the social cards (started by social-cards.ts, through
 * card-worker.mjs). It loads what drawing needs as soon as it starts (the build may start it before
 * the titles are known); it is then given the shared parts and every title once, then asked for a
 * title at a time. It writes each card into the build cache itself (`writeEntry`) and answers with
 * the entry, so the card's bytes, their digest and the file's creation never cost the main thread.
 */
import { parentPort } from 'node:worker_threads';
import { type WrittenEntry, writeEntry } from '../cache/entry.ts';
import { CardPainter, type SharedParts } from './card-painter.ts';

export type CardSetup = { shared: SharedParts; titles: string[] };
/** A card to draw and store under `key` in the cache folder `dir`. */
export type CardRequest = { id: number; title: string; key: string; dir: string };
/** The entry written, or why not: `code` and `path` of a system error, so it reads as one line (errors.ts). */
export type CardAnswer = { id: number; entry: WrittenEntry } | { id: number; error: string; code?: string; path?: string };

const port = parentPort!;
const loaded = CardPainter.load();
loaded.catch(() => {});
let painter: Promise<CardPainter> | undefined;
// Test-only fault injection (as SITE_BUILD_CRASH_AT in output/write.ts): the thread dies after three cards.
const lastCard = process.env.SITE_BUILD_CRASH_AT === 'card-thread' ? 3 : Number.POSITIVE_INFINITY;
let drawn = 0;

port.on('message', async (message: CardSetup | CardRequest) => {
  if ('shared' in message) {
    painter = loaded.then(() => CardPainter.create(message.shared, message.titles));
    painter.catch(() => {});
    return;
  }
  const { id, title, key, dir } = message;
  try {
    const entry = writeEntry(dir, key, 'jpg', (await painter!).draw(title));
    port.postMessage({ id, entry } satisfies CardAnswer);
    if (++drawn >= lastCard) process.exit(1);
  } catch (error) {
    const { code, path } = error as NodeJS.ErrnoException;
    port.postMessage({
      id,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      ...(code && { code }),
      ...(path && { path }),
    } satisfies CardAnswer);
  }
});
