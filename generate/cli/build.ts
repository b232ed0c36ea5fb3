/** `npm run build`: content/ → dist/, or `-- --content DIR --out DIR` for another business into another folder. */
// First: it sets NODE_ENV before anything imports React.
import '../production.ts';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { build, defaultOptions } from '../../generate.ts';
import { displayPath } from '../errors.ts';
import { formatReport } from '../report.ts';
import { PAGES_HOSTS, type PagesHost } from '../hosting/hosting.ts';
import { commandLine, failWith, isEntryPoint, runCommand } from './shared.ts';

const usage = `Build the site: content/ in, a complete static site out.

Usage: npm run build -- [options]

  --content DIR    content folder (default: content/)
  --assets DIR     images and logo the content refers to (default: assets/)
  --out DIR        output folder, replaced only when the build succeeds (default: dist/)
  --cache DIR      build cache: encoded images, social cards, CSS, pages
                   (default: node_modules/.cache/local-service-site-generator/build/, which
                   Netlify and Vercel keep, or .cache/build/ when node_modules cannot be written)
  --base-url URL   canonical base for this build, e.g. a staging host (default: site.json's baseUrl);
                   without --production, every page is noindex (but at baseUrl, localhost or an example domain)
  --host NAME      whose _redirects to write: netlify, or cloudflare-pages (the default when
                   CF_PAGES is set, as on Cloudflare's build machines); other hosts' files are always written
  --production     for the public site: fail, writing nothing, if content still has a stand-in
                   (a 555-01xx phone, an example domain, sample reviews, a fictional license
                   number, text in [brackets], the starter's placeholder pictures) or it loses an
                   address published before (content/published.txt); a default build warns of both
  --quiet          print nothing but errors (for CI)
  --json           print the build's figures, peak memory and CPU time as JSON instead of the report (for the benchmark)
  --help           this text

Exits with 1 when the build fails; the output folder is then left as it was.`;

/**
 * Linux's maxRSS keeps the peak of the process that started it (it survives exec), so a build started by a large
 * one reads at least that; the peak of its own memory map (VmHWM) does not.
 */
function peakMemoryBytes(usage: NodeJS.ResourceUsage): number {
  // Off Linux there is no /proc, and maxRSS is what there is.
  const status = existsSync('/proc/self/status') ? readFileSync('/proc/self/status', 'utf8') : '';
  const ownPeak = /^VmHWM:\s+(\d+) kB$/m.exec(status);
  return (ownPeak ? Number(ownPeak[1]) : usage.maxRSS) * 1024;
}

async function main(): Promise<void> {
  const parsed = commandLine(
    {
      options: {
        content: { type: 'string' },
        out: { type: 'string' },
        assets: { type: 'string' },
        cache: { type: 'string' },
        'base-url': { type: 'string' },
        host: { type: 'string' },
        quiet: { type: 'boolean', short: 'q' },
        production: { type: 'boolean' },
        json: { type: 'boolean' },
      },
    },
    usage,
  );
  if (!parsed) return;
  const { values } = parsed;
  const outDir = values.out ? path.resolve(values.out) : defaultOptions.outDir;
  if (values.host !== undefined && !PAGES_HOSTS.includes(values.host as PagesHost))
    return failWith([`--host ${values.host}: must be one of ${PAGES_HOSTS.join(', ')}`]);
  // A progress line while images and social cards encode, rewritten in place on a terminal.
  let encoded = 0;
  const progress =
    !values.quiet && !values.json && process.stderr.isTTY
      ? () => process.stderr.write(`\r  encoding images and social cards: ${++encoded}`)
      : undefined;
  const endProgress = () => encoded > 0 && process.stderr.write('\n');
  await runCommand(
    async () => {
      const result = await build(
        {
          ...(values.content && { contentDir: path.resolve(values.content) }),
          ...(values.assets && { assetsDir: path.resolve(values.assets) }),
          ...(values.cache && { cacheDir: path.resolve(values.cache) }),
          ...(values['base-url'] && { baseUrl: values['base-url'] }),
          ...(values.host && { pagesHost: values.host as PagesHost }),
          ...(values.production && { production: true }),
          outDir,
        },
        { onFileEncoded: progress, onWait: values.quiet || values.json ? undefined : (message) => console.error(message) },
      ).finally(endProgress);
      // With the process's peak resident memory and its CPU time (every thread's), for the benchmark.
      if (values.json) {
        const usage = process.resourceUsage();
        console.log(
          JSON.stringify({ ...result, peakMemoryBytes: peakMemoryBytes(usage), cpuMs: (usage.userCPUTime + usage.systemCPUTime) / 1000 }),
        );
      } else if (!values.quiet) console.log(formatReport(result, displayPath(outDir)));
    },
    () => `Build failed; ${displayPath(outDir)}/ was left as it was.\n`,
    { quiet: values.quiet },
  );
}

/**
 * How far V8's heap may grow past what was live at its last full collection. On a machine with memory to spare V8 lets it
 * reach four times that, and rendering thousands of pages makes garbage fast enough to get there: the cold build's peak.
 */
export const HEAP_GROWING_PERCENT = 100;

if (isEntryPoint(import.meta.url)) {
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  void main();
}
