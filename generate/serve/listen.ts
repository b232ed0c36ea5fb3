/** Where a server listens: the port asked for, or the next free one, as Vite does. */
import { once } from 'node:events';
import type { Server } from 'node:http';

/** A condition the person starting a server caused and can fix (a taken port, a bad --port): one line, no stack trace. */
export class ServerStartError extends Error {
  override name = 'ServerStartError';
}

/** How many ports from the one asked for are tried before giving up, as Vite does. */
const PORT_TRIES = 10;

/** The --port flag as a port number, or a ServerStartError saying what is wrong with it. */
export function parsePort(value: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535)
    throw new ServerStartError(`--port ${value} is not a port; give a number from 1 to 65535 (0 picks a free one)`);
  return port;
}

/** A taken port moves on to the next free one and says so; when none is, a ServerStartError says which port and what to do. */
export async function listen(server: Server, port = 0, log: (line: string) => void = console.log): Promise<string> {
  const host = '127.0.0.1';
  for (let candidate = port; ; candidate++) {
    // `once` removes both of its listeners, so ten tries leave none behind.
    const listening = once(server, 'listening');
    server.listen(candidate, host);
    const error = await listening.then(() => null).catch((error: NodeJS.ErrnoException) => error);
    if (!error) {
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : candidate;
      if (candidate !== port) log(`Port ${port} is in use, using ${actual} instead`);
      return `http://${host}:${actual}`;
    }
    const lastTry = port === 0 || candidate >= Math.min(port + PORT_TRIES - 1, 65535);
    if (error.code === 'EADDRINUSE' && !lastTry) continue;
    if (error.code === 'EADDRINUSE') {
      const ports = candidate === port ? `Port ${port} is` : `Ports ${port} to ${candidate} are all`;
      throw new ServerStartError(
        `${ports} in use on ${host}; stop what uses ${candidate === port ? 'it' : 'them'}, or choose another port with --port`,
      );
    }
    if (error.code === 'EACCES')
      throw new ServerStartError(`Port ${candidate} on ${host} needs administrator rights; choose one above 1023 with --port`);
    throw new ServerStartError(
      `Cannot listen on ${host}:${candidate} (${error.code ?? String(error.message).split('\n')[0]}); choose another port with --port`,
    );
  }
}
