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
