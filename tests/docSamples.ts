/** The fenced code samples of README.md and docs/*.md, for the tests that compile and run them. */
import fs from 'node:fs';

export interface DocSample {
  doc: string;
  /** Line of the opening fence. */
  line: number;
  lang: string;
  /** The file a TypeScript sample would be (```ts resources/specimens.ts). */
  file?: string;
  code: string;
}

export const DOCS = ['README.md', ...fs.readdirSync('docs').flatMap((f) => (f.endsWith('.md') ? [`docs/${f}`] : []))];

function samplesOf(doc: string): DocSample[] {
  const samples: DocSample[] = [];
  const lines = fs.readFileSync(doc, 'utf8').split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^```(\w*)\s*(\S*)/.exec(lines[i]);
    if (!open) continue;
    const end = lines.findIndex((l, j) => j > i && l.startsWith('```'));
    samples.push({ doc, line: i + 1, lang: open[1], file: open[2] || undefined, code: lines.slice(i + 1, end).join('\n') + '\n' });
    i = end;
  }
  return samples;
}

export const docSamples = (): DocSample[] => DOCS.flatMap(samplesOf);

/** The sample that would be `file`. */
export function docSample(file: string): DocSample {
  const sample = docSamples().find((s) => s.file === file);
  if (!sample) throw new Error(`no sample of ${file} in README.md or docs/`);
  return sample;
}
