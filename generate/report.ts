import { languageName } from './strings/index.ts';
import type { RedirectRule } from './hosting/redirects.ts';

/** Times the build's stages, for the report `npm run build` prints and for the benchmark. */
export class StageTimer {
  readonly stages: Array<{ name: string; ms: number; alongside?: boolean }> = [];
  private readonly started = performance.now();

  /** `onStart` hears each stage's name as it starts (npm run dev names the stage a slow build is in). */
  constructor(private readonly onStart?: (name: string) => void) {}

  /** The time since the timer was made: the whole build, stages that ran alongside others counted once. */
  get totalMs(): number {
    return performance.now() - this.started;
  }

  /** A stage that runs while the next ones do (social cards encode in sharp's threads as pages render): its time overlaps theirs. */
  alongside<T>(name: string, stage: Promise<T>): Promise<T> {
    const start = performance.now();
    const done = stage.finally(() => this.stages.push({ name, ms: performance.now() - start, alongside: true }));
    // Awaited later, after other stages: until then a failure must not count as unhandled.
    done.catch(() => {});
    return done;
  }

  async run<T>(name: string, stage: () => T | Promise<T>): Promise<T> {
    this.onStart?.(name);
    const start = performance.now();
    try {
      return await stage();
    } finally {
      this.stages.push({ name, ms: performance.now() - start });
    }
  }
}

/** What a build did, for its report and for the tests and benchmark. */
export type BuildResult = {
  pages: number;
  /** The pages of each language, the main one first, by its tag. */
  pagesPerLanguage: Array<{ tag: string; pages: number }>;
  /** Pages rendered by this build; the others were unchanged and taken from the cache. */
  rendered: number;
  files: number;
  bytes: number;
  /** Image and icon files encoded by this build, and taken from the cache. */
  images: { encoded: number; cached: number };
  /** Social cards (og:image) drawn by this build, and taken from the cache. */
  socialCards: { encoded: number; cached: number };
  /** Things to fix that do not stop the build, such as an image too small for its slot. */
  warnings: string[];
  /** What the build left out on purpose, file by file: articles dated in the future, what the translations leave untranslated. */
  notes: string[];
  /** How long each stage took; `alongside` for one that ran while others did. */
  stages: StageTimer['stages'];
  totalMs: number;
  /** The redirect table the site was built with, for a server that answers as the hosts would (npm run dev). */
  redirects: RedirectRule[];
};

/** The few lines the owner reads after a build: where the time went, what was written, what to fix. */
export function formatReport(result: BuildResult, outDir: string): string {
  const width = Math.max(...result.stages.map((stage) => stage.name.length));
  const details: Record<string, string> = {
    images: `${result.images.encoded} encoded, ${result.images.cached} from the cache`,
    'social cards': `${result.socialCards.encoded} drawn, ${result.socialCards.cached} from the cache`,
    render: `${result.rendered} rendered, ${result.pages - result.rendered} unchanged`,
  };
  const lines = [
    `Built ${result.pages} pages${pagesInEach(result.pagesPerLanguage)} into ${outDir}/ in ${(result.totalMs / 1000).toFixed(1)} s`,
    ...result.stages.map(({ name, ms, alongside }) => {
      const detail = [details[name], alongside && 'alongside the stages before it'].filter(Boolean).join('; ');
      return `  ${name.padEnd(width)}  ${Math.round(ms).toString().padStart(5)} ms${detail && `  (${detail})`}`;
    }),
    `  ${result.files} files, ${(result.bytes / 1048576).toFixed(1)} MiB`,
    ...warningLines(result.warnings),
    ...result.notes.map((line) => `  · ${line}`),
  ];
  return lines.join('\n');
}

/** Warnings as the report lists them, a failed build's too: one line each, marked ⚠. */
export function warningLines(warnings: readonly string[]): string[] {
  return warnings.map((warning) => `  ⚠ ${warning}`);
}

/** The pages of each language of a site in several, so a language that built none shows: " (64 English, 0 Spanish)". */
export function pagesInEach(languages: BuildResult['pagesPerLanguage']): string {
  if (languages.length < 2) return '';
  return ` (${languages.map(({ tag, pages }) => `${pages} ${languageName(tag)}`).join(', ')})`;
}
