/**
 * The real hosting engines that run offline here, each started on a loopback port with a minimal
 * temporary configuration that includes the project's own file, as root or not, and stopped after:
 * Debian's apache2, nginx and caddy, and Cloudflare's `wrangler pages dev` (Netlify's `netlify dev`
 * is in netlify.ts). A missing engine is a failure with the line that installs it (.ci/run does),
 * never a skipped test.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { type AddressInfo, createServer, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { besidePath } from '../../generate/output/write.ts';
import { projectDir } from './site.ts';

/** `url`: the engine's origin, without a final slash. */
export type Engine = { url: string; output: () => string; stop: () => Promise<void> };

/**
 * `count` distinct ports no one listens on now, on the loopback address, picked at random below
 * the ports the system hands out itself (Linux's ip_local_port_range starts at 32768): no server
 * started on port 0, such as another test's, and no outgoing connection takes one of them before
 * the engine binds it; only a process asking for that very port can (see startEngine).
 */
async function freePorts(count: number): Promise<number[]> {
  // Held open together, so that they differ; closed for the engine to bind them.
  const servers: Server[] = [];
  for (let attempt = 1; servers.length < count; attempt++) {
    if (attempt > 100) throw new Error('found no free port from 10000 to 32767 on 127.0.0.1');
    const server = createServer();
    const port = 10_000 + Math.floor(Math.random() * 22_768);
    if (await new Promise((resolve) => server.once('error', () => resolve(false)).listen(port, '127.0.0.1', () => resolve(true)))) {
      servers.push(server);
    }
  }
  const ports = servers.map((server) => (server.address() as AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

function requireBinary(binary: string, install: string): void {
  if (!existsSync(binary)) throw new Error(`${binary} is missing: ${install} (.ci/run installs it)`);
}

/**
 * What an engine prints when a port it was given is taken: "Address already in use" (nginx, apache2,
 * caddy, wrangler's workerd), "Could not acquire required 'port'" or "configured static server
 * port" (netlify dev).
 */
const PORT_TAKEN = /address already in use|could not acquire .*port/i;
const TRIES = 3;

type EngineOptions = {
  /** How many ports `args` is given; the engine answers on the first. */
  ports?: number;
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  timeoutMs?: number;
  cleanup?: () => Promise<void>;
};

/**
 * Starts `command` with the arguments `args` makes (writing any configuration) for free loopback
 * ports, and waits until the first port answers any HTTP status. A port is free when picked, but
 * the engine binds it later: when another process took it in between, the engine exits saying so
 * and is started again on new ports, up to 3 times. Fails with the engine's output if it exits
 * otherwise or takes over `timeoutMs`.
 */
export async function startEngine(
  command: string,
  args: (ports: number[]) => string[] | Promise<string[]>,
  options: EngineOptions = {},
): Promise<Engine> {
  for (let tries = 1; ; tries++) {
    const ports = await freePorts(options.ports ?? 1);
    const started = await launch(command, await args(ports), `http://127.0.0.1:${ports[0]}/`, options);
    if ('url' in started) return started;
    if (tries === TRIES || !PORT_TAKEN.test(started.exitedWith)) {
      await options.cleanup?.();
      throw new Error(`${command} exited before it answered:\n${started.exitedWith}`);
    }
  }
}

/** Starts `command` and waits until `url` answers; if the engine exits first, its output. */
async function launch(command: string, args: string[], url: string, options: EngineOptions): Promise<Engine | { exitedWith: string }> {
  const child: ChildProcess = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const closed = new Promise((resolve) => child.once('close', resolve));
  const stop = async () => {
    // The engine's whole process group: nginx's and apache2's workers, wrangler's workerd.
    if (!exited && child.pid) process.kill(-child.pid, 'SIGTERM');
    await Promise.race([exit, new Promise((resolve) => setTimeout(resolve, 5000))]);
    if (!exited && child.pid) process.kill(-child.pid, 'SIGKILL');
    await options.cleanup?.();
  };
  const deadline = Date.now() + (options.timeoutMs ?? 20_000);
  for (;;) {
    if (exited) {
      // Its last words, read once its pipes close (unless a process it started still holds them).
      await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 1000))]);
      return { exitedWith: output };
    }
    // The answer is read whole: undici fails an assertion when a server closes the connection
    // (netlify dev sends Connection: close) under an answer left unread.
    const answered = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(1000) }).then(
      (response) => response.arrayBuffer().then(() => true),
      () => false,
    );
    // Not while it says its port is taken (nginx tries again for 2 s): whoever took it answered.
    if (answered && !PORT_TAKEN.test(output)) return { url: url.replace(/\/$/, ''), output: () => output, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${command} did not answer ${url} within ${options.timeoutMs ?? 20_000} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Root's servers hand requests to an unprivileged user (apache2 must): it needs to reach the site,
 * so the temporary folders above it that only their owner can enter are opened for reading.
 */
async function letWorkersRead(siteDir: string): Promise<void> {
  if (process.getuid?.() !== 0) return;
  const tmp = os.tmpdir();
  for (let dir = siteDir; dir.startsWith(`${tmp}/`); dir = path.dirname(dir)) {
    const { mode } = await stat(dir);
    if ((mode & 0o005) !== 0o005) await chmod(dir, mode | 0o005);
  }
}

/** A temporary folder for an engine's configuration and state, which its unprivileged workers may read. */
export async function workFolder(name: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `${name}-`));
  await chmod(dir, 0o755);
  return dir;
}

