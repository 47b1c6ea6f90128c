/**
 * A few chunks for what the console's pages share: the modules both first pages (the login page and
 * the console) load beyond the entry, the modules every console page loads (src/AdminRoot.tsx and
 * what it imports) with those the landing page shares with the generated list, those it shares with
 * a record's screens only, the rest of the landing page's, those of the generated list, those of a
 * record's screens, and recharts with the drawings pages load once painted; found by a first pass over the build.
 *
 * Rolldown gives each module the console shares with the pages it loads lazily a chunk of its own
 * per set of importers: the policy list downloaded 58 files. Brotli compresses each file without
 * the words of the others, so the same 1.25 MB of JavaScript came to 361 KB in 58 files and to
 * 325 KB in 11, with a request less for each file gone. Which modules a page uses is known only
 * once the bundler has shaken out the unused code, so the first pass builds as usual (writing
 * nothing) and reads that from its chunks; the real build then gathers them.
 */
import { build, type InlineConfig, type Rolldown } from 'vite';
import { chunkFor, DRAWINGS, FIRST_PAGES, LANDING_PAGE, SCREENS, withImports } from './chunks';

/**
 * The code-splitting groups of the shared chunks: the console (every console page loads it, and
 * the modules the landing page shares with the generated list), what the landing page shares with
 * a record's screens, the rest of the landing page, then the list, then a record's screens, each
 * with what it loads beyond the ones before. `firstPass` is the build without them
 * (the plugins that shape the modules).
 */
export async function sharedChunks(firstPass: InlineConfig): Promise<Rolldown.CodeSplittingGroup[]> {
  const result = await build({
    ...firstPass,
    configFile: false,
    logLevel: 'warn',
    build: { ...firstPass.build, minify: false, write: false, emptyOutDir: false },
  });
  const output = (Array.isArray(result) ? result[0] : result) as Rolldown.RolldownOutput;
  const chunks = output.output.flatMap((c) => (c.type === 'chunk' ? [c] : []));
  /** The modules of the chunks `fileNames` and of every chunk they import. */
  const modulesIn = (fileNames: readonly string[]) =>
    new Set([...withImports(chunks, fileNames)].flatMap((name) => chunks.find((c) => c.fileName === name)!.moduleIds));
  /** The modules of the chunk of `path` and of every chunk it imports. */
  const modulesOf = (path: string) => modulesIn([chunkFor(chunks, path).fileName]);
  const list = modulesOf(SCREENS.list);
  const record = modulesOf(SCREENS.record);
  const landingPage = modulesOf(LANDING_PAGE);
  const login = modulesOf(FIRST_PAGES.login);
  const consoleModules = modulesOf(FIRST_PAGES.console);
  const drawings = chunks.filter((c) => c.isDynamicEntry && DRAWINGS.test(c.facadeModuleId ?? ''));
  // The entry and what it imports (Vite's preload helper, Rolldown's runtime) stay as they are; what
  // `import()` loads keeps a chunk of its own, but for the drawings, which come with recharts.
  const taken = modulesIn([chunks.find((c) => c.isEntry)!.fileName]);
  for (const c of chunks) if (c.isDynamicEntry && c.facadeModuleId && !drawings.includes(c)) taken.add(c.facadeModuleId);
  const groups: Rolldown.CodeSplittingGroup[] = [];
  /** A chunk `name` of the `modules` no earlier chunk has. */
  const group = (name: string, modules: Iterable<string>) => {
    const own = new Set([...modules].filter((id) => !taken.has(id)));
    own.forEach((id) => taken.add(id));
    // A module's imports that an earlier chunk has stay there.
    groups.push({ name, test: (id: string) => own.has(id), includeDependenciesRecursively: false });
  };
  // What both first pages load beyond the entry (the JSX runtime, the theme…) comes as one chunk, not one
  // per module: a request each on every first visit. The rest of the login page's stays where it gets it.
  group(
    'shared',
    [...login].filter((id) => consoleModules.has(id)),
  );
  login.forEach((id) => taken.add(id));
  group('console', [...consoleModules, ...[...landingPage].filter((id) => list.has(id))]);
  // What the landing page shares with a record's screens only is apart: the list does not download it.
  group(
    'landingRecord',
    [...landingPage].filter((id) => record.has(id)),
  );
  // What the landing page loads beyond the console is one chunk too: every sign-in lands there first,
  // so a page sharing some of it later finds it loaded already.
  group('landing', landingPage);
  group('list', list);
  group('record', record);
  // One request after the paint rather than one per recharts chart type, and the same chunk for the pages that
  // draw charts from the start.
  group('charts', modulesIn(drawings.map((c) => c.fileName)));
  return groups;
}
