/**
 * Issue #8 item 3: the code and the catalogue agree. Every message key the code names exists in
 * both locales, every key of our message files is used somewhere, and no user-visible text is
 * written in code (JSX text, or a literal label/title/placeholder/aria-label… prop) instead of
 * coming from the message files. The sources are read with the TypeScript parser, so new screens
 * are checked with no change here.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ownMessages } from '../../src/i18n/messages';
import { declarations } from '../../src/registry/declarations';

const ROOT = path.resolve(__dirname, '../..');
const SOURCE_DIRS = ['src', 'resources', 'authProvider', 'dataProvider', 'fake-api'];

function flatten(tree: object, prefix = ''): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'object' && v !== null) Object.assign(out, flatten(v, key));
    else out[key] = v;
  }
  return out;
}

const isMessageFile = (f: string) => /\/locale\/[a-zA-Z-]+\.ts$/.test(f);
const sourceFiles = (): string[] =>
  SOURCE_DIRS.flatMap((d) =>
    fs.existsSync(path.join(ROOT, d)) ? (fs.readdirSync(path.join(ROOT, d), { recursive: true }) as string[]).map((f) => path.join(d, f)) : [],
  )
    .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts') && !isMessageFile(f))
    .sort();

/** Our own keys: every message file's tree plus the validation rules (not react-admin's `ra.*`). */
const en = flatten(ownMessages(declarations, 'en-US'));
const zh = flatten(ownMessages(declarations, 'zh-CN'));
const ownKeys = Object.keys(en).filter((k) => !k.startsWith('ra.') && !k.startsWith('resources.'));
const namespaces = new Set(ownKeys.map((k) => k.split('.')[0]));
namespaces.add('resources');
namespaces.add('ra');

interface Scan {
  /** Literal strings that name a message: 'menu.list.searchTable'. */
  keys: Map<string, string>;
  /** Prefixes of keys built at run time: `menu.${x}` → 'menu.'. */
  prefixes: Set<string>;
  /** Every other string literal (a key may be named in parts, e.g. a title key in a table). */
  words: Set<string>;
  /** User-visible literal texts: where and what. */
  literals: string[];
}

const KEY = /^[a-zA-Z][a-zA-Z0-9_]*(\.[a-zA-Z0-9_]+)+$/;
/** Props whose value a person reads or hears. */
const VISIBLE_PROPS = new Set([
  'label',
  'title',
  'placeholder',
  'aria-label',
  'alt',
  'helperText',
  'emptyText',
  'tooltip',
  'primary',
  'secondary',
  'subheader',
  'headerName',
]);
/** Recharts series: their `name` is shown in the legend and the tooltip. */
const CHART_SERIES = new Set(['Line', 'Bar', 'Area', 'Pie', 'Radar', 'Scatter', 'Funnel']);
const isKey = (s: string) => KEY.test(s) && namespaces.has(s.split('.')[0]);
/** Text with a letter in it (Latin or CJK); punctuation, digits and symbols alone are not language. */
const WORDY = /[A-Za-z\u4e00-\u9fff]/;

function scan(files: string[]): Scan {
  const out: Scan = { keys: new Map(), prefixes: new Set(), words: new Set(), literals: [] };
  for (const file of files) {
    const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const where = (n: ts.Node) => `${file}:${source.getLineAndCharacterOfPosition(n.getStart()).line + 1}`;
    const visit = (node: ts.Node) => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
        const s = node.text;
        if (isKey(s)) out.keys.set(s, where(node));
        else out.words.add(s);
      } else if (ts.isTemplateExpression(node)) {
        const head = node.head.text;
        if (/^[a-zA-Z][a-zA-Z0-9_]*\.[a-zA-Z0-9_.]*$/.test(head) && namespaces.has(head.split('.')[0])) out.prefixes.add(head);
      } else if (ts.isJsxText(node)) {
        const s = node.text.trim();
        if (s && WORDY.test(s)) out.literals.push(`${where(node)} JSX text "${s}"`);
      } else if (ts.isJsxAttribute(node) && node.initializer) {
        const name = node.name.getText(source);
        const init = node.initializer;
        const value = ts.isStringLiteral(init)
          ? init.text
          : ts.isJsxExpression(init) && init.expression && ts.isStringLiteral(init.expression)
            ? init.expression.text
            : undefined;
        const tag = node.parent.parent.tagName.getText(source);
        const visible = VISIBLE_PROPS.has(name) || (name === 'name' && CHART_SERIES.has(tag));
        if (value !== undefined && visible && WORDY.test(value) && !isKey(value)) out.literals.push(`${where(node)} ${name}="${value}"`);
      } else if (file.startsWith('src/') && file.endsWith('.tsx') && ts.isPropertyAssignment(node) && ts.isStringLiteral(node.initializer)) {
        // Column and option tables of a screen: { label: 'Name' } is shown as it is.
        const name = node.name.getText(source).replace(/['"]/g, '');
        const value = node.initializer.text;
        if (VISIBLE_PROPS.has(name) && WORDY.test(value) && !isKey(value)) out.literals.push(`${where(node)} ${name}: '${value}'`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return out;
}

const found = scan(sourceFiles());

describe('message keys in code', () => {
  it('finds the sources and their keys', () => {
    expect(found.keys.size).toBeGreaterThan(100);
    expect(ownKeys.length).toBeGreaterThan(100);
  });

  it('every key named in code exists in en-US and in zh-CN', () => {
    const missing = [...found.keys]
      .filter(([k]) => !k.startsWith('ra.') || Object.hasOwn(en, k) === false)
      .filter(([k]) => !Object.hasOwn(en, k) || !Object.hasOwn(zh, k))
      // A prefix of a subtree (passed on to have a leaf appended) is not a message.
      .filter(([k]) => !Object.keys(en).some((e) => e.startsWith(`${k}.`)))
      .map(([k, at]) => `${at} ${k} (${Object.hasOwn(en, k) ? '' : 'en-US '}${Object.hasOwn(zh, k) ? '' : 'zh-CN'})`);
    expect(missing, `keys used in code but missing:\n${missing.join('\n')}`).toEqual([]);
  });

  it('every key of our message files is used', () => {
    const lastParts = new Set([...found.words]);
    const used = (k: string) =>
      found.keys.has(k) ||
      [...found.prefixes].some((p) => k.startsWith(p)) ||
      // Keys named in parts: a subtree's key in code plus the leaf's name as a literal ('menu.list' + 'searchTable').
      [...found.keys.keys()].some((u) => k.startsWith(`${u}.`) && lastParts.has(k.slice(u.length + 1).split('.')[0]));
    const unused = ownKeys.filter((k) => !used(k));
    expect(unused, `${unused.length} keys no code uses:\n${unused.join('\n')}`).toEqual([]);
  });
});

describe('user-visible text', () => {
  it('comes from the message files, not from literals in code', () => {
    expect(found.literals, found.literals.join('\n')).toEqual([]);
  });
});
