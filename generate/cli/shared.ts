/** What the commands share: how they start, and how they say what went wrong. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ParseArgsConfig, parseArgs } from 'node:util';
import { BuildError, displayPath, systemErrorLine } from '../errors.ts';
import { warningLines } from '../report.ts';
import { ServerStartError } from '../serve/listen.ts';

/** Whether the module at `moduleUrl` is the script Node was started with (`tsx generate/cli/build.ts`). */
export function isEntryPoint(moduleUrl: string): boolean {
  return Boolean(process.argv[1]) && path.resolve(process.argv[1]!) === fileURLToPath(moduleUrl);
}

/** Lines for an error the user can fix (content, a flag, a full disk, a taken port); null for a bug, which keeps its stack trace. */
function problemLines(error: unknown): string[] | null {
  if (error instanceof BuildError) return error.problems;
  if (error instanceof ServerStartError) return [error.message];
  const line = systemErrorLine(error, displayPath);
  return line ? [line] : null;
}

/** The command fails: its problems printed, one line each, and exit code 1. */
export function failWith(problems: string[]): void {
  for (const problem of problems) console.error(`  ✗ ${problem}`);
  process.exitCode = 1;
}

/**
 * Runs a command: a problem the user can fix prints its lines and exits with 1, without a stack trace. A failed
 * build's warnings follow its problems, as the report prints them, but with `quiet`.
 */
export async function runCommand(main: () => Promise<void>, heading?: () => string, { quiet = false } = {}): Promise<void> {
  try {
    await main();
  } catch (error) {
    const problems = problemLines(error);
    if (!problems) throw error;
    if (heading) console.error(heading());
    failWith(problems);
    if (error instanceof BuildError && !quiet) for (const line of warningLines(error.warnings)) console.error(line);
  }
}

/**
 * The command line as `parseArgs` reads it, with every command's `--help` (`-h`) added, or null when the command is
 * done: `--help` printed `usage`, or a mistyped flag was one line (exit code 1) rather than a stack trace.
 */
export function commandLine<T extends ParseArgsConfig>(config: T, usage: string): ReturnType<typeof parseArgs<T>> | null {
  try {
    const parsed = parseArgs({ ...config, options: { ...config.options, help: { type: 'boolean', short: 'h' } } });
    if (!(parsed.values as { help?: boolean }).help) return parsed as ReturnType<typeof parseArgs<T>>;
    console.log(usage);
    return null;
  } catch (error) {
    if (!String((error as NodeJS.ErrnoException).code).startsWith('ERR_PARSE_ARGS')) throw error;
    // Node's first sentence names the flag; the rest advises on a case few commands have.
    failWith([`${(error as Error).message.split('. ')[0]}; --help lists the options`]);
    return null;
  }
}
