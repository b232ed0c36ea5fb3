/** `npm run deploy`: deletions come last, after uploads and redirects, so the bucket never lacks a page the site links to. */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  PutBucketWebsiteCommand,
  type PutBucketWebsiteCommandInput,
  PutObjectCommand,
  paginateListObjectsV2,
  S3Client,
} from '@aws-sdk/client-s3';
import fg from 'fast-glob';
import { Gate } from '../cache/gate.ts';
import { BuildError, displayPath } from '../errors.ts';
import { besidePath, OUTPUT_MARK, PUBLISHABLE_MARK, withOutputLock } from '../output/write.ts';
import { cacheControlOf, HASHED_ASSETS_PATH, revalidateCacheControl } from './headers.ts';
import type { S3ObjectRedirect } from './s3.ts';

/**
 * The object every deploy puts at the top of its bucket or prefix. A bucket that holds objects but not this one was
 * filled by something else (a mistyped name, a backup bucket), and a deploy would delete all of it. It also holds the
 * hashed files kept for pages of earlier deploys (`DeployMark`), in the bucket so that any clone's deploy reads them.
 */
export const DEPLOY_MARK = '.site-generator-deploy.json';
const TOOL_NAME = 'local-service-site-generator';

/** How long a hashed file no page uses stays by default: cached pages, open tabs and shared links' previews still ask for it. */
export const DEFAULT_KEEP_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A hashed file the site stopped using: since when, and the fingerprint of the site that stopped (`siteFingerprint`). */
export type Retired = { since: string; by: string };
type DeployMark = { tool: string; deployedAt: string; site: string; retired: Record<string, Retired> };
/** The mark an earlier deploy left, as read back: none, or one made before the hashed files were kept, lacks some fields. */
type EarlierMark = Pick<DeployMark, 'tool' | 'retired'> & Partial<Pick<DeployMark, 'deployedAt' | 'site'>>;

/** Files in the output that other hosts read as configuration, and the two marks: never uploaded from the folder. */
const NOT_UPLOADED = new Set(['_redirects', '_headers', '_worker.js', '_routes.json', '.htaccess', OUTPUT_MARK, DEPLOY_MARK]);

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

const contentTypeOf = (file: string) => CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

export type Target = { bucket: string; prefix: string };

/** `s3://BUCKET` or `s3://BUCKET/some/prefix`. */
export function parseTarget(url: string): Target {
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(url);
  if (!match) throw new BuildError([`${url}: the target must be s3://BUCKET or s3://BUCKET/prefix`]);
  const prefix = (match[2] ?? '').replace(/^\/+|\/+$/g, '');
  return { bucket: match[1]!, prefix: prefix ? `${prefix}/` : '' };
}

/** `changed`: the bucket holds an older version of it (else it is new to the bucket). */
type LocalFile = { file: string; key: string; md5: string; changed: boolean };
export type DeployPlan = {
  target: Target;
  upload: LocalFile[];
  unchanged: number;
  redirects: Array<S3ObjectRedirect & { key: string }>;
  remove: string[];
  /** Hashed files no page of the new site uses, left for pages of earlier deploys that browsers and caches still hold. */
  kept: Array<{ key: string } & Retired>;
  /** Written first, so a deploy that fails can run again without --force: the earlier deploy's, whose pages stay live. */
  earlierMark: EarlierMark;
  /** Written last, once the deletions are done: a deploy that fails before starts no file's keeping. */
  mark: DeployMark;
  keepDays: number;
  /** Applied only to a whole bucket: the configuration is the bucket's, and its keys have no prefix. */
  website: PutBucketWebsiteCommandInput['WebsiteConfiguration'] | null;
};

