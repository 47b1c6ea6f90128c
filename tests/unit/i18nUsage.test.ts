/**
 * The code and the catalogue agree. Every message key the code names exists in
 * both locales, every key of our message files is used somewhere, and no user-visible text is
 * written in code (JSX text, a literal inside a JSX expression, a literal label/title/placeholder/
 * aria-label… prop or table entry, a literal given to notify/translate) instead of coming from the
 * message files. The sources are read with the TypeScript parser, so new screens are checked with
 * no change here.
 *
 * A key built at run time (`monitor.health.${health}`) counts as used only for the values its
 * dynamic part can take that the code lists: a literal (string, number or object-literal key)
 * in the file that builds it or in a file that file imports. A namespace is never used wholesale.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ownMessages } from '../../src/i18n/messages';
import { declarations } from '../../src/registry/declarations';
import { flattenMessages } from './flattenMessages';

const ROOT = path.resolve(__dirname, '../..');
const SOURCE_DIRS = ['src', 'resources', 'domain', 'authProvider', 'dataProvider', 'fake-api'];

const isMessageFile = (f: string) => /\/locale\/[a-zA-Z-]+(\.chunk)?\.ts$/.test(f);
const sourceFiles = (): string[] =>
  SOURCE_DIRS.flatMap((d) =>
    fs.existsSync(path.join(ROOT, d)) ? (fs.readdirSync(path.join(ROOT, d), { recursive: true }) as string[]).map((f) => path.join(d, f)) : [],
  )
    .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts') && !isMessageFile(f))
    .sort();

/** Our own keys: every message file's tree plus the validation rules (not react-admin's `ra.*`). */
const en = flattenMessages(ownMessages(declarations, 'en-US'));
const zh = flattenMessages(ownMessages(declarations, 'zh-CN'));
const ownKeys = Object.keys(en).filter((k) => !k.startsWith('ra.') && !k.startsWith('resources.'));
const namespaces = new Set(ownKeys.map((k) => k.split('.')[0]));
namespaces.add('resources');
namespaces.add('ra');

/** A key built at run time: its shape as a pattern, one group per dynamic part, and where. */
interface Template {
  pattern: RegExp;
  /** The fixed text before the first dynamic part. */
  head: string;
  file: string;
  text: string;
}

