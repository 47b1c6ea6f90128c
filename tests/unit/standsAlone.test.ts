/**
 * A clone of this repository is all a reader has: no file may point to documents outside it, and
 * every relative link of the README and docs/ must lead to a file of the repository.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const tracked = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
  .split('\0')
  .filter((f) => f && fs.existsSync(f) && !f.endsWith('package-lock.json'));

// Built from parts, so this file does not match its own patterns.
const OUTSIDE = [new RegExp(['\\.\\.', 'shared'].join('/')), new RegExp(['spec', '§'].join(' '), 'i')];

describe('the repository stands on its own', () => {
  it('no file points to documents outside the repository', () => {
    const found = tracked.flatMap((file) => {
      const text = fs.readFileSync(file, 'utf8');
      return text.split('\n').flatMap((line, i) => (OUTSIDE.some((re) => re.test(line)) ? [`${file}:${i + 1}: ${line.trim().slice(0, 120)}`] : []));
    });
    expect(found).toEqual([]);
  });

  it('every relative link in the README and docs/ leads to a file of the repository', () => {
    const docs = tracked.filter((f) => f === 'README.md' || (f.startsWith('docs/') && f.endsWith('.md')));
    expect(docs.length).toBeGreaterThan(2);
    const broken = docs.flatMap((doc) =>
      [...fs.readFileSync(doc, 'utf8').matchAll(/\]\(([^)#\s]+)(#[^)]*)?\)/g)]
        .map((m) => m[1])
        .filter((target) => !/^[a-z]+:/i.test(target))
        .filter((target) => !fs.existsSync(path.join(path.dirname(doc), target)))
        .map((target) => `${doc} → ${target}`),
    );
    expect(broken).toEqual([]);
  });
});
