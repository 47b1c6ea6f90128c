/**
 * A signed-in first load asks for what its first screen shows as the HTML is read — the navbar's
 * user and projects, and at a generated list's own path (the policy list) its first page — so that
 * the answers travel beside the console's code instead of one round trip after it. The console's
 * HTTP client takes each answer once, for the very URL and token (dataProvider/earlyAnswers.ts).
 * The lists' URLs are found by the console's own modules (src/engine/listPrefetch/firstPageUrls.ts);
 * a small inline script (inline/firstRequests.ts) sends them.
 */
import path from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import { USER_INFO_PATH } from '../authProvider/authProvider';
import { ROLE_KEY, TOKEN_KEY } from '../authProvider/session';
import { EARLY_ANSWERS } from '../dataProvider/earlyAnswers';
import { MY_PROJECTS_PATH } from '../src/routes/currentProject';
import { inlineScript } from './inlineScript';

export function firstRequests(): Plugin {
  // The console's VITE_API_BASE_URL, as Vite loaded it for this build's mode.
  let baseUrl = '';
  return {
    name: 'mds-first-requests',
    apply: 'build',
    configResolved: (config) => void (baseUrl = String(config.env.VITE_API_BASE_URL ?? '')),
    // After the preloads, which it must not hold back.
    transformIndexHtml: {
      order: 'post',
      handler: async () => {
        // Through Vite's module runner: the console's modules (import.meta.glob, TypeScript) as the console has them.
        const { module } = await runnerImport<typeof import('../src/engine/listPrefetch/firstPageUrls')>(
          path.resolve(import.meta.dirname, '../src/engine/listPrefetch/firstPageUrls.ts'),
          { configFile: false, logLevel: 'warn' },
        );
        const lists = await module.firstPageUrls(baseUrl);
        const always = [USER_INFO_PATH, MY_PROJECTS_PATH].map((p) => baseUrl + p);
        return [await inlineScript('firstRequests', { tokenKey: TOKEN_KEY, roleKey: ROLE_KEY, key: EARLY_ANSWERS, always, lists })];
      },
    },
  };
}
