/**
 * One chunk for the modules every console page loads (src/AdminRoot.tsx and what it imports),
 * found by a first pass over the build.
 *
 * Rolldown gives each module the console shares with the pages it loads lazily a chunk of its own
 * per set of importers: the policy list downloaded 58 files. Brotli compresses each file without
 * the words of the others, so the same 1.25 MB of JavaScript came to 361 KB in 58 files and to
 * 325 KB in 11, with a request less for each file gone. Which modules a page uses is known only
 * once the bundler has shaken out the unused code, so the first pass builds as usual (writing
 * nothing) and reads that from its chunks; the real build then gathers them.
 */
import { build, type InlineConfig, type Rolldown } from 'vite';

type Chunk = Rolldown.OutputChunk;

/** What src/main.tsx imports: for a signed-in visitor the console, for a signed-out one the login page. */
export const FIRST_PAGES = { console: '/src/AdminRoot.tsx', login: '/src/login/standalone/index.tsx' } as const;

/** The chunk whose entry module's path ends with `path` (a page or a lazily loaded part). */
export function chunkFor(chunks: readonly Chunk[], path: string): Chunk {
  const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(path));
  if (!chunk) throw new Error(`no chunk for ${path}`);
  return chunk;
}

/** The chunks `fileNames` and every chunk they import, by file name. */
export function withImports(chunks: readonly Chunk[], fileNames: readonly string[], seen = new Set<string>()): Set<string> {
  for (const name of fileNames) {
    if (seen.has(name)) continue;
    seen.add(name);
    withImports(chunks, chunks.find((c) => c.fileName === name)?.imports ?? [], seen);
  }
  return seen;
}

/** The code-splitting group of the console's own chunk. `firstPass` is the build without it (the plugins that shape the modules). */
export async function consoleChunk(firstPass: InlineConfig): Promise<Rolldown.CodeSplittingGroup> {
  const result = await build({ ...firstPass, configFile: false, logLevel: 'warn', build: { ...firstPass.build, write: false, emptyOutDir: false } });
  const output = (Array.isArray(result) ? result[0] : result) as Rolldown.RolldownOutput;
  const chunks = output.output.flatMap((c) => (c.type === 'chunk' ? [c] : []));
  /** The modules of the chunks `fileNames` and of every chunk they import. */
  const modulesOf = (fileNames: string[]) => new Set([...withImports(chunks, fileNames)].flatMap((name) => chunks.find((c) => c.fileName === name)!.moduleIds));
  const main = chunks.find((c) => c.isEntry)!.fileName;
  const consoleModules = modulesOf([chunkFor(chunks, FIRST_PAGES.console).fileName]);
  const loginModules = modulesOf([main, chunkFor(chunks, FIRST_PAGES.login).fileName]);
  // What `import()` loads keeps a chunk of its own, which the console's chunk does not take in.
  const imported = new Set(chunks.flatMap((c) => (c.isDynamicEntry && c.facadeModuleId ? [c.facadeModuleId] : [])));
  return {
    name: 'console',
    test: (id) => consoleModules.has(id) && !loginModules.has(id) && !imported.has(id),
    // A console module's imports that the login page uses too stay where the login page gets them.
    includeDependenciesRecursively: false,
  };
}
