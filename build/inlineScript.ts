/**
 * An inline script of index.html, written as a module of build/inline/ (type-checked and linted with
 * the rest) that default-exports one function of its data and imports nothing at run time. The build
 * compiles it (TypeScript's types stripped, then minified by terser like the console's code) and
 * writes it called with its data as JSON. The server allows each inline script by its hash
 * (fake-api/consoleFiles.ts consoleCsp), so it is the same text for the same build.
 */
import fs from 'node:fs';
import path from 'node:path';
import { minify } from 'terser';
import ts from 'typescript';
import type { HtmlTagDescriptor } from 'vite';
import type firstRequests from './inline/firstRequests';
import type intlReadyEarly from './inline/intlReadyEarly';
import type preloadFirstPage from './inline/preloadFirstPage';

/** The inline scripts by their module's name, for their data's type. */
interface InlineScripts {
  firstRequests: typeof firstRequests;
  intlReadyEarly: typeof intlReadyEarly;
  preloadFirstPage: typeof preloadFirstPage;
}

/** The script of build/inline/<name>.ts called with `data`, as a tag for the page's head. */
export async function inlineScript<N extends keyof InlineScripts>(name: N, data: Parameters<InlineScripts[N]>[0]): Promise<HtmlTagDescriptor> {
  const file = path.join(import.meta.dirname, 'inline', `${name}.ts`);
  const js = ts.transpileModule(fs.readFileSync(file, 'utf8'), {
    fileName: file,
    compilerOptions: { target: ts.ScriptTarget.ES2020, module: ts.ModuleKind.ESNext, removeComments: true },
  }).outputText;
  const source = ts.createSourceFile(file, js, ts.ScriptTarget.ES2020, true);
  const [fn, ...rest] = source.statements;
  const exported = fn && ts.isFunctionDeclaration(fn) && fn.modifiers?.map((m) => m.getText(source)).join(' ') === 'export default';
  if (!exported || rest.length > 0) throw new Error(`${file}: an inline script is one \`export default function\` and nothing else at run time`);
  // The function as an expression, called at once: `export default` left out.
  const call = `(${js.slice(fn.modifiers!.end, fn.end)})(${JSON.stringify(data)});`;
  const { code } = await minify(call, { ecma: 2020, compress: { passes: 2 }, format: { comments: false, inline_script: true } });
  if (!code) throw new Error(`${file}: terser wrote nothing`);
  return { tag: 'script', children: code, injectTo: 'head' };
}
