/**
 * The code in README.md and docs/ is code the project runs: every TypeScript sample names the file
 * it would be (```ts resources/specimens.ts) and is type-checked there; the worked resource is the
 * declaration the generated tests cover; the linter output a guide shows is what the linter prints.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import accessRequests from '../../resources/accessRequests';
import datasets from '../../resources/datasets';
import grants from '../../resources/grants';
import outputs from '../../resources/outputs';
import { formatProblem, lintDeclarations } from '../../resources/lib/lint';
import type { BulkAction, ResourceDecl } from '../../resources/lib/schema';
import { DOCS, docSample, docSamples, type DocSample } from '../docSamples';
import specimens from '../fixtures/specimens';

/** The file step 1 of docs/adding-a-resource.md has the reader create. */
const WORKED_RESOURCE = 'resources/specimens.ts';
const samples = docSamples();
const typescriptSamples = samples.filter((s) => s.lang === 'ts' || s.lang === 'tsx');

/** Type errors of the samples, each checked as the file it names, with the project's settings. */
function typeErrors(checked: DocSample[]): string[] {
  const config = ts.getParsedCommandLineOfConfigFile('tsconfig.json', {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} })!;
  const virtual = new Map(checked.map((s) => [path.resolve(s.file!), s]));
  const host = ts.createCompilerHost(config.options);
  const { fileExists, readFile } = host;
  host.fileExists = (file) => virtual.has(path.resolve(file)) || fileExists(file);
  host.readFile = (file) => virtual.get(path.resolve(file))?.code ?? readFile(file);
  const program = ts.createProgram([...virtual.keys()], config.options, host);
  return [...virtual.entries()].flatMap(([file, sample]) =>
    ts.getPreEmitDiagnostics(program, program.getSourceFile(file)).map((d) => {
      const at = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line + sample.line + 1 : sample.line;
      return `${sample.doc}:${at}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
    }),
  );
}

describe('the code samples of the README and docs/', () => {
  it('name the file each TypeScript sample would be, and none is a file of the repository already', () => {
    expect(typescriptSamples.length).toBeGreaterThan(0);
    expect(typescriptSamples.filter((s) => !s.file).map((s) => `${s.doc}:${s.line}`)).toEqual([]);
    // But the worked resource: a reader who follows docs/adding-a-resource.md writes that very file.
    const existing = typescriptSamples.filter((s) => s.file && s.file !== WORKED_RESOURCE && fs.existsSync(s.file));
    expect(existing.map((s) => `${s.doc}:${s.line} ${s.file}`)).toEqual([]);
  });

  // A whole TypeScript program (lib, node and vite types): seconds, more on a loaded machine.
  it('type-check where they say they live', { timeout: 120_000 }, () => {
    expect(typeErrors(typescriptSamples)).toEqual([]);
  });

  it('name only files the repository has (or that a sample shows)', () => {
    const shown = new Set(typescriptSamples.map((s) => s.file));
    const FILE = /`((?:src|fake-api|resources|domain|docs|tests|scripts|contract|bench|dataProvider|authProvider)\/[\w./-]+\.(?:tsx?|md|json|mjs))`/g;
    const named = DOCS.flatMap((doc) => [...fs.readFileSync(doc, 'utf8').matchAll(FILE)].map((m) => ({ doc, file: m[1] })));
    expect(named.length).toBeGreaterThan(10);
    expect(named.filter(({ file }) => !shown.has(file) && !fs.existsSync(file)).map(({ doc, file }) => `${doc}: ${file}`)).toEqual([]);
  });

  it('run only npm scripts the project has', () => {
    const scripts = Object.keys((JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts);
    const named = DOCS.flatMap((doc) => [...fs.readFileSync(doc, 'utf8').matchAll(/npm run ([\w:-]+)/g)].map((m) => `${doc}: ${m[1]}`));
    expect(named.length).toBeGreaterThan(5);
    expect(named.filter((n) => !scripts.includes(n.slice(n.indexOf(': ') + 2)))).toEqual([]);
  });

  it('show the worked resource as the declaration the generated tests and the contract suite cover', () => {
    const worked = docSample(WORKED_RESOURCE);
    const fixture = fs.readFileSync('tests/fixtures/specimens.ts', 'utf8');
    const declaration = (code: string) => code.slice(code.indexOf('export default'));
    expect(declaration(worked.code)).toBe(declaration(fixture));
  });

  it('show the workflow and conflict checks as resources/accessRequests.ts declares them', async () => {
    const sample = docSample('resources/lib/accessRequestsWorkflow.ts');
    // Type-only imports aside, the sample is plain data: run as JavaScript, it must be the declaration's.
    const js = ts.transpileModule(sample.code, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText;
    const shown = (await import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(js)}`)) as Pick<ResourceDecl, 'workflow' | 'checks'>;
    expect(shown.workflow).toEqual(accessRequests.workflow);
    expect(shown.checks).toEqual(accessRequests.checks);
    const readme = docSample('resources/lib/approveTransition.ts');
    const approve = ts.transpileModule(readme.code, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText;
    const inReadme = (await import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(approve)}`)) as { approve: unknown };
    expect(inReadme.approve).toEqual(accessRequests.workflow?.transitions.find((t) => t.name === 'approve'));
  });

  it('show the governance options as the data-sharing declarations declare them, and a bulk transition the linter accepts', async () => {
    const sample = docSample('resources/lib/dataSharingGovernance.ts');
    const js = ts.transpileModule(sample.code, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText;
    const shown = (await import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(js)}`)) as Record<string, unknown> & {
      requestBulk: BulkAction[];
    };
    expect(shown.grantWorkflow).toEqual(grants.workflow);
    expect(shown.grantStateExpiry).toEqual(grants.fields.state.expiry);
    expect(shown.datasetWorkflow).toEqual(datasets.workflow);
    expect(shown.outputDisclosure).toEqual(outputs.disclosure);
    expect(shown.outputRetired).toEqual(outputs.retired);
    expect(shown.outputWorkflow).toEqual(outputs.workflow);
    expect(shown.requestTimeline).toEqual(accessRequests.timeline);
    expect(shown.requestGroups).toEqual(accessRequests.groups);
    const withBulk: ResourceDecl = { ...accessRequests, bulk: shown.requestBulk };
    const entries = [datasets, grants, outputs, withBulk].map((decl) => ({ file: `resources/${decl.name}.ts`, decl }));
    expect(lintDeclarations(entries).map(formatProblem)).toEqual([]);
  });

  it('show what the linter prints for the mistakes the guide describes', () => {
    const broken = structuredClone(specimens) as ResourceDecl;
    broken.defaultSort = { field: 'cod', order: 'ASC' };
    delete broken.messages['zh-CN'].fields.volume;
    const printed = lintDeclarations([{ file: 'resources/specimens.ts', decl: broken }]).map(formatProblem);
    const shown = samples.find((s) => s.doc === 'docs/adding-a-resource.md' && s.lang === 'text' && s.code.includes('"cod"'))!;
    expect(shown.code.trim().split('\n')).toEqual(printed);
  });
});
