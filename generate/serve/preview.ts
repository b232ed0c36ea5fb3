/** `npm run preview`'s server: a built folder served on localhost as the hosts would serve it. */
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { loadTranslations } from '../content/translation-load.ts';
import { formerAddresses, mainAddresses, mainWords, redirectTable, renamedContent } from '../pages/former-slugs.ts';
import { publishedAddresses } from '../hosting/published.ts';
import { translationAddresses } from '../pages/languages.ts';
import { outputFileFor } from '../pages/paths.ts';
import { loadContent } from '../content/load.ts';
import { pageContentSources } from '../page-types/index.ts';
import type { RedirectRule } from '../hosting/redirects.ts';
import { listen } from './listen.ts';
import { firstLine, identityOf, localOnly, siteRequestHandler } from './site.ts';

export async function startPreviewServer(options: {
  siteDir: string;
  redirects: RedirectRule[];
  /** Makes the table again (npm run preview reads the content), so a rebuild's redirects need no restart. */
  reload?: () => Promise<RedirectRule[]>;
  port?: number;
  /** Where the server's own lines go (a moved port, a failed request, a vanished folder); the terminal by default. */
  log?: (line: string) => void;
}): Promise<{ server: Server; url: string }> {
  const log = options.log ?? ((line: string) => console.log(line));
  const table = await redirectsOfBuild(options.siteDir, options.redirects, options.reload, log);
  const handler = siteRequestHandler({ siteDir: options.siteDir, redirects: table.current, log });
  const server = createServer(localOnly((request, response) => table.refresh().then(() => handler(request, response))));
  return { server, url: await listen(server, options.port, log) };
}

/**
 * The redirect table of the site being served, made again by `reload` on the first request after a build: a build that
 * changes the site renames a new folder into place, so one stat of the folder a request tells, and reading the content
 * happens once a build. Requests that arrive meanwhile wait for the one table.
 */
async function redirectsOfBuild(
  siteDir: string,
  first: RedirectRule[],
  reload: (() => Promise<RedirectRule[]>) | undefined,
  log: (line: string) => void,
): Promise<{ current: () => RedirectRule[]; refresh: () => Promise<void> }> {
  let table = first;
  let madeFor = await identityOf(siteDir);
  let making: Promise<void> | undefined;
  const refresh = async () => {
    if (!reload) return;
    const now = await identityOf(siteDir);
    if (!now || now === madeFor) return;
    making ??= reload()
      .then(
        (made) => {
          table = made;
        },
        (error) => log(`The rebuilt site's redirects could not be read, so the previous ones stay: ${firstLine(error)}`),
      )
      .finally(() => {
        madeFor = now;
        making = undefined;
      });
    await making;
  };
  return { current: () => table, refresh };
}

/**
 * The redirect table the site was built with: the moved addresses in content, those of former slugs (and of the main
 * language's slugs a translation's pages had in content/published.txt) that lead to a page built in `siteDir`, and the
 * section rules. The content is read whole, its Markdown folders too, as the build read it:
 * read in part, the rest is named as files no page reads.
 */
export async function redirectTableFor(contentDir: string, assetsDir: string, siteDir: string): Promise<RedirectRule[]> {
  const loaded = await loadContent(contentDir, assetsDir, pageContentSources);
  const translations = await loadTranslations(contentDir, loaded);
  const built = (page: string) => existsSync(path.join(siteDir, outputFileFor(page)));
  const main = mainAddresses(built, mainWords(loaded.content));
  const content = renamedContent(loaded);
  const languages = [main, ...translations.map((translation) => translationAddresses(translation, built))];
  return redirectTable(content, languages, formerAddresses(content, languages, await publishedAddresses(contentDir)));
}