/** What the bucket holds under the prefix: key → ETag (the MD5 of the bytes, for objects put in one part). */
async function listObjects(client: S3Client, { bucket, prefix }: Target): Promise<Map<string, string>> {
  const objects = new Map<string, string>();
  for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket, Prefix: prefix || undefined })) {
    for (const object of page.Contents ?? []) if (object.Key) objects.set(object.Key, (object.ETag ?? '').replace(/"/g, ''));
  }
  return objects;
}

/** The bucket's mark: the hashed files an earlier deploy kept (none when it has no mark or one made before they were kept). */
async function readMark(client: S3Client, { bucket, prefix }: Target, remote: Map<string, string>): Promise<EarlierMark> {
  if (!remote.has(prefix + DEPLOY_MARK)) return { tool: TOOL_NAME, retired: {} };
  const response = await client.send(new GetObjectCommand({ Bucket: bucket, Key: prefix + DEPLOY_MARK }));
  try {
    const { deployedAt, site, retired } = JSON.parse((await response.Body?.transformToString()) ?? '{}') as Partial<DeployMark>;
    // A date Date.parse cannot read would never count to keepDays, and be copied on for ever.
    const valid = ([, entry]: [string, Partial<Retired> | null]) =>
      typeof entry?.since === 'string' && !Number.isNaN(Date.parse(entry.since)) && typeof entry.by === 'string';
    return {
      tool: TOOL_NAME,
      deployedAt: typeof deployedAt === 'string' ? deployedAt : undefined,
      site: typeof site === 'string' ? site : undefined,
      retired: Object.fromEntries(Object.entries(retired && typeof retired === 'object' ? retired : {}).filter(valid)),
    };
  } catch {
    // A mark edited by hand: its files (like any entry not valid above) are kept afresh, which deletes nothing early.
    return { tool: TOOL_NAME, retired: {} };
  }
}

/**
 * What the deploy deletes: every object of `remote` the new site does not have (`siteKeys`), except the hashed
 * files, which are kept through the next deploy of another site at least `keepDays` after they stopped being used (a
 * re-run of the same site does not count). `retired` is the previous deploy's list, `site` the new site's fingerprint.
 */
export function planRemovals(
  remote: Iterable<string>,
  siteKeys: Set<string>,
  options: { hashedPrefix: string; retired: Record<string, Retired>; site: string; now: Date; keepDays: number; pruneNow?: boolean },
): { remove: string[]; kept: Array<{ key: string } & Retired>; retired: Record<string, Retired> } {
  const { hashedPrefix, now, keepDays, pruneNow = false } = options;
  const remove: string[] = [];
  const kept: Array<{ key: string } & Retired> = [];
  for (const key of [...remote].filter((key) => !siteKeys.has(key)).sort()) {
    const before = Object.hasOwn(options.retired, key) ? options.retired[key] : undefined;
    const expired = before && before.by !== options.site && now.getTime() - Date.parse(before.since) >= keepDays * DAY_MS;
    if (pruneNow || !key.startsWith(hashedPrefix) || expired) remove.push(key);
    else kept.push({ key, ...(before ?? { since: now.toISOString(), by: options.site }) });
  }
  return { remove, kept, retired: Object.fromEntries(kept.map(({ key, since, by }) => [key, { since, by }])) };
}

const md5Of = (bytes: string | Buffer) => createHash('md5').update(bytes).digest('hex');

/** The site's files and their contents in one hash, so a deploy can tell a re-run of the last deploy from a new site. */
const siteFingerprint = (local: Array<{ key: string; md5: string }>) => md5Of(local.map(({ key, md5 }) => `${key} ${md5}\n`).join(''));

/** How many of an unmarked bucket's keys the refusal names: enough to recognise what the bucket is for. */
const KEYS_NAMED = 5;

/** Refuses a bucket (or prefix) that holds objects but no deploy mark, unless forced: it was not filled by a deploy. */
function refuseUnmarked({ bucket, prefix }: Target, remote: Map<string, string>): void {
  if (remote.size === 0 || remote.has(prefix + DEPLOY_MARK)) return;
  const keys = [...remote.keys()].sort();
  const named = keys.slice(0, KEYS_NAMED).join(', ') + (keys.length > KEYS_NAMED ? ', …' : '');
  throw new BuildError([
    `s3://${bucket}/${prefix} holds ${keys.length} object${keys.length === 1 ? '' : 's'} (${named}) but no ${DEPLOY_MARK}, so no deploy of this site made it; a deploy would delete them${prefix ? '' : ' and replace its website configuration'}. Check the bucket's name, or give --force to deploy there anyway.`,
  ]);
}

/** Reads one of the S3 files the build writes beside `siteDir`, saying what to do when it is not there. */
async function readBeside(siteDir: string, name: string) {
  const file = besidePath(siteDir, name);
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
    throw new BuildError([
      `${displayPath(file)} is missing: npm run build writes it beside ${displayPath(siteDir)}/, and the deploy needs it; deploy the folder the build wrote, with the files beside it, or build again with --out ${displayPath(siteDir)}`,
    ]);
  });
  return JSON.parse(text);
}

/**
 * Compares the built site in `siteDir` with the bucket: nothing is changed yet. Refuses an unmarked bucket unless `force`.
 * The site is read under the build's output lock, so a build cannot swap in a new site half way through the reading.
 */
