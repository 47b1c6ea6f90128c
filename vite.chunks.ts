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

/** The chunk whose entry module's path ends with `path` (a page or a lazily loaded part). */
export function chunkFor(chunks: Iterable<Chunk>, path: string): Chunk {
  const chunk = [...chunks].find((c) => c.facadeModuleId?.endsWith(path));
  if (!chunk) throw new Error(`no chunk for ${path}`);
  return chunk;
}

/** The modules of the chunks `fileNames` and of every chunk they import. */
function modulesOf(chunks: Map<string, Chunk>, fileNames: string[], seen = new Set<string>()): Set<string> {
  for (const name of fileNames) {
    if (seen.has(name)) continue;
    seen.add(name);
    modulesOf(chunks, chunks.get(name)?.imports ?? [], seen);
  }
  return new Set([...seen].flatMap((name) => chunks.get(name)?.moduleIds ?? []));
}

/**
 * The code-splitting group of the console's own chunk. `firstPass` is the build without it (the
 * plugins that shape the modules); `entries` end the paths of what src/main.tsx imports for a
 * signed-in visitor (the console) and for a signed-out one (the login page).
 */
export async function consoleChunk(firstPass: InlineConfig, entries: { console: string; login: string }): Promise<Rolldown.CodeSplittingGroup> {
  const result = await build({ ...firstPass, configFile: false, logLevel: 'warn', build: { ...firstPass.build, write: false, emptyOutDir: false } });
  const output = (Array.isArray(result) ? result[0] : result) as Rolldown.RolldownOutput;
  const chunks = new Map(output.output.flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c] as const] : [])));
  const entryOf = (path: string) => chunkFor(chunks.values(), path).fileName;
  const main = [...chunks.values()].find((c) => c.isEntry)!.fileName;
  const consoleModules = modulesOf(chunks, [entryOf(entries.console)]);
  const loginModules = modulesOf(chunks, [main, entryOf(entries.login)]);
  // What `import()` loads keeps a chunk of its own, which the console's chunk does not take in.
  const imported = new Set([...chunks.values()].flatMap((c) => (c.isDynamicEntry && c.facadeModuleId ? [c.facadeModuleId] : [])));
  return {
    name: 'console',
    test: (id) => consoleModules.has(id) && !loginModules.has(id) && !imported.has(id),
    // A console module's imports that the login page uses too stay where the login page gets them.
    includeDependenciesRecursively: false,
  };
}