interface Scan {
  /** Literal strings that name a message: 'menu.list.searchTable', where first seen. */
  keys: Map<string, string>;
  /** The files naming each such key. */
  keyFiles: Map<string, Set<string>>;
  /** Keys built at run time: `monitor.health.${health}`. */
  templates: Template[];
  /** Every other literal (string, number, object-literal key) per file: the values code lists. */
  words: Map<string, Set<string>>;
  /** The files each file imports (relative imports, resolved). */
  imports: Map<string, string[]>;
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
/** Calls whose first argument is shown to the reader (a key, or else a text that should be one). */
const SHOWING_CALLS = new Set(['notify', 'translate']);
const isKey = (s: string) => KEY.test(s) && namespaces.has(s.split('.')[0]);
/** Text with a letter in it (Latin or CJK); punctuation, digits and symbols alone are not language. */
const WORDY = /[A-Za-z\u4e00-\u9fff]/;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function resolveImport(from: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const base = path.join(path.dirname(from), spec);
  return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find((f) => fs.existsSync(path.join(ROOT, f)));
}

/**
 * The string parts of an expression that end up on screen as they are: the expression itself, the
 * branches of a condition, the sides of `&&`, `||` and `??`, a template's fixed text. Calls are not
 * entered (their arguments are keys, class names, ids…).
 */
function shownTexts(e: ts.Expression): ts.Node[] {
  if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return [e];
  if (ts.isTemplateExpression(e)) return [e];
  if (ts.isParenthesizedExpression(e)) return shownTexts(e.expression);
  if (ts.isConditionalExpression(e)) return [...shownTexts(e.whenTrue), ...shownTexts(e.whenFalse)];
  if (ts.isBinaryExpression(e)) {
    const op = e.operatorToken.kind;
    if (op === ts.SyntaxKind.AmpersandAmpersandToken) return shownTexts(e.right);
    if (op === ts.SyntaxKind.BarBarToken || op === ts.SyntaxKind.QuestionQuestionToken) return [...shownTexts(e.left), ...shownTexts(e.right)];
    if (op === ts.SyntaxKind.PlusToken) return [...shownTexts(e.left), ...shownTexts(e.right)];
  }
  return [];
}
/** The fixed text of a shown literal or template. */
const textOf = (n: ts.Node): string =>
  ts.isTemplateExpression(n) ? [n.head.text, ...n.templateSpans.map((s) => s.literal.text)].join(' ') : (n as ts.StringLiteral).text;

const emptyScan = (): Scan => ({ keys: new Map(), keyFiles: new Map(), templates: [], words: new Map(), imports: new Map(), literals: [] });

function scan(files: string[]): Scan {
  const out = emptyScan();
  for (const file of files) scanSource(file, fs.readFileSync(path.join(ROOT, file), 'utf8'), out);
  return out;
}

function scanSource(file: string, text: string, out: Scan) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const where = (n: ts.Node) => `${file}:${source.getLineAndCharacterOfPosition(n.getStart()).line + 1}`;
  const words = new Set<string>();
  out.words.set(file, words);
  out.imports.set(file, []);
  const shown = (n: ts.Node, what: string) => {
    // A key built at run time is a key, not a text.
    if (ts.isTemplateExpression(n) && /^[a-zA-Z][a-zA-Z0-9_]*\./.test(n.head.text) && namespaces.has(n.head.text.split('.')[0])) return;
    const s = textOf(n);
    if (WORDY.test(s) && !isKey(s)) out.literals.push(`${where(n)} ${what} "${s}"`);
  };
  const inUiFile = file.startsWith('src/');
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const target = resolveImport(file, node.moduleSpecifier.text);
      if (target) out.imports.get(file)!.push(target);
      return;
    }
    // An object literal's keys list values too ({ healthy: 'success', … }).
    if ((ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node)) && ts.isIdentifier(node.name)) words.add(node.name.text);
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const s = node.text;
      if (isKey(s)) {
        if (!out.keys.has(s)) out.keys.set(s, where(node));
        (out.keyFiles.get(s) ?? out.keyFiles.set(s, new Set()).get(s)!).add(file);
      } else words.add(s);
    } else if (ts.isNumericLiteral(node)) {
      words.add(node.text);
    } else if (ts.isTemplateExpression(node)) {
      const head = node.head.text;
      if (/^[a-zA-Z][a-zA-Z0-9_]*\./.test(head) && namespaces.has(head.split('.')[0])) {
        const pattern = new RegExp(`^${escape(head)}${node.templateSpans.map((s) => `([a-zA-Z0-9_.-]+)${escape(s.literal.text)}`).join('')}$`);
        out.templates.push({ pattern, head, file, text: `${where(node)} ${node.getText(source)}` });
      }
    } else if (ts.isJsxText(node)) {
      const s = node.text.trim();
      if (s && WORDY.test(s)) out.literals.push(`${where(node)} JSX text "${s}"`);
    } else if (ts.isJsxExpression(node) && node.expression && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      // {'Save'}, {done ? 'Done' : 'Pending'}: a literal shown as a JSX child.
      for (const n of shownTexts(node.expression)) shown(n, 'JSX expression');
    } else if (ts.isJsxAttribute(node) && node.initializer) {
      const name = node.name.getText(source);
      const init = node.initializer;
      const tag = node.parent.parent.tagName.getText(source);
      const visible = VISIBLE_PROPS.has(name) || (name === 'name' && CHART_SERIES.has(tag));
      if (visible) {
        const parts = ts.isStringLiteral(init) ? [init] : ts.isJsxExpression(init) && init.expression ? shownTexts(init.expression) : [];
        for (const n of parts) shown(n, `${name}=`);
      }
    } else if (inUiFile && ts.isPropertyAssignment(node)) {
      // Column and option tables of a screen: { label: 'Name' } is shown as it is.
      const name = node.name.getText(source).replace(/['"]/g, '');
      if (VISIBLE_PROPS.has(name)) for (const n of shownTexts(node.initializer)) shown(n, `${name}:`);
    } else if (inUiFile && ts.isCallExpression(node) && node.arguments.length > 0) {
      // notify('Saved'), translate('Saved'): a text where a key belongs.
      const callee = ts.isIdentifier(node.expression) ? node.expression.text : ts.isPropertyAccessExpression(node.expression) ? node.expression.name.text : '';
      if (SHOWING_CALLS.has(callee)) for (const n of shownTexts(node.arguments[0])) shown(n, `${callee}(`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

const found = scan(sourceFiles());

/** How far a dynamic key's values may be listed from the file that builds it, in imports. */
const HOPS = 3;
/** The values a file can give a dynamic key: its own literals and those of the files it imports (up to HOPS away). */
const valueCache = new Map<string, Set<string>>();
function valuesFor(file: string): Set<string> {
  const cached = valueCache.get(file);
  if (cached) return cached;
  const seen = new Set([file]);
  let edge = [file];
  for (let hop = 0; hop < HOPS; hop++) {
    edge = edge.flatMap((f) => found.imports.get(f) ?? []).filter((f) => !seen.has(f) && seen.add(f));
  }
  const values = new Set([...seen].flatMap((f) => [...(found.words.get(f) ?? [])]));
  valueCache.set(file, values);
  return values;
}

describe('message keys in code', () => {
  it('finds the sources and their keys', () => {
    expect(found.keys.size).toBeGreaterThan(100);
    expect(found.templates.length).toBeGreaterThan(20);
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
    const listed = valuesFor;
    const used = (k: string) =>
      found.keys.has(k) ||
      found.templates.some((t) => {
        const m = t.pattern.exec(k);
        return !!m && m.slice(1).every((v) => listed(t.file).has(v));
      }) ||
      // Keys named in parts in one file: a subtree's key plus the leaf's name ('menu.list' + 'searchTable').
      [...found.keyFiles].some(([u, files]) => k.startsWith(`${u}.`) && [...files].some((f) => listed(f).has(k.slice(u.length + 1).split('.')[0])));
    const unused = ownKeys.filter((k) => !used(k));
    expect(unused, `${unused.length} keys no code uses:\n${unused.join('\n')}`).toEqual([]);
  });

  it('a key built at run time lists its values (no namespace used wholesale)', () => {
    // Each template must match at least one real key with values the code lists; else it names nothing we can check.
    const blind = found.templates
      // Declared resources' and react-admin's keys are checked elsewhere; a store key (no message under it) is no message.
      .filter((t) => !t.head.startsWith('resources.') && !t.head.startsWith('ra.') && ownKeys.some((k) => k.startsWith(t.head)))
      .filter(
        (t) =>
          !ownKeys.some((k) =>
            t.pattern
              .exec(k)
              ?.slice(1)
              .every((v) => valuesFor(t.file).has(v)),
          ),
      )
      .map((t) => t.text);
    expect(blind, `keys built at run time whose values the code does not list:\n${blind.join('\n')}`).toEqual([]);
  });
});

/** Each chunk's messages (locale/en-US.chunk.ts) by key, with the folder whose code adds them. */
const chunkTrees = import.meta.glob<object>('../../src/**/locale/en-US.chunk.ts', { eager: true, import: 'default' });
const chunkKeys = Object.entries(chunkTrees).flatMap(([file, tree]) => {
  const folder = path.dirname(path.dirname(path.relative(ROOT, path.resolve(__dirname, file)))) + path.sep;
  return Object.keys(flattenMessages(tree)).map((key) => ({ key, folder }));
});

describe("a chunk's messages", () => {
  it('are named only by the code beside them, which loads with them (else a page that has not loaded the chunk shows the key)', () => {
    expect(chunkKeys.some((c) => c.key.startsWith('monitor.'))).toBe(true);
    const outside = chunkKeys.flatMap(({ key, folder }) => {
      const namers = [...(found.keyFiles.get(key) ?? []), ...found.templates.filter((t) => t.pattern.test(key)).map((t) => t.file)];
      return namers.filter((f) => !f.startsWith(folder)).map((f) => `${f} names ${key} (its messages come with ${folder})`);
    });
    expect(outside, outside.join('\n')).toEqual([]);
  });
});

describe('user-visible text', () => {
  it('is found wherever code writes it (the scanner itself)', () => {
    const probe = emptyScan();
    scanSource(
      'src/probe/Probe.tsx',
      `export const Probe = ({ on }: { on: boolean }) => (
        <Box title="Literal title" label={on ? 'Shown when on' : translate('tabs.label')}>
          Plain text
          {'In braces'}
          {on && 'After and'}
          {on ? translate('tabs.menu') : \`Template \${1} text\`}
          {translate(\`tabs.\${on}\`)}
        </Box>
      );
      notify('Saved by hand');`,
      probe,
    );
    scanSource('src/probe/columns.ts', `export const COLUMNS = [{ label: 'Column name' }, { label: 'tabs.label' }];`, probe);
    expect(probe.literals.map((l) => l.replace(/^\S+ /, ''))).toEqual([
      'title= "Literal title"',
      'label= "Shown when on"',
      'JSX text "Plain text"',
      'JSX expression "In braces"',
      'JSX expression "After and"',
      'JSX expression "Template   text"',
      'notify( "Saved by hand"',
      'label: "Column name"',
    ]);
  });

  it('comes from the message files, not from literals in code', () => {
    expect(found.literals, found.literals.join('\n')).toEqual([]);
  });
});