export async function planDeploy(
  client: S3Client,
  siteDir: string,
  target: Target,
  {
    force = false,
    staging = false,
    keepDays = DEFAULT_KEEP_DAYS,
    pruneNow = false,
    onWait,
  }: { force?: boolean; staging?: boolean; keepDays?: number; pruneNow?: boolean; onWait?: (message: string) => void } = {},
): Promise<DeployPlan> {
  // Before the lock, which would make the folders above a mistyped --dir.
  const mark = await readFile(path.join(siteDir, OUTPUT_MARK), 'utf8').catch(() => null);
  if (mark === null) throw new BuildError([`${siteDir}: not a built site (no ${OUTPUT_MARK}); run npm run build first`]);
  // Only --production refuses stand-ins and lost addresses: any other build is for a bucket that is not the public site.
  if (!staging && !mark.includes(PUBLISHABLE_MARK)) {
    throw new BuildError([
      `${displayPath(siteDir)}/ was built without --production, which refuses to publish the content's stand-ins (a sample review, a 555 number) and the loss of a published address: build it with npm run build -- --production, or give --staging to deploy it as it is to a bucket that is not the public site`,
    ]);
  }
  const { website, objectRedirects, local } = await withOutputLock(siteDir, () => readSite(siteDir, target), onWait);
  const remote = await listObjects(client, target);
  if (!force) refuseUnmarked(target, remote);
  const upload = local.filter(({ key, md5 }) => remote.get(key) !== md5).map((file) => ({ ...file, changed: remote.has(file.key) }));
  const keep = new Set([...local.map(({ key }) => key), ...objectRedirects.map(({ key }) => key), target.prefix + DEPLOY_MARK]);
  const now = new Date();
  const site = siteFingerprint(local);
  const earlierMark = await readMark(client, target, remote);
  const { remove, kept, retired } = planRemovals(remote.keys(), keep, {
    hashedPrefix: target.prefix + HASHED_ASSETS_PATH.slice(1),
    retired: earlierMark.retired,
    site,
    now,
    keepDays,
    pruneNow,
  });
  return {
    target,
    upload,
    unchanged: local.length - upload.length,
    redirects: objectRedirects,
    remove,
    kept,
    earlierMark,
    mark: { tool: TOOL_NAME, deployedAt: now.toISOString(), site, retired },
    keepDays,
    website: target.prefix ? null : website,
  };
}

async function readSite(siteDir: string, target: Target) {
  const website = await readBeside(siteDir, 's3-website.json');
  const objectRedirects = ((await readBeside(siteDir, 's3-redirects.json')).redirects as S3ObjectRedirect[]).map((redirect) => ({
    ...redirect,
    key: target.prefix + redirect.key,
  }));
  const files = (await fg('**/*', { cwd: siteDir, dot: true, onlyFiles: true })).filter((file) => !NOT_UPLOADED.has(file)).sort();
  // A few files at a time: 7,000 pages are 500 MB, and as many open files would pass the system's limit.
  const local = await inParallel(files, 16, async (file) => ({
    file,
    key: target.prefix + file,
    md5: md5Of(await readFile(path.join(siteDir, file))),
  }));
  return { website, objectRedirects, local };
}

export function describePlan(plan: DeployPlan): string[] {
  const { bucket, prefix } = plan.target;
  return [
    `Deploy to s3://${bucket}/${prefix}`,
    `  mark it as this site's deploy (${prefix}${DEPLOY_MARK})`,
    `  upload ${plan.upload.length} changed or new files (${plan.unchanged} unchanged, skipped by content hash)`,
    ...plan.upload.map(({ key, file }) => `    + ${key}  (${contentTypeOf(file)}; ${cacheControlOf(`/${file}`)})`),
    `  set ${plan.redirects.length} object redirects`,
    ...plan.redirects.map(({ key, location }) => `    → ${key} redirects to ${location}`),
    plan.website
      ? '  apply the website configuration (index and error documents, routing rules)'
      : '  leave the website configuration alone: it is the whole bucket’s, and this deploy is under a prefix',
    `  then delete ${plan.remove.length} objects the new site no longer has`,
    ...plan.remove.map((key) => `    - ${key}`),
    ...(plan.kept.length > 0
      ? [
          `  and keep ${plan.kept.length} hashed files it no longer uses, for pages still cached from earlier deploys (until a deploy of another site ${plan.keepDays} days on; --prune-now deletes them)`,
        ]
      : []),
    ...plan.kept.map(({ key, since }) => `    = ${key}  (unused since ${since})`),
  ];
}

function inParallel<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const gate = new Gate(limit);
  return Promise.all(items.map((item) => gate.run(() => task(item))));
}

/** An object for the site's `file`, with the file's type and cache policy (revalidated for the mark). */
const putFile = (client: S3Client, object: { Bucket: string; Key: string; Body: string | Buffer }, file: string) =>
  client.send(new PutObjectCommand({ ...object, ContentType: contentTypeOf(file), CacheControl: cacheControlOf(`/${file}`) }));

const putMark = (client: S3Client, { bucket, prefix }: Target, mark: EarlierMark) =>
  putFile(client, { Bucket: bucket, Key: prefix + DEPLOY_MARK, Body: `${JSON.stringify(mark, null, 2)}\n` }, DEPLOY_MARK);

