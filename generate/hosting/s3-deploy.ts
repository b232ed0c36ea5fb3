/** `npm run deploy`: deletions come last, after uploads and redirects, so the bucket never lacks a page the site links to. */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  DeleteObjectsCommand,
  PutBucketWebsiteCommand,
  type PutBucketWebsiteCommandInput,
  PutObjectCommand,
  paginateListObjectsV2,
  S3Client,
} from '@aws-sdk/client-s3';
import fg from 'fast-glob';
import { Gate } from '../cache/gate.ts';
import { BuildError } from '../errors.ts';
import { besidePath, OUTPUT_MARK } from '../output/write.ts';
import { cacheControlOf, revalidateCacheControl } from './headers.ts';
import type { S3ObjectRedirect } from './s3.ts';

/**
 * The object every deploy puts at the top of its bucket or prefix. A bucket that holds objects but not this one was
 * filled by something else (a mistyped name, a backup bucket), and a deploy would delete all of it.
 */
export const DEPLOY_MARK = '.site-generator-deploy.json';
const TOOL_NAME = 'local-service-site-generator';

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

type LocalFile = { file: string; key: string; md5: string };
export type DeployPlan = {
  target: Target;
  upload: LocalFile[];
  unchanged: number;
  redirects: Array<S3ObjectRedirect & { key: string }>;
  remove: string[];
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

/** Compares the built site in `siteDir` with the bucket: nothing is changed yet. Refuses an unmarked bucket unless `force`. */
export async function planDeploy(client: S3Client, siteDir: string, target: Target, { force = false } = {}): Promise<DeployPlan> {
  if (!(await readFile(path.join(siteDir, OUTPUT_MARK)).catch(() => null))) {
    throw new BuildError([`${siteDir}: not a built site (no ${OUTPUT_MARK}); run npm run build first`]);
  }
  const readBeside = async (name: string) => JSON.parse(await readFile(besidePath(siteDir, name), 'utf8'));
  const website = await readBeside('s3-website.json');
  const objectRedirects = ((await readBeside('s3-redirects.json')).redirects as S3ObjectRedirect[]).map((redirect) => ({
    ...redirect,
    key: target.prefix + redirect.key,
  }));
  const files = (await fg('**/*', { cwd: siteDir, dot: true, onlyFiles: true })).filter((file) => !NOT_UPLOADED.has(file)).sort();
  // A few files at a time: 7,000 pages are 500 MB, and as many open files would pass the system's limit.
  const local = await inParallel(files, 16, async (file): Promise<LocalFile> => {
    const bytes = await readFile(path.join(siteDir, file));
    return { file, key: target.prefix + file, md5: createHash('md5').update(bytes).digest('hex') };
  });
  const remote = await listObjects(client, target);
  if (!force) refuseUnmarked(target, remote);
  const upload = local.filter(({ key, md5 }) => remote.get(key) !== md5);
  const keep = new Set([...local.map(({ key }) => key), ...objectRedirects.map(({ key }) => key), target.prefix + DEPLOY_MARK]);
  return {
    target,
    upload,
    unchanged: local.length - upload.length,
    redirects: objectRedirects,
    remove: [...remote.keys()].filter((key) => !keep.has(key)).sort(),
    website: target.prefix ? null : website,
  };
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
  ];
}

function inParallel<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const gate = new Gate(limit);
  return Promise.all(items.map((item) => gate.run(() => task(item))));
}

/**
 * Carries the plan out: the mark first (so a deploy that fails half way can be run again without --force), uploads and
 * redirects, then the website configuration, then deletions.
 */
export async function runDeploy(client: S3Client, siteDir: string, plan: DeployPlan, progress: (line: string) => void): Promise<void> {
  const { bucket, prefix } = plan.target;
  const mark = { tool: TOOL_NAME, deployedAt: new Date().toISOString() };
  await client.send(
    new PutObjectCommand({
      Bucket: bucket,
      Key: prefix + DEPLOY_MARK,
      Body: `${JSON.stringify(mark, null, 2)}\n`,
      ContentType: contentTypeOf(DEPLOY_MARK),
      CacheControl: revalidateCacheControl,
    }),
  );
  let done = 0;
  await inParallel(plan.upload, 8, async ({ file, key }) => {
    await client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: key,
        Body: await readFile(path.join(siteDir, file)),
        ContentType: contentTypeOf(file),
        CacheControl: cacheControlOf(`/${file}`),
      }),
    );
    progress(`uploaded ${++done} of ${plan.upload.length} files`);
  });
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
  progress(`deleted ${plan.remove.length} objects the new site no longer has`);
}

/** AWS_ENDPOINT_URL_S3 (read by the SDK itself) points it at an S3-compatible store, which expects path-style addresses. */
export function s3Client(): S3Client {
  return new S3Client({ forcePathStyle: Boolean(process.env.AWS_ENDPOINT_URL_S3 || process.env.AWS_ENDPOINT_URL) });
}
