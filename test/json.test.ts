import { describe, expect, it } from 'vitest';
import { BuildError } from '../generate/errors.ts';
import { parseJson } from '../generate/content/json.ts';

function problemsOf(text: string): string[] {
  try {
    parseJson(text, 'content/areas.json');
  } catch (error) {
    if (error instanceof BuildError) return error.problems;
    throw error;
  }
  return [];
}

describe('parseJson', () => {
  it('parses valid JSON', () => {
    expect(parseJson('{"a": [1, {"b": "c"}]}', 'x.json')).toEqual({ a: [1, { b: 'c' }] });
  });

  it('names the file, line and column of a syntax error', () => {
    const [problem] = problemsOf('{\n  "ventura": {\n    "name": "Ventura",\n  }\n}');
    expect(problem).toMatch(/^content\/areas\.json:4:3: invalid JSON/);
  });

  it('names the end of the file when JSON stops short', () => {
    const [problem] = problemsOf('{\n  "ventura": {');
    expect(problem).toMatch(/^content\/areas\.json:2:\d+: invalid JSON/);
  });

  it('reports a duplicate key with both lines, which JSON.parse would silently drop', () => {
    const problems = problemsOf('{\n  "ventura": {"name": "A"},\n  "oxnard": {},\n  "ventura": {"name": "B"}\n}');
    expect(problems).toEqual(['content/areas.json:4:3: duplicate key "ventura" (first at line 2); each key must appear once']);
  });

  it('allows the same key in different objects, and keys that look like strings in values', () => {
    expect(problemsOf('{"a": {"name": "x"}, "b": {"name": "y"}, "c": ["name", "name"], "d": "\\"name\\": 1"}')).toEqual([]);
  });
});