/** Debian's apache2, with the site as DocumentRoot and `.htaccess` allowed, as shared hosting has it. */
export async function startApache(siteDir: string): Promise<Engine> {
  requireBinary('/usr/sbin/apache2', 'apt-get install -y apache2');
  await letWorkersRead(siteDir);
  const dir = await workFolder('apache');
  const config = path.join(dir, 'apache2.conf');
  // Debian enables deflate, and filter with it; brotli as `a2enmod brotli` does.
  const modules = ['mpm_event', 'authz_core', 'dir', 'mime', 'rewrite', 'alias', 'headers', 'filter', 'deflate', 'brotli'];
  const args = async ([port]: number[]) => {
    await writeFile(
      config,
      [
        `ServerRoot "${dir}"`,
        `Listen 127.0.0.1:${port}`,
        'ServerName 127.0.0.1',
        `PidFile "${dir}/apache2.pid"`,
        `DefaultRuntimeDir "${dir}"`,
        `ErrorLog "${dir}/error.log"`,
        ...modules.map((name) => `LoadModule ${name}_module /usr/lib/apache2/modules/mod_${name}.so`),
        ...(process.getuid?.() === 0 ? ['User nobody', 'Group nogroup'] : []),
        'TypesConfig /etc/mime.types',
        'AccessFileName .htaccess',
        `DocumentRoot "${siteDir}"`,
        `<Directory "${siteDir}">`,
        '  AllowOverride All',
        '  Require all granted',
        '</Directory>',
        '',
      ].join('\n'),
    );
    return ['-f', config, '-DFOREGROUND'];
  };
  return startEngine('/usr/sbin/apache2', args, { cleanup: () => rm(dir, { recursive: true, force: true }) });
}

/** Debian's nginx: a server whose root is the site, including `<out>.nginx.conf`. */
export async function startNginx(siteDir: string): Promise<Engine> {
  requireBinary('/usr/sbin/nginx', 'apt-get install -y nginx');
  const dir = await workFolder('nginx');
  const config = path.join(dir, 'nginx.conf');
  const temp = (name: string) => `${name}_temp_path "${dir}/${name}";`;
  const args = async ([port]: number[]) => {
    await writeFile(
      config,
      [
        'daemon off;',
        `pid "${dir}/nginx.pid";`,
        `error_log "${dir}/error.log";`,
        // Root's workers would run as nobody; root's own test site is in root's temporary folder.
        ...(process.getuid?.() === 0 ? ['user root;'] : []),
        'events {}',
        'http {',
        '  include /etc/nginx/mime.types;',
        '  default_type application/octet-stream;',
        '  access_log off;',
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${temp(name)}`),
        '  server {',
        `    listen 127.0.0.1:${port};`,
        `    root "${siteDir}";`,
        `    include "${besidePath(siteDir, 'nginx.conf')}";`,
        '  }',
        '}',
        '',
      ].join('\n'),
    );
    return ['-p', dir, '-e', `${dir}/error.log`, '-c', config];
  };
  return startEngine('/usr/sbin/nginx', args, { cleanup: () => rm(dir, { recursive: true, force: true }) });
}

/** Debian's caddy: a site block whose root is the site, importing `<out>.Caddyfile`. */
export async function startCaddy(siteDir: string): Promise<Engine> {
  requireBinary('/usr/bin/caddy', 'apt-get install -y caddy');
  const dir = await workFolder('caddy');
  const config = path.join(dir, 'Caddyfile');
  const args = async ([port]: number[]) => {
    await writeFile(
      config,
      [
        '{',
        '  admin off',
        '  auto_https off',
        '}',
        `http://127.0.0.1:${port} {`,
        `  root * "${siteDir}"`,
        `  import "${besidePath(siteDir, 'Caddyfile')}"`,
        '}',
        '',
      ].join('\n'),
    );
    return ['run', '--adapter', 'caddyfile', '--config', config];
  };
  return startEngine('/usr/bin/caddy', args, {
    env: { HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir },
    cleanup: () => rm(dir, { recursive: true, force: true }),
  });
}

/** The compatibility date Cloudflare's engine runs the Worker with, pinned so its behaviour does not move. */
export const CLOUDFLARE_COMPATIBILITY_DATE = '2026-04-26';

/** Cloudflare's `wrangler pages dev` on the site: offline, telemetry off, in a folder of its own for its state. */
export async function startWrangler(siteDir: string): Promise<Engine> {
  const wrangler = path.join(projectDir, 'node_modules', '.bin', 'wrangler');
  requireBinary(wrangler, 'npm ci');
  const dir = await workFolder('wrangler');
  const args = ([port, inspectorPort]: number[]) => [
    'pages',
    'dev',
    siteDir,
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    '--inspector-port',
    String(inspectorPort),
    '--compatibility-date',
    CLOUDFLARE_COMPATIBILITY_DATE,
    '--persist-to',
    path.join(dir, 'state'),
  ];
  return startEngine(wrangler, args, {
    ports: 2,
    cwd: dir,
    env: {
      WRANGLER_SEND_METRICS: 'false',
      CI: 'true',
      HOME: dir,
      XDG_CONFIG_HOME: dir,
      WRANGLER_LOG_PATH: path.join(dir, 'logs'),
      NO_COLOR: '1',
    },
    timeoutMs: 60_000,
    cleanup: () => rm(dir, { recursive: true, force: true }),
  });
}
