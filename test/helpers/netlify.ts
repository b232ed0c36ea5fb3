/**
 * Netlify's own code, run here: its local server `netlify dev` (netlify-cli, pinned in
 * test/engines/netlify/, a folder of its own so that the root `npm ci` stays without its 1,200
 * packages), its rule engine `netlify-redirector` (the matcher `netlify dev` runs), and its `_headers`
 * parser `@netlify/headers-parser` (the one `netlify dev` runs).
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { type Engine, startEngine, workFolder } from './engines.ts';
import { projectDir } from './site.ts';

/** The folder whose package.json and lock pin netlify-cli (.ci/run installs it with `npm ci --prefix`). */
export const netlifyEngineDir = path.join(projectDir, 'test', 'engines', 'netlify');
const netlifyBin = path.join(netlifyEngineDir, 'node_modules', '.bin', 'netlify');

const installedVersion = () => {
  const file = path.join(netlifyEngineDir, 'node_modules', 'netlify-cli', 'package.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version : undefined;
};

/**
 * Installs the pinned netlify-cli with `npm ci` in its folder unless that version is there already
 * (.ci/run installs it beforehand; a first local run takes about two minutes here).
 */
export async function installNetlifyCli(): Promise<void> {
  const pinned = (JSON.parse(readFileSync(path.join(netlifyEngineDir, 'package.json'), 'utf8')) as { dependencies: Record<string, string> })
    .dependencies['netlify-cli'];
  if (installedVersion() === pinned) return;
  await promisify(execFile)('npm', ['ci', '--no-audit', '--no-fund'], { cwd: netlifyEngineDir, maxBuffer: 16 * 1024 * 1024 });
  if (installedVersion() !== pinned) throw new Error(`npm ci in ${netlifyEngineDir} did not install netlify-cli ${pinned}`);
}

/**
 * `netlify dev` on the site, offline: `--offline` (no API, no account, no site link), its telemetry
 * off (CI set: netlify-cli's track, identify and reportError return at once under CI, so the
 * `netlify --telemetry-disable` run, a second start of the CLI, would add nothing), its check for a newer
 * version off (NO_UPDATE_NOTIFIER; CI also stops it), its state and settings in a work folder of
 * its own, both of its ports free loopback ports. Edge Functions are switched off
 * (`--internal-disable-edge-functions`): their runtime is Deno, which `netlify dev` downloads when
 * it starts, `--offline` or not, and fails here ("fetch failed"); the site has none. Its proxy
 * listens on every interface (netlify dev has no setting for the address), for the test's seconds.
 */
export async function startNetlifyDev(siteDir: string): Promise<Engine> {
  await installNetlifyCli();
  const dir = await workFolder('netlify');
  const env = {
    HOME: dir,
    XDG_CONFIG_HOME: dir,
    XDG_DATA_HOME: dir,
    XDG_CACHE_HOME: dir,
    CI: 'true',
    NO_UPDATE_NOTIFIER: '1',
    BROWSER: 'none',
    NO_COLOR: '1',
  };
  const args = async ([port, staticServerPort]: number[]) => {
    // netlify dev serves the folder with its own static server (#static), behind its proxy on `port`.
    await writeFile(path.join(dir, 'netlify.toml'), `[dev]\n  framework = "#static"\n  staticServerPort = ${staticServerPort}\n`);
    return [
      'dev',
      '--offline',
      '--internal-disable-edge-functions',
      '--dir',
      siteDir,
      '--port',
      String(port),
      '--no-open',
      '--skip-gitignore',
    ];
  };
  return startEngine(netlifyBin, args, {
    ports: 2,
    cwd: dir,
    env,
    timeoutMs: 90_000,
    cleanup: () => rm(dir, { recursive: true, force: true }),
  });
}

type NetlifyMatch = { from: string; to: string; status: number; force: boolean } | null;
type NetlifyMatcher = { match(request: object): NetlifyMatch };
const redirector = createRequire(import.meta.url)('netlify-redirector') as {
  parsePlain(rules: string, options: object): Promise<NetlifyMatcher>;
};

/** Netlify's rule engine on a `_redirects` text: the rule that answers a path, or null. */
export async function netlifyMatcher(redirectsFile: string): Promise<(pathname: string) => NetlifyMatch> {
  const matcher = await redirector.parsePlain(redirectsFile, {});
  return (pathname) =>
    matcher.match({ scheme: 'https', host: 'example.com', path: pathname, query: '', getHeader: () => '', getCookie: () => '' });
}

/**
 * The Cache-Control Netlify sends where no `_headers` rule gives one (its documentation's default,
 * and the one netlify dev's static server sets before its file server replaces it with its own).
 */
export const NETLIFY_DEFAULT_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

type HeaderRule = { for: string; forRegExp: RegExp; values: Record<string, string> };
type HeadersParser = {
  parseAllHeaders(options: {
    headersFiles: string[];
    configHeaders: [];
    minimal: false;
  }): Promise<{ headers: HeaderRule[]; errors: Error[] }>;
};

/**
 * The headers Netlify's `_headers` parser gives each path, applied as `netlify dev` applies them
 * (every matching rule, a later one replacing an earlier one's header of the same name).
 */
export async function netlifyHeaderRules(headersFile: string): Promise<(pathname: string) => Record<string, string>> {
  const entry = createRequire(path.join(netlifyEngineDir, 'package.json')).resolve('@netlify/headers-parser');
  const parser = (await import(pathToFileURL(entry).href)) as HeadersParser;
  const { headers, errors } = await parser.parseAllHeaders({ headersFiles: [headersFile], configHeaders: [], minimal: false });
  if (errors.length > 0) throw new Error(`Netlify's parser rejects ${headersFile}:\n${errors.map((error) => error.message).join('\n')}`);
  return (pathname) => Object.assign({}, ...headers.filter((rule) => rule.forRegExp.test(pathname)).map((rule) => rule.values));
}
