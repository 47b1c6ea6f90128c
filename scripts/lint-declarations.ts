/**
 * `npm run lint:declarations`: lints every declaration in resources/ (resources/lib/lint.ts), its
 * seed included (resources/lib/lintSeeds.ts), and fails with one line per problem, naming the file
 * and the field. Root causes (a name declared twice, a broken declaration) come first; what only
 * follows from them is left out until they are fixed.
 */
import path from 'node:path';
import { loadDeclarationFiles } from '../resources/lib/loadDeclarations';
import { formatProblem, lintDeclarations } from '../resources/lib/lint';
import { isRootCause, rootCausesFirst } from '../resources/lib/lintSeeds';

const entries = await loadDeclarationFiles();
const problems = rootCausesFirst(lintDeclarations(entries.map(({ file, decl }) => ({ file: path.relative(process.cwd(), file), decl }))));
const roots = problems.filter(isRootCause).length;
for (const [i, p] of problems.entries()) {
  console.error(formatProblem(p));
  if (i === roots - 1 && roots < problems.length) console.error('  (the problems above are root causes: fix them first, then lint again)\n');
}
if (problems.length > 0) {
  console.error(`\n${problems.length} problem(s) in the declarations`);
  process.exit(1);
}
console.log(`${entries.length} declarations: no problems`);
