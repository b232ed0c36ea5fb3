/**
 * A child process that keeps its modules and caches warm between builds, replaced by a fresh one when code
 * changes, since Node cannot reload an ES module in place.
 */
import { build, type BuildOptions, type BuildResult } from '../../generate.ts';
import { BuildError, compileErrorLines, type UnreadableImage } from '../errors.ts';

export type BuilderRequest = Omit<BuildOptions, 'buildTime'> & { buildTime: string };
export type BuilderReply =
  | { type: 'ready' }
  /** A stage of the build under way has started (the names of `StageTimer`): said before the build's own reply. */
  | { type: 'stage'; stage: string }
  | ({ type: 'built' } & Pick<BuildResult, 'pages' | 'pagesPerLanguage' | 'totalMs' | 'warnings' | 'notes' | 'redirects'>)
  /** `warnings`: those the build had found before it failed, said after its problems. */
  | { type: 'failed'; problems: string[]; unreadable: UnreadableImage[]; warnings: string[] };

const send = (reply: BuilderReply) => process.send!(reply);

process.on('message', async (request: BuilderRequest) => {
  try {
    const result = await build(
      { ...request, buildTime: new Date(request.buildTime) },
      { onStage: (stage) => send({ type: 'stage', stage }) },
    );
    const { pages, pagesPerLanguage, totalMs, warnings, notes, redirects } = result;
    send({ type: 'built', pages, pagesPerLanguage, totalMs, warnings, notes, redirects });
  } catch (error) {
    // A template that throws while rendering is reported like a content problem, with its stack; one that does not compile, at its place.
    const stack = String((error as Error).stack ?? error);
    if (error instanceof BuildError)
      send({ type: 'failed', problems: error.problems, unreadable: error.unreadable, warnings: error.warnings });
    else send({ type: 'failed', problems: compileErrorLines(stack) ?? [stack], unreadable: [], warnings: [] });
  }
});
send({ type: 'ready' });
