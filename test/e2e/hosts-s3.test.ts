/**
 * S3 website hosting, on s3rver (an S3 emulator with website hosting: index and error documents,
 * routing rules, object redirects), with the bucket filled by `npm run deploy` itself. S3 sends an
 * object's Content-Type and Cache-Control but no security headers (CloudFront adds them in front),
 * so the list's header checks are left out and the cache policy is checked on its own.
 */
import { execFile } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { link, mkdir, mkdtemp, rm, unlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  GetBucketWebsiteCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import fg from 'fast-glob';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { immutableCacheControl, revalidateCacheControl } from '../../generate/hosting/headers.ts';
import { besidePath } from '../../generate/output/write.ts';
import { npmRun } from '../helpers/build-command.ts';
import { type Answer, type Ask, checkRequestList, hostColumnFile, requestList, VISITOR_QUERY } from '../helpers/request-list.ts';
import { projectDir } from '../helpers/site.ts';

const siteDir = inject('siteDir');
const BUCKET = 'site.test';
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: object) => { run(): Promise<AddressInfo>; close(): Promise<void> };
let server: InstanceType<typeof S3rver>;
let endpoint: string;
let port: number;
let storage: string;

const env = () => ({
  ...process.env,
  AWS_ENDPOINT_URL_S3: endpoint,
  AWS_ACCESS_KEY_ID: 'S3RVER',
  AWS_SECRET_ACCESS_KEY: 'S3RVER',
  AWS_REGION: 'us-east-1',
  AWS_CONFIG_FILE: '/dev/null',
  AWS_SHARED_CREDENTIALS_FILE: '/dev/null',
});
const deploy = async (...args: string[]) => {
  const run = promisify(execFile);
  // The site is built for an example domain, without --production: the tests' bucket is a staging one.
  return run(process.execPath, [...npmRun('deploy'), ...args, '--staging'], { cwd: projectDir, env: env() });
};
const client = () =>
  new S3Client({ endpoint, forcePathStyle: true, region: 'us-east-1', credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });

/** A request to the bucket's website endpoint (the bucket named by the Host header, as S3 does for a CNAME). */
const website: Ask = (pathname) =>
  new Promise<Answer>((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path: pathname, headers: { Host: BUCKET } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => {
        const headers = Object.fromEntries(Object.entries(response.headers).map(([name, value]) => [name, String(value)]));
        const title = headers['content-type']?.includes('html') ? /<title>([^<]*)<\/title>/.exec(body)?.[1] : undefined;
        resolve({ status: response.statusCode!, location: headers.location, title, headers });
      });
    });
    request.on('error', reject);
    request.end();
  });

beforeAll(async () => {
  storage = await mkdtemp(path.join(os.tmpdir(), 's3rver-'));
  // Port 0: the system gives it a free port, which no other process can take before it listens.
  server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: storage, configureBuckets: [{ name: BUCKET }] });
  ({ port } = await server.run());
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await server?.close();
  await rm(storage, { recursive: true, force: true });
});

/** A copy of the built site and the S3 files beside it, made of hard links: change it by replacing files, never by writing to them. */
async function linkedCopy(from: string, to: string): Promise<void> {
  for (const file of await fg('**/*', { cwd: from, dot: true })) {
    await mkdir(path.dirname(path.join(to, file)), { recursive: true });
    await link(path.join(from, file), path.join(to, file));
  }
  for (const name of ['s3-website.json', 's3-redirects.json']) await link(besidePath(from, name), besidePath(to, name));
}

/** Puts a new file in place of `file`, as a build does when the file's content (and so its hash) changes. */
async function replace(dir: string, file: string, next: string): Promise<void> {
  await unlink(path.join(dir, file));
  await writeFile(path.join(dir, next), `/* ${next} */`);
}

const keysOf = async (Bucket: string) => ((await client().send(new ListObjectsV2Command({ Bucket }))).Contents ?? []).map(({ Key }) => Key);

