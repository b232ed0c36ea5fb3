/**
 * A problem in the input (content, assets, templates' invariants) that the person
 * editing the site can fix. The CLI prints `problems` one per line, without a stack trace.
 */
export class BuildError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(problems.join('\n'));
    this.name = 'BuildError';
    this.problems = problems;
  }
}

/** Formats a path inside a JSON document the way a reader would write it: `services.faq[0].answer`. */
export function formatJsonPath(path: ReadonlyArray<PropertyKey>): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else if (/^[A-Za-z_$][\w$]*$/.test(String(key))) out += out ? `.${String(key)}` : String(key);
    else out += `[${JSON.stringify(String(key))}]`;
  }
  return out || '(top level)';
}

/**
 * A system error the person running the build can cause and fix (a full disk, a folder they may not
 * write, a folder in use, a port in use), as one sentence naming the path and what to do; null for
 * anything else, which is a bug and keeps its stack trace.
 */
export function systemErrorLine(error: unknown, shown: (fullPath: string) => string = (p) => p): string | null {
  // A failed copy names its source as `path` and the file it was writing as `dest`.
  const { code, path: source, dest, port } = (error ?? {}) as NodeJS.ErrnoException & { dest?: string; port?: number };
  const where = code === 'ENOSPC' || code === 'EDQUOT' || code === 'EROFS' ? (dest ?? source) : source;
  const at = where ? ` ${shown(where)}` : '';
  switch (code) {
    case 'ENOSPC':
      return `no space left on the disk while writing${at}; free some space (or point --out and --cache at another disk) and build again`;
    case 'EDQUOT':
      return `the disk quota is used up while writing${at}; free some space and build again`;
    case 'EACCES':
    case 'EPERM':
      return `not allowed to write or read${at}; check the folder's owner and permissions, or choose another with --out / --cache`;
    case 'EROFS':
      return `${at.trim() || 'the folder'} is on a read-only file system; choose another folder with --out / --cache`;
    case 'EBUSY':
      return `${at.trim() || 'a folder'} is busy (a mount point, or open in another program); close what uses it, or choose another folder with --out`;
    case 'EMFILE':
    case 'ENFILE':
      return `too many files open at once; close other programs (or raise "ulimit -n") and build again`;
    case 'EADDRINUSE':
      return `port ${port ?? ''} is already in use; stop what uses it or choose another with --port`.replace('port  is', 'the port is');
    default:
      return null;
  }
}
