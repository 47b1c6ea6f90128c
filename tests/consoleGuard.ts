/**
 * A test fails when anything it runs writes to console.error or console.warn (a React warning, an
 * unexpected error, a missing translation): the output stays clean, and a new warning is a failure
 * where it starts, with its text. A test that expects such output spies on the console itself.
 */
import { format } from 'node:util';
import { afterEach } from 'vitest';

const printed: string[] = [];
for (const level of ['error', 'warn'] as const) {
  const original = console[level].bind(console);
  console[level] = (...args: unknown[]) => {
    printed.push(`console.${level}: ${format(...args)}`);
    original(...args);
  };
}

afterEach(() => {
  const lines = printed.splice(0);
  if (lines.length > 0) throw new Error(`Unexpected console output:\n${lines.join('\n')}`);
});