describe('S3 website hosting (s3rver), filled by npm run deploy', () => {
  it('refuses a bucket that holds objects no deploy put there, naming them and --force, and changes nothing', async () => {
    // Files of an older site, made by hand: a mistyped bucket would look the same.
    for (const Key of ['old-page/index.html', 'old-page/photo.jpg'])
      await client().send(new PutObjectCommand({ Bucket: BUCKET, Key, Body: 'old' }));
    const failure = await deploy(`s3://${BUCKET}`, '--dir', siteDir).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain(
      `✗ s3://${BUCKET}/ holds 2 objects (old-page/index.html, old-page/photo.jpg) but no .site-generator-deploy.json`,
    );
    expect(failure?.stderr).toContain('--force to deploy there anyway');
    expect(await keysOf(BUCKET)).toEqual(['old-page/index.html', 'old-page/photo.jpg']);
    await expect(client().send(new GetBucketWebsiteCommand({ Bucket: BUCKET }))).rejects.toThrow();
  });

  it('prints the plan with --dry-run and changes nothing', async () => {
    const { stdout } = await deploy(`s3://${BUCKET}`, '--dir', siteDir, '--dry-run', '--force');
    expect(stdout).toMatch(/upload \d+ changed or new files \(0 unchanged/);
    expect(stdout).toContain(
      '+ services/garage-door-springs-repair/index.html  (text/html; charset=utf-8; public, max-age=0, must-revalidate)',
    );
    expect(stdout).toContain('→ service-areas/santa redirects to /service-areas/santa-barbara/');
    expect(stdout).toContain('- old-page/index.html');
    expect(stdout).not.toMatch(/\+ (_redirects|_headers|\.htaccess|\.build-output)\b/);
    expect(stdout).toContain('Dry run: nothing was changed.');
    await expect(client().send(new HeadObjectCommand({ Bucket: BUCKET, Key: 'index.html' }))).rejects.toThrow();
  });

  it('uploads the site, sets the redirects and the website configuration, then deletes the old files', async () => {
    const { stdout } = await deploy(`s3://${BUCKET}`, '--dir', siteDir, '--force');
    expect(stdout).toMatch(/uploaded (\d+) of \1 files/);
    expect(stdout).toContain('deleted 2 objects the new site no longer has');
    const head = (Key: string) => client().send(new HeadObjectCommand({ Bucket: BUCKET, Key }));
    expect(await head('index.html')).toMatchObject({
      ContentType: 'text/html; charset=utf-8',
      CacheControl: 'public, max-age=0, must-revalidate',
    });
    expect(
      JSON.parse(
        await (await client().send(new GetObjectCommand({ Bucket: BUCKET, Key: '.site-generator-deploy.json' }))).Body!.transformToString(),
      ),
    ).toMatchObject({ tool: 'local-service-site-generator' });
    // A second deploy, without --force since the bucket carries the mark, uploads nothing (the files are compared
    // by content hash) and deletes what the site no longer has.
    await client().send(new PutObjectCommand({ Bucket: BUCKET, Key: 'removed-page/index.html', Body: 'old' }));
    const again = (await deploy(`s3://${BUCKET}`, '--dir', siteDir)).stdout;
    expect(again).toMatch(/upload 0 changed or new files/);
    // In the singular, and with nothing kept, no word of keeping.
    expect(again).toMatch(/deleted 1 object the new site no longer has$/m);
    await expect(head('removed-page/index.html')).rejects.toThrow();
    await expect(head('old-page/index.html')).rejects.toThrow();
    await expect(head('_redirects')).rejects.toThrow();
    await expect(head('.htaccess')).rejects.toThrow();
  });

  it('answers the request list (S3 sends no headers of its own)', async () => {
    const column = await checkRequestList(website, siteDir, {
      sendsHeaders: false,
      headers: 'Cache-Control only; the rest from CloudFront',
      // S3 routing rules match key prefixes only: every missing key under services/ goes to /services/.
      // And a bucket has one error document: a miss under /es/ gets the main language's 404 page.
      // And no S3 redirect has a way to keep the visitor's query: s3rver drops it from every one (docs/hosting.md).
      differs: {
        '/services/garage-door-springs-repair/parts/': '302 → /services/',
        '/es/no-such-page/': '404 page (English), 404',
        [`/services/garage-door-springs-repair${VISITOR_QUERY}`]: '302 → /services/garage-door-springs-repair/',
        [`/service-areas/santa${VISITOR_QUERY}`]: '301 → /service-areas/santa-barbara/',
        [`/service-areas/santa/${VISITOR_QUERY}`]: '301 → /service-areas/santa-barbara/',
        [`/services/garage-door-painting${VISITOR_QUERY}`]: '302 → /services/',
      },
    });
    await expect(`${JSON.stringify(column, null, 2)}\n`).toMatchFileSnapshot(hostColumnFile('s3'));
  });

  it('sends each object with its Content-Type and cache policy: hashed assets for a year, pages revalidated', async () => {
    const css = requestList(siteDir).find((request) => request.name === 'hashed asset')!.path;
    expect((await website(css)).headers).toMatchObject({
      'content-type': 'text/css; charset=utf-8',
      'cache-control': immutableCacheControl,
    });
    expect((await website('/favicon.svg')).headers['content-type']).toBe('image/svg+xml');
    expect((await website('/about/')).headers).toMatchObject({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': revalidateCacheControl,
    });
  });

  it('keeps the hashed files pages of the last deploy load until the deploy after, and deletes their pages at once', async () => {
    // The deploys above put this site (A) in the bucket. B has another stylesheet and about page card, and no about
    // page; C has yet another stylesheet.
    const [stylesheetA] = await fg('assets/styles-*.css', { cwd: siteDir });
    const [cardA] = await fg('assets/social/about-*.jpg', { cwd: siteDir });
    const work = await mkdtemp(path.join(os.tmpdir(), 'deploys-'));
    try {
      const [siteB, siteC] = [path.join(work, 'b', 'dist'), path.join(work, 'c', 'dist')];
      await linkedCopy(siteDir, siteB);
      await replace(siteB, stylesheetA!, 'assets/styles-b000000000.css');
      await replace(siteB, cardA!, 'assets/social/about-b000000000.jpg');
      await unlink(path.join(siteB, 'about/index.html'));
      await linkedCopy(siteB, siteC);
      await replace(siteC, 'assets/styles-b000000000.css', 'assets/styles-c000000000.css');

      const b = (await deploy(`s3://${BUCKET}`, '--dir', siteB)).stdout;
      expect(b).toContain('deleted 1 object the new site no longer has, and kept 2 hashed files');
      expect((await website('/about/')).status).toBe(404);
      expect((await website(`/${stylesheetA}`)).status).toBe(200);
      expect((await website(`/${cardA}`)).status).toBe(200);

      const c = (await deploy(`s3://${BUCKET}`, '--dir', siteC, '--keep-days', '0')).stdout;
      expect(c).toContain('deleted 2 objects the new site no longer has, and kept 1 hashed file ');
      expect((await website(`/${stylesheetA}`)).status).toBe(404);
      expect((await website(`/${cardA}`)).status).toBe(404);
      expect((await website('/assets/styles-b000000000.css')).status).toBe(200);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });
});