/**
 * Carries the plan out: the earlier mark first (so a deploy that fails half way can be run again without --force, and
 * keeps what it kept), uploads and redirects, then the website configuration, then deletions, and the new mark last.
 */
export async function runDeploy(client: S3Client, siteDir: string, plan: DeployPlan, progress: (line: string) => void): Promise<void> {
  const { bucket } = plan.target;
  await putMark(client, plan.target, plan.earlierMark);
  // What pages load (stylesheets, scripts, pictures) first, then new pages, then changed ones and the lists of pages
  // (sitemap, feeds), new or not: a deploy cut short leaves no page or list linking to a file or page not yet uploaded.
  const rank = ({ file, changed }: LocalFile) => (!/\.(html|xml)$/.test(file) ? 0 : changed || file.endsWith('.xml') ? 2 : 1);
  let done = 0;
  for (const phase of [0, 1, 2]) {
    await inParallel(
      plan.upload.filter((file) => rank(file) === phase),
      8,
      async ({ file, key, md5 }) => {
        const body = await readFile(path.join(siteDir, file));
        // A build that swapped in a new site since the plan: uploading its files would mix two sites in the bucket.
        if (md5Of(body) !== md5) {
          throw new BuildError([
            `${displayPath(path.join(siteDir, file))} changed since the deploy compared it (a build wrote ${displayPath(siteDir)}/ meanwhile?); nothing was deleted: run npm run deploy again once the build is done`,
          ]);
        }
        await putFile(client, { Bucket: bucket, Key: key, Body: body }, file);
        progress(`uploaded ${++done} of ${plan.upload.length} files`);
      },
    );
  }
  for (const { key, location } of plan.redirects) {
    await client.send(
      new PutObjectCommand({ Bucket: bucket, Key: key, Body: '', WebsiteRedirectLocation: location, CacheControl: revalidateCacheControl }),
    );
  }
  progress(`set ${plan.redirects.length} object redirects`);
  if (plan.website) await client.send(new PutBucketWebsiteCommand({ Bucket: bucket, WebsiteConfiguration: plan.website }));
  for (let start = 0; start < plan.remove.length; start += 1000) {
    const batch = plan.remove.slice(start, start + 1000);
    await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }));
  }
  await putMark(client, plan.target, plan.mark);
  const kept = plan.kept.length > 0 ? `, and kept ${counted(plan.kept.length, 'hashed file')} pages of earlier deploys may still load` : '';
  progress(`deleted ${counted(plan.remove.length, 'object')} the new site no longer has${kept}`);
}

/**
 * AWS_ENDPOINT_URL_S3 (read by the SDK itself) points it at an S3-compatible store, which expects path-style addresses.
 * A bucket in another region than AWS_REGION is followed there, as the aws command line does.
 */
export function s3Client(): S3Client {
  // The SDK warns on Node 20 of its own releases after 2026, which this pinned version is not.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  return new S3Client({
    forcePathStyle: Boolean(process.env.AWS_ENDPOINT_URL_S3 || process.env.AWS_ENDPOINT_URL),
    followRegionRedirects: true,
  });
}

/** What to do about a failed S3 request or a missing AWS setting, in one line; null for anything else (a bug keeps its stack). */
export function s3ProblemLine(error: unknown, { bucket }: Target): string | null {
  const { name, message, code, $metadata } = (error ?? {}) as Error & { code?: string; $metadata?: object };
  switch (name) {
    case 'CredentialsProviderError':
      return 'no AWS credentials found: set AWS_PROFILE to a profile of ~/.aws/credentials, or AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY';
    case 'NoSuchBucket':
      return `s3://${bucket} does not exist: check its name, or create it with static website hosting and public reads (docs/hosting.md)`;
    case 'AccessDenied':
    case 'AllAccessDisabled':
      return `S3 denied access to s3://${bucket}: the credentials in use need s3:ListBucket, s3:GetObject, s3:PutObject, s3:DeleteObject and s3:PutBucketWebsite on it`;
    case 'InvalidAccessKeyId':
    case 'SignatureDoesNotMatch':
      return `S3 refused the credentials (${name}): check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or the profile AWS_PROFILE names`;
  }
  if (message === 'Region is missing')
    return "no AWS region set: set AWS_REGION to the bucket's region, or region in your ~/.aws/config profile";
  if (!$metadata) return null;
  if (code) return `could not reach S3 (${message}, ${code}): check the network, or AWS_ENDPOINT_URL_S3 if you set it`;
  return `S3 answered ${name}: ${message}`;
}

/** "1 object", "2 objects": the deploy's report in the singular where it is one. */
const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
