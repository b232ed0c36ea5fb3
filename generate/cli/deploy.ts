/**
 * `npm run deploy -- s3://BUCKET[/prefix] [--dry-run] [--force] [--keep-days N] [--prune-now]`: credentials and region come from the standard AWS
 * configuration, and AWS_ENDPOINT_URL_S3 points it at an S3-compatible store.
 */
import path from 'node:path';
import { defaultFolders } from '../folders.ts';
import { BuildError, displayPath } from '../errors.ts';
import {
  DEFAULT_KEEP_DAYS,
  DEPLOY_MARK,
  describePlan,
  parseTarget,
  planDeploy,
  runDeploy,
  s3Client,
  s3ProblemLine,
  type Target,
} from '../hosting/s3-deploy.ts';
import { commandLine, failWith, isEntryPoint, runCommand } from './shared.ts';

const usage = `Deploy the built site to an S3 bucket set up for static website hosting.

Usage: npm run deploy -- s3://BUCKET[/prefix] [options]

  --dir DIR     the built site (default: dist/), with the S3 files the build wrote beside it
  --dry-run     print what would be uploaded, redirected and deleted, and change nothing
  --force       deploy to a bucket (or prefix) that holds objects no deploy of this site put there
  --staging     deploy a site built without --production (to a bucket that is not the public site)
  --keep-days N keep the hashed files (assets/) no page uses any more at least N days (default: ${DEFAULT_KEEP_DAYS})
  --prune-now   delete them now, with everything else the new site no longer has
  --help        this text

Uploads new and changed files (compared by content hash) with their Content-Type and cache policy
(assets/ for a year, immutable; everything else revalidated), puts an object redirect at each moved
address, applies the website configuration (whole buckets only), and then deletes what the new
site no longer has. Never uploads _redirects, _headers, _worker.js, _routes.json or .htaccess.

Hashed files the new site no longer uses (an old stylesheet, a page's old social card) stay for the
pages that browsers, caches and shared links still hold: each is deleted by the first deploy of
another site at least --keep-days after it was last used. The mark below lists them.

Each deploy puts ${DEPLOY_MARK} at the top of the bucket (or prefix). A bucket that holds objects
but not that mark is refused, since the deploy would delete them: an empty bucket needs no --force.`;

async function main(): Promise<void> {
  const parsed = commandLine(
    {
      allowPositionals: true,
      options: {
        dir: { type: 'string', default: defaultFolders.outDir },
        'dry-run': { type: 'boolean' },
        force: { type: 'boolean' },
        staging: { type: 'boolean' },
        'keep-days': { type: 'string', default: String(DEFAULT_KEEP_DAYS) },
        'prune-now': { type: 'boolean' },
      },
    },
    usage,
  );
  if (!parsed) return;
  const { values, positionals } = parsed;
  if (positionals.length !== 1) return failWith(['give one target: npm run deploy -- s3://BUCKET[/prefix] (--help for more)']);
  const siteDir = path.resolve(values.dir);
  let started = false;
  await runCommand(
    async () => {
      const target = parseTarget(positionals[0]!);
      const keepDays = parseKeepDays(values['keep-days']);
      const options = { force: values.force, staging: values.staging, keepDays, pruneNow: values['prune-now'] };
      await deploy(siteDir, target, values['dry-run'] ?? false, options, () => (started = true)).catch((error: unknown) => {
        const line = s3ProblemLine(error, target);
        throw line ? new BuildError([line]) : error;
      });
    },
    () =>
      started
        ? `Deploy failed; files already uploaded stay, and nothing was deleted unless the line above says so.\n`
        : 'Nothing was deployed: the bucket is as it was.\n',
  );
}

function parseKeepDays(value: string): number {
  if (!/^\d+(\.\d+)?$/.test(value)) throw new BuildError([`--keep-days ${value} is not a number of days; give 0 or more`]);
  return Number(value);
}

/** Plans and, unless `dryRun`, carries out the deploy; `onStart` is called as the bucket is first changed. */
async function deploy(
  siteDir: string,
  target: Target,
  dryRun: boolean,
  options: Omit<Parameters<typeof planDeploy>[3], 'onWait'>,
  onStart: () => void,
): Promise<void> {
  const client = s3Client();
  const plan = await planDeploy(client, siteDir, target, { ...options, onWait: (message) => console.log(message) });
  if (dryRun) {
    console.log(describePlan(plan).join('\n'));
    console.log('Dry run: nothing was changed.');
    return;
  }
  console.log(
    describePlan(plan)
      .filter((line) => !line.startsWith('    '))
      .join('\n'),
  );
  const tty = process.stdout.isTTY;
  let last = '';
  onStart();
  await runDeploy(client, siteDir, plan, (line) => {
    if (tty) process.stdout.write(`\r  ${line}\u001b[K`);
    else if (!line.startsWith('uploaded ') || line.startsWith(`uploaded ${plan.upload.length} `)) console.log(`  ${line}`);
    last = line;
  });
  if (tty && last) process.stdout.write('\n');
  console.log(`Deployed ${displayPath(siteDir)}/ to s3://${target.bucket}/${target.prefix}`);
}

if (isEntryPoint(import.meta.url)) void main();
