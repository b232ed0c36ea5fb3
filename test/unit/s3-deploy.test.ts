/**
 * `npm run deploy` against a stand-in S3 client (generate/hosting/s3-deploy.ts): the order it uploads in, a site
 * that changes under it, and the one line each of the usual mistakes (no credentials, no region, no such bucket,
 * files missing beside dist/) gets instead of a stack trace. The real store is in e2e/hosts-s3.test.ts.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { NoSuchBucket, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BuildError } from '../../generate/errors.ts';
import { describePlan, planDeploy, planRemovals, runDeploy, s3ProblemLine } from '../../generate/hosting/s3-deploy.ts';
import { besidePath, OUTPUT_MARK, PUBLISHABLE_MARK } from '../../generate/output/write.ts';
import { npmRun } from '../helpers/build-command.ts';
import { projectDir } from '../helpers/site.ts';

type Sent = { command: string; input: { Key?: string; Body?: unknown } };

/**
 * Answers as an S3 bucket holding `remote` (key → ETag) and the deploy mark `mark`, and records what is sent. Puts
 * and deletes change what it holds, so a later deploy sees what an earlier one left; a put of `failOn` fails.
 */
class FakeS3 extends S3Client {
  readonly sent: Sent[] = [];
  private readonly remote: Map<string, string>;
  constructor(
    remote: Record<string, string> = {},
    private mark: object = { tool: 'local-service-site-generator' },
    private readonly failOn?: string,
  ) {
    super({ region: 'us-east-1', credentials: { accessKeyId: 'test', secretAccessKey: 'test' } });
    this.remote = new Map(Object.entries({ '.site-generator-deploy.json': 'mark', ...remote }));
  }
  // Any command: the stand-in answers every one the deploy sends.
  override async send(command: any): Promise<any> {
    const { Key, Body, Delete } = command.input;
    this.sent.push({ command: command.constructor.name, input: command.input });
    switch (command.constructor.name) {
      case 'ListObjectsV2Command':
        return { Contents: [...this.remote].map(([Key, ETag]) => ({ Key, ETag: `"${ETag}"` })), IsTruncated: false };
      case 'GetObjectCommand':
        return this.remote.has(Key) ? { Body: { transformToString: async () => JSON.stringify(this.mark) } } : {};
      case 'PutObjectCommand':
        if (Key === this.failOn) throw new Error(`lost the connection putting ${Key}`);
        if (Key === '.site-generator-deploy.json') this.mark = JSON.parse(String(Body));
        this.remote.set(Key, 'put');
        return {};
      case 'DeleteObjectsCommand':
        for (const { Key } of Delete.Objects) this.remote.delete(Key);
        return {};
    }
    return {};
  }
}

let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 's3-deploy-'));
});
afterAll(() => rm(work, { recursive: true, force: true }));

/** A built site in its own folder: `files` (path → contents) and the two S3 files beside it. */
async function site(name: string, files: Record<string, string>, { beside = true, production = true } = {}): Promise<string> {
  const dir = path.join(work, name, 'dist');
  for (const [file, contents] of Object.entries({ [OUTPUT_MARK]: `built\n${production ? PUBLISHABLE_MARK : ''}`, ...files })) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), contents);
  }
  if (beside) {
    await writeFile(besidePath(dir, 's3-website.json'), JSON.stringify({ IndexDocument: { Suffix: 'index.html' } }));
    await writeFile(besidePath(dir, 's3-redirects.json'), JSON.stringify({ redirects: [] }));
  }
  return dir;
}

const target = { bucket: 'site', prefix: '' };
const uploaded = (client: FakeS3) =>
  client.sent
    .filter(({ command, input }) => command === 'PutObjectCommand' && input.Key !== '.site-generator-deploy.json')
    .map(({ input }) => input.Key);

