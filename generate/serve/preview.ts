/** `npm run preview`'s server: a built folder served on localhost as the hosts would serve it. */
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { loadTranslations } from '../content/translation-load.ts';
import { mainAddresses, mainWords, redirectTable, renamedContent } from '../pages/former-slugs.ts';
import { translationAddresses } from '../pages/languages.ts';
import { outputFileFor } from '../pages/paths.ts';
import { loadContent } from '../content/load.ts';
import { pageContentSources } from '../page-types/index.ts';
import type { RedirectRule } from '../hosting/redirects.ts';
import { listen } from './listen.ts';
import { localOnly, siteRequestHandler } from './site.ts';

export async function startPreviewServer(options: {
  siteDir: string;
  redirects: RedirectRule[];
  port?: number;
  /** Where the server's own lines go (a moved port, a failed request, a vanished folder); the terminal by default. */
  log?: (line: string) => void;
}): Promise<{ server: Server; url: string }> {
  const log = options.log ?? ((line: string) => console.log(line));
  const server = createServer(localOnly(siteRequestHandler({ siteDir: options.siteDir, redirects: () => options.redirects, log })));
  return { server, url: await listen(server, options.port, log) };
}

/**
 * The redirect table the site was built with: the moved addresses in content, those of former slugs that lead to a page
 * built in `siteDir`, and the section rules. The content is read whole, its Markdown folders too, as the build read it:
 * read in part, the rest is named as files no page reads.
 */
export async function redirectTableFor(contentDir: string, assetsDir: string, siteDir: string): Promise<RedirectRule[]> {
  const loaded = await loadContent(contentDir, assetsDir, pageContentSources);
  const translations = await loadTranslations(contentDir, loaded);
  const built = (page: string) => existsSync(path.join(siteDir, outputFileFor(page)));
  const main = mainAddresses(built, mainWords(loaded.content));
  const content = renamedContent(loaded);
  return redirectTable(content, [main, ...translations.map((translation) => translationAddresses(translation, built))]);
}
