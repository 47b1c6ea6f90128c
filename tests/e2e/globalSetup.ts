/**
 * One Chromium for every e2e file: the files run side by side, each in browser contexts of its
 * own (cookies, storage and pages are per context), so they share the browser process safely and
 * none pays for starting one.
 */
import type { TestProject } from 'vitest/node';
import { launchChromiumServer } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    chromiumEndpoint: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await launchChromiumServer();
  project.provide('chromiumEndpoint', server.wsEndpoint());
  return () => server.close();
}
