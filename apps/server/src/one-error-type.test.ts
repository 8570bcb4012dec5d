import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Issue 14: the server throws one error type, AppError, told apart by its code (decision 0032,
// "One error type"). An error class of its own would come back with its own catch and its own
// answer; this test reads the source tree and refuses one.

const SOURCE_ROOT = fileURLToPath(new URL('.', import.meta.url));

/** `class X extends Error`, or any other `…Error` (TypeError, AppError), generic or not. */
const ERROR_CLASS = /\bclass\s+\w+(?:<[^>{]*>)?\s+extends\s+[\w.]*Error\b/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    const isSource = /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name);
    return isSource ? [path] : [];
  });
}

function errorClassesIn(text: string): string[] {
  return [...text.matchAll(ERROR_CLASS)].map((match) => match[0]);
}

describe('one error type in apps/server/src', () => {
  it('recognises an error class however it is written', () => {
    expect(errorClassesIn('export class FooError extends Error {')).toHaveLength(1);
    expect(errorClassesIn('class Refused<T> extends AppError {')).toHaveLength(1);
    expect(errorClassesIn('class Odd extends globalThis.TypeError {}')).toHaveLength(1);
    expect(errorClassesIn('const e = new Error("x"); class Service {}')).toHaveLength(0);
  });

  it('declares no error class outside tests', () => {
    const files = sourceFiles(SOURCE_ROOT);
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      errorClassesIn(readFileSync(file, 'utf8')).map((match) => `${relative(SOURCE_ROOT, file)}: ${match}`),
    );
    expect(found).toEqual([]);
  });
});