describe('npm run deploy', () => {
  it('uploads what pages load before the pages, new pages before changed ones, so a deploy cut short leaves no page without its stylesheet', async () => {
    const dir = await site('order', {
      'index.html': '<link href="/assets/styles-2.css">',
      'about/index.html': 'about, now linking /new/',
      'new/index.html': 'new page',
      'assets/styles-2.css': 'body{}',
      'favicon.svg': '<svg/>',
      'sitemap.xml': '<urlset/>',
    });
    const client = new FakeS3({ 'index.html': 'old', 'about/index.html': 'old', 'assets/styles-1.css': 'old' });
    const plan = await planDeploy(client, dir, target);
    await runDeploy(client, dir, plan, () => {});
    const keys = uploaded(client);
    expect(keys.slice(0, 2).sort()).toEqual(['assets/styles-2.css', 'favicon.svg']);
    expect(keys[2]).toBe('new/index.html');
    expect(keys.slice(3).sort()).toEqual(['about/index.html', 'index.html', 'sitemap.xml']);
  });

  it('stops before deleting anything when a file changed since the plan (a build replaced dist/ meanwhile)', async () => {
    const dir = await site('changed', { 'index.html': 'first build', 'about/index.html': 'about' });
    const client = new FakeS3({ 'gone/index.html': 'old' });
    const plan = await planDeploy(client, dir, target);
    await writeFile(path.join(dir, 'index.html'), 'second build');
    const failure = await runDeploy(client, dir, plan, () => {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BuildError);
    expect((failure as BuildError).problems[0]).toMatch(/index\.html changed since the deploy compared it .*run npm run deploy again/);
    expect(client.sent.map(({ command }) => command)).not.toContain('DeleteObjectsCommand');
    expect(client.sent.map(({ command }) => command)).not.toContain('PutBucketWebsiteCommand');
    expect(client.sent.some(({ input }) => input.Body?.toString() === 'second build')).toBe(false);
  });

  it('refuses a site built without --production, which lets stand-ins and lost addresses through, unless it is for staging', async () => {
    const dir = await site('draft', { 'index.html': 'home' }, { production: false });
    const client = new FakeS3();
    const failure = await planDeploy(client, dir, target).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BuildError);
    expect((failure as BuildError).problems).toEqual([
      expect.stringMatching(/dist\/ was built without --production.*npm run build -- --production, or give --staging/),
    ]);
    expect(client.sent).toEqual([]);
    expect((await planDeploy(client, dir, target, { staging: true })).upload.map(({ key }) => key)).toEqual(['index.html']);
  });

  it('keeps the hashed files the site stopped using, reading and writing which and since when in the deploy mark', async () => {
    const dir = await site('keep', { 'index.html': '<link href="/assets/styles-3.css">', 'assets/styles-3.css': 'b{}' });
    const since = '2026-01-01T00:00:00.000Z';
    const client = new FakeS3(
      { 'about/index.html': 'old', 'assets/styles-1.css': 'old', 'assets/styles-2.css': 'old', 'assets/gone.jpg': 'old' },
      // styles-1 stopped being used by another site long ago; x.jpg is no longer in the bucket.
      {
        tool: 'local-service-site-generator',
        retired: { 'assets/styles-1.css': { since, by: 'another' }, 'assets/x.jpg': { since, by: 'x' } },
      },
    );
    const plan = await planDeploy(client, dir, target, { keepDays: 7 });
    expect(plan.remove).toEqual(['about/index.html', 'assets/styles-1.css']);
    expect(plan.kept.map(({ key }) => key)).toEqual(['assets/gone.jpg', 'assets/styles-2.css']);
    await runDeploy(client, dir, plan, () => {});
    // The mark is written first with the earlier deploy's list, and with the new list last, after the deletions.
    const marks = client.sent.filter(({ command, input }) => command === 'PutObjectCommand' && input.Key === '.site-generator-deploy.json');
    const retired = marks.map(({ input }) => Object.keys(JSON.parse(String(input.Body)).retired));
    expect(retired).toEqual([
      ['assets/styles-1.css', 'assets/x.jpg'],
      ['assets/gone.jpg', 'assets/styles-2.css'],
    ]);
    expect(client.sent.at(-1)).toBe(marks[1]);
    // --prune-now deletes them all at once.
    const pruned = await planDeploy(new FakeS3({ 'assets/styles-2.css': 'old' }), dir, target, { pruneNow: true });
    expect([pruned.remove, pruned.kept]).toEqual([['assets/styles-2.css'], []]);
  });

  it('starts no keeping at a deploy that fails: the files live until the failure are kept afresh by the next deploy', async () => {
    // Site A is live with its stylesheet; B fails on its home page, after its own stylesheet went up.
    const client = new FakeS3(
      { 'index.html': 'a', 'assets/styles-a.css': 'a' },
      { tool: 'local-service-site-generator', deployedAt: '2026-03-01T00:00:00.000Z', site: 'A', retired: {} },
      'index.html',
    );
    const siteB = await site('failed-b', { 'index.html': '<link href="/assets/styles-b.css">', 'assets/styles-b.css': 'b{}' });
    const siteC = await site('failed-c', { 'index.html': '<link href="/assets/styles-c.css">', 'assets/styles-c.css': 'c{}' });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-03-10T00:00:00Z'));
      const planB = await planDeploy(client, siteB, target, { keepDays: 7 });
      expect(planB.kept.map(({ key }) => key)).toEqual(['assets/styles-a.css']);
      await expect(runDeploy(client, siteB, planB, () => {})).rejects.toThrow(/lost the connection/);
      // Another site deployed past the week: A's stylesheet stopped being used only now, and stays.
      const now = new Date('2026-03-20T00:00:00Z');
      vi.setSystemTime(now);
      const planC = await planDeploy(client, siteC, target, { keepDays: 7 });
      expect(planC.remove).toEqual([]);
      expect(planC.kept).toEqual([
        { key: 'assets/styles-a.css', since: now.toISOString(), by: planC.mark.site },
        { key: 'assets/styles-b.css', since: now.toISOString(), by: planC.mark.site },
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps afresh a kept file whose date in the mark is no date, rather than for ever', async () => {
    const dir = await site('bad-date', { 'index.html': 'home' });
    const client = new FakeS3(
      { 'assets/styles-1.css': 'old', 'assets/styles-2.css': 'old' },
      {
        tool: 'local-service-site-generator',
        retired: { 'assets/styles-1.css': { since: 'last week', by: 'another' }, 'assets/styles-2.css': { since: '', by: 'another' } },
      },
    );
    const plan = await planDeploy(client, dir, target, { keepDays: 0 });
    expect([plan.remove, Object.keys(plan.mark.retired)]).toEqual([[], ['assets/styles-1.css', 'assets/styles-2.css']]);
    for (const { since } of Object.values(plan.mark.retired)) expect(since).toBe(plan.mark.deployedAt);
    // The next deploy of another site reads a date it can count from, and deletes them.
    const next = await planDeploy(
      new FakeS3({ 'assets/styles-1.css': 'old' }, plan.mark),
      await site('bad-date-next', { 'index.html': 'next' }),
      target,
      {
        keepDays: 0,
      },
    );
    expect(next.remove).toEqual(['assets/styles-1.css']);
  });

  it('lists the kept hashed files in the plan only when it keeps some', async () => {
    const dir = await site('plan', { 'index.html': 'home' });
    const none = describePlan(await planDeploy(new FakeS3({ 'old/index.html': 'old' }), dir, target));
    expect(none.filter((line) => line.includes('keep'))).toEqual([]);
    const some = describePlan(await planDeploy(new FakeS3({ 'assets/styles-1.css': 'old' }), dir, target));
    expect(some.filter((line) => line.includes('keep'))).toEqual([expect.stringMatching(/^ {2}and keep 1 hashed files it no longer uses/)]);
  });

  it('names the S3 file missing beside a dist/ copied without it, and what to do', async () => {
    const dir = await site('copied', { 'index.html': 'home' }, { beside: false });
    const failure = await planDeploy(new FakeS3(), dir, target).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BuildError);
    expect((failure as BuildError).problems[0]).toContain('dist.s3-website.json is missing');
    expect((failure as BuildError).problems[0]).toContain('npm run build');
  });

  it("says in one line what to do about S3's and the SDK's errors, not a stack trace", async () => {
    const noBucket = new NoSuchBucket({ message: 'The specified bucket does not exist', $metadata: { httpStatusCode: 404 } });
    expect(s3ProblemLine(noBucket, { bucket: 'sitte', prefix: '' })).toMatch(/^s3:\/\/sitte does not exist.*check its name/);
    const credentials = Object.assign(new Error('Could not load credentials from any providers'), { name: 'CredentialsProviderError' });
    expect(s3ProblemLine(credentials, target)).toMatch(/no AWS credentials.*AWS_PROFILE.*AWS_ACCESS_KEY_ID/);
    expect(s3ProblemLine(new Error('Region is missing'), target)).toMatch(/no AWS region.*AWS_REGION/);
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED', $metadata: {} });
    expect(s3ProblemLine(refused, target)).toMatch(/could not reach S3 .*ECONNREFUSED/);
    expect(s3ProblemLine(new TypeError('a bug'), target)).toBeNull();
  });
});

describe('what a deploy deletes, and which hashed files it keeps a while for pages of earlier deploys', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const deployA = new Date('2026-03-01T12:00:00Z');
  const pagesA = ['index.html', 'about/index.html', 'assets/styles-a.css', 'assets/social/about-a.jpg', 'assets/logo-1.svg'];
  const pagesB = ['index.html', 'assets/styles-b.css', 'assets/social/about-b.jpg', 'assets/logo-1.svg'];
  const plan = (siteFiles: string[], remote: string[], options: Partial<Parameters<typeof planRemovals>[2]> = {}) =>
    planRemovals(remote, new Set(siteFiles), { hashedPrefix: 'assets/', retired: {}, site: 'B', now: deployA, keepDays: 0, ...options });

  it('deletes pages at once, and keeps the hashed files the new site no longer uses, noting since when and by which site', () => {
    const b = plan(pagesB, [...pagesA, ...pagesB]);
    expect(b.remove).toEqual(['about/index.html']);
    expect(b.kept.map(({ key }) => key)).toEqual(['assets/social/about-a.jpg', 'assets/styles-a.css']);
    expect(b.retired).toEqual({
      'assets/social/about-a.jpg': { since: deployA.toISOString(), by: 'B' },
      'assets/styles-a.css': { since: deployA.toISOString(), by: 'B' },
    });
  });

  it('deletes them at the next deploy of another site once they have been unused for keepDays, not before', () => {
    const { retired } = plan(pagesB, [...pagesA, ...pagesB]);
    const pagesC = ['index.html', 'assets/styles-c.css', 'assets/social/about-b.jpg'];
    const remote = [...pagesB, 'assets/styles-a.css', 'assets/social/about-a.jpg', 'assets/styles-c.css'];
    const c = plan(pagesC, remote, { retired, site: 'C', now: new Date(deployA.getTime() + 60_000) });
    expect(c.remove).toEqual(['assets/social/about-a.jpg', 'assets/styles-a.css']);
    expect(c.kept.map(({ key }) => key)).toEqual(['assets/logo-1.svg', 'assets/styles-b.css']);
    // A week's keeping: C, a day after B, keeps them; so does B deployed again (a re-run) with no keeping at all.
    const weekLater = { retired, site: 'C', now: new Date(deployA.getTime() + DAY), keepDays: 7 };
    expect(plan(pagesC, remote, weekLater).remove).toEqual([]);
    expect(plan(pagesC, remote, { ...weekLater, now: new Date(deployA.getTime() + 7 * DAY) }).remove).toHaveLength(2);
    expect(plan(pagesB, remote, { retired, site: 'B', now: new Date(deployA.getTime() + 7 * DAY) }).remove).toEqual([]);
  });

  it('forgets a kept file that is in use again or no longer in the bucket, and deletes every unused file with pruneNow', () => {
    const retired = {
      'assets/styles-a.css': { since: deployA.toISOString(), by: 'B' },
      'assets/lost.jpg': { since: '2026-01-01', by: 'A' },
    };
    expect(plan(pagesA, pagesA, { retired, site: 'A' })).toEqual({ remove: [], kept: [], retired: {} });
    expect(plan(pagesB, [...pagesA, ...pagesB], { retired, pruneNow: true })).toEqual({
      remove: ['about/index.html', 'assets/social/about-a.jpg', 'assets/styles-a.css'],
      kept: [],
      retired: {},
    });
  });
});

