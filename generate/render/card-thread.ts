/**
 * The worker thread that draws the social cards (started by social-cards.ts, through
 * card-worker.mjs). It loads what drawing needs as soon as it starts (the build may start it before
 * the titles are known); it is then given the shared parts and every title once, then asked for a
 * title at a time, and answers each with the card's JPEG.
 */
import { parentPort } from 'node:worker_threads';
import { CardPainter, type SharedParts } from './card-painter.ts';

export type CardSetup = { shared: SharedParts; titles: string[] };
export type CardRequest = { id: number; title: string };
export type CardAnswer = { id: number; jpeg: Uint8Array } | { id: number; error: string };

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
  const { id, title } = message;
  try {
    const jpeg = (await painter!).draw(title);
    // Its own memory (more than Buffer's 4 KB pool takes), handed over rather than copied.
    port.postMessage({ id, jpeg } satisfies CardAnswer, jpeg.byteLength === jpeg.buffer.byteLength ? [jpeg.buffer as ArrayBuffer] : []);
    if (++drawn >= lastCard) process.exit(1);
  } catch (error) {
    port.postMessage({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies CardAnswer);
  }
});
