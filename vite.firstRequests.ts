/**
 * index.html sends a signed-in first load's requests as it is read (src/firstRequests.ts finds
 * them, dataProvider/earlyAnswers.ts sends them and hands them to the console). The script is
 * inline, allowed by its hash like the preloads' (fake-api/consoleFiles.ts consoleCsp).
 */
import path from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import { TOKEN_KEY } from './authProvider/session';
import { EARLY_ANSWERS, sendFirstRequests, type FirstRequestsArgs } from './dataProvider/earlyAnswers';

/** The script, after the preloads' (which it must not delay). */
export function firstRequestsSent(baseUrl: string): Plugin {
  return {
    name: 'mds-first-requests-sent',
    transformIndexHtml: {
      order: 'post',
      handler: async (_html, { bundle }) => {
        if (!bundle) return undefined;
        // Through Vite's module runner: the console's modules (import.meta.glob, TypeScript) as the console has them.
        const { module } = await runnerImport<typeof import('./src/firstRequests')>(path.resolve('src/firstRequests.ts'), {
          configFile: false,
          logLevel: 'warn',
        });
        const args: FirstRequestsArgs = { tokenKey: TOKEN_KEY, key: EARLY_ANSWERS, ...(await module.firstRequests(baseUrl)) };
        return [{ tag: 'script', children: `(${sendFirstRequests.toString()})(${JSON.stringify(args)})`, injectTo: 'head' as const }];
      },
    },
  };
}