/** A stand-in for S3 with the bucket in eu-west-1: a request signed for another region gets S3's 301 and the bucket's region. */
let s3: Server;
let endpoint: string;
beforeAll(async () => {
  s3 = createServer((request, response) => {
    if (!String(request.headers.authorization).includes('/eu-west-1/s3/')) {
      response.writeHead(301, { 'x-amz-bucket-region': 'eu-west-1', 'content-type': 'application/xml' });
      response.end(
        '<Error><Code>PermanentRedirect</Code><Message>The bucket you are attempting to access must be addressed using the specified endpoint.</Message></Error>',
      );
      return;
    }
    response.writeHead(200, { 'content-type': 'application/xml' });
    response.end('<ListBucketResult><Name>site</Name><KeyCount>0</KeyCount><IsTruncated>false</IsTruncated></ListBucketResult>');
  });
  await new Promise<void>((resolve) => s3.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(s3.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => s3.close(resolve)));

const deploy = (env: NodeJS.ProcessEnv, ...args: string[]) =>
  promisify(execFile)(process.execPath, [...npmRun('deploy'), ...args], {
    cwd: projectDir,
    env: {
      PATH: process.env.PATH,
      AWS_CONFIG_FILE: '/dev/null',
      AWS_SHARED_CREDENTIALS_FILE: '/dev/null',
      AWS_ENDPOINT_URL_S3: endpoint,
      ...env,
    },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );

describe('npm run deploy, on the command line', () => {
  const credentials = { AWS_ACCESS_KEY_ID: 'test', AWS_SECRET_ACCESS_KEY: 'test' };

  it('follows a bucket in another region than AWS_REGION, and prints no warning of the SDK', async () => {
    const dir = await site('region', { 'index.html': 'home' });
    const { code, stdout, stderr } = await deploy({ ...credentials, AWS_REGION: 'us-east-1' }, 's3://site', '--dir', dir, '--dry-run');
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toContain('Dry run: nothing was changed.');
  });

  it('says that there are no credentials, and that nothing was deployed', async () => {
    const dir = await site('no-credentials', { 'index.html': 'home' });
    const { code, stderr } = await deploy({ AWS_REGION: 'eu-west-1' }, 's3://site', '--dir', dir);
    expect(code).toBe(1);
    expect(stderr).toMatch(/^Nothing was deployed: the bucket is as it was\.\n\n? {2}✗ no AWS credentials/);
    expect(stderr).not.toContain('    at ');
  });
});
