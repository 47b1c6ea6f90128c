/**
 * The console's build leaves out what of a declaration only the API reads (build/apiOnlyLeftOut.ts):
 * seeds, searchable flags, a workflow's side effects. Blanked where they stand (lines and columns
 * kept); a key of the same name outside a workflow stays; and the console's code reads none of the
 * workflow's left-out keys, so leaving them out changes nothing it does.
 */
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { leaveApiOnlyOut, WORKFLOW_API_ONLY } from '../../build/apiOnlyLeftOut';

const declaration = `export default {
  fields: {
    title: { kind: 'text', search: true, seed: { kind: 'words' } },
    note: { kind: 'text', search: false },
  },
  workflow: {
    notifyOnCreate: ['role:admin'],
    transitions: [
      { name: 'approve', roles: ['admin'], refuseIfPast: ['until'], notify: ['owner'], creates: { resource: 'grants', values: {} }, effects: [{ resource: 'outputs' }] },
    ],
  },
  messages: { 'en-US': { notify: 'Tell them' } },
};
`;

describe('the console build leaves out what only the API reads', () => {
  const left = leaveApiOnlyOut(declaration);

  it('blanks seeds, searchable flags and the workflow side effects, keeping every line and column', () => {
    expect(left).not.toMatch(/seed|search: true|notifyOnCreate|notify: \['owner'\]|creates|effects/);
    expect(left.length).toBe(declaration.length);
    expect(left.split('\n').length).toBe(declaration.split('\n').length);
  });

  it('keeps what the console reads: a searchable flag off, a transition refused past a date, a message named notify', () => {
    expect(left).toContain('search: false');
    expect(left).toContain("refuseIfPast: ['until']");
    expect(left).toContain("notify: 'Tell them'");
    expect(left).toContain("roles: ['admin']");
  });

  it("is never read by the console's code, nor by the shared code it runs", () => {
    // The console as its build sees it (src/main.tsx and everything it imports, lazily too), typed:
    // a read of a left-out key on a workflow or a transition would find it missing in the build.
    const config = ts.parseJsonConfigFileContent(ts.readConfigFile('tsconfig.json', ts.sys.readFile).config, ts.sys, process.cwd());
    const program = ts.createProgram(['src/main.tsx'], config.options);
    const checker = program.getTypeChecker();
    const leftOut = new Set<string>(WORKFLOW_API_ONLY);
    const ofWorkflow = (node: ts.Node) => {
      const type = checker.getTypeAtLocation(node);
      return (type.isUnion() ? type.types : [type]).some((t) => ['Transition', 'Workflow'].includes((t.aliasSymbol ?? t.getSymbol())?.getName() ?? ''));
    };
    const reads: string[] = [];
    const ours = program.getSourceFiles().filter((f) => !f.isDeclarationFile && !f.fileName.includes('/node_modules/'));
    for (const file of ours) {
      const visit = (node: ts.Node): void => {
        if (ts.isPropertyAccessExpression(node) && leftOut.has(node.name.text) && ofWorkflow(node.expression))
          reads.push(`${file.fileName}: ${node.getText(file)}`);
        if (ts.isBindingElement(node) && leftOut.has((node.propertyName ?? node.name).getText(file)) && ofWorkflow(node.parent))
          reads.push(`${file.fileName}: ${node.getText(file)}`);
        ts.forEachChild(node, visit);
      };
      visit(file);
    }
    expect(ours.some((f) => f.fileName.endsWith('resources/lib/workflow.ts'))).toBe(true);
    expect(reads).toEqual([]);
  }, 120_000);
});
