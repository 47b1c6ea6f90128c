/**
 * `npm run lint:declarations`: lints every declaration in resources/ (resources/lib/lint.ts) and
 * fails with one line per problem, naming the file and the field.
 */
import path from 'node:path';
import { loadDeclarationFiles } from '../resources/lib/loadDeclarations';
import { formatProblem, lintDeclarations } from '../resources/lib/lint';

const entries = await loadDeclarationFiles();
const problems = lintDeclarations(entries.map(({ file, decl }) => ({ file: path.relative(process.cwd(), file), decl })));
for (const p of problems) console.error(formatProblem(p));
if (problems.length > 0) {
  console.error(`\n${problems.length} problem(s) in the declarations`);
  process.exit(1);
}
console.log(`${entries.length} declarations: no problems`);
