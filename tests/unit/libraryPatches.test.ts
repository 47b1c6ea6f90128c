/**
 * The library patches (patches/, applied at install by patch-package) are in effect where the unit
 * tests load the libraries (Vitest resolves them as Node does: ESM files, emotion's Node build) and
 * in the dev server's pre-bundle. The production build's chunks: tests/e2e/libraryPatches.test.ts.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createElement, useDeferredValue } from 'react';
import { render, screen } from '@testing-library/react';
import { Tooltip, type PopperProps } from '@mui/material';
import { useForm } from 'react-hook-form';
import styled from '@emotion/styled';
import { createServer } from 'vite';
import { describe, expect, it, vi } from 'vitest';
import { LIBRARY_PATCHES, missingPatches } from '../libraryPatches';

/** The file `name` beside the entry Vitest resolves for `specifier`, in the same format (ESM or CommonJS). */
const beside = (specifier: string, name: string) => {
  const entry = import.meta.resolve(specifier);
  return new URL(`./${name}${path.extname(entry)}`, entry);
};

// A render that a transition caused gets useDeferredValue's new value at once; an urgent one (a state
// set while React commits a screen, as these libraries did) gets the previous value first.

describe("MUI's Tooltip, as the unit tests load it", () => {
  it("renders its child's node in a transition", () => {
    const anchors: { anchorEl: unknown; deferred: unknown }[] = [];
    function RecordingPopper({ anchorEl }: PopperProps) {
      const deferred = useDeferredValue(anchorEl);
      anchors.push({ anchorEl, deferred });
      return null;
    }
    render(createElement(Tooltip, { title: 'Renew', slots: { popper: RecordingPopper }, children: createElement('button', null, 'Renew') }));
    const button = screen.getByRole('button', { name: 'Renew' });
    expect(anchors.find((a) => a.anchorEl === button)).toEqual({ anchorEl: button, deferred: button });
  });
});

describe("MUI's Select, as the unit tests load it", () => {
  it('sets its display node in a transition, and takes it from its ref when pressed before', () => {
    const code = fs.readFileSync(beside('@mui/material/Select', 'SelectInput'), 'utf8');
    const select = LIBRARY_PATCHES.filter((p) => p.module === '@mui/material/Select/SelectInput');
    expect(select).toHaveLength(2);
    expect(missingPatches(code, select)).toEqual([]);
    expect(code).not.toContain('{\n      setDisplayNode(node);');
    expect(code).not.toContain('openRef.current = openParam;\n      setMenuMinWidthState(');
  });
});

describe('react-hook-form, as the unit tests load it', () => {
  it('renders a form made ready in a transition', () => {
    const renders: boolean[] = [];
    function Filters() {
      const { formState } = useForm();
      renders.push(useDeferredValue(formState) === formState);
      return null;
    }
    render(createElement(Filters));
    expect(renders.length).toBeGreaterThan(1);
    expect(renders).not.toContain(false);
  });
});

describe('emotion, as the unit tests load it', () => {
  it("writes a component's styles while it renders, before its children render", () => {
    const Highlighted = styled.div({ outlineOffset: '13px' });
    let styledWhenChildRendered = false;
    function Child() {
      styledWhenChildRendered = [...document.querySelectorAll('style')].some((s) => s.textContent?.includes('outline-offset:13px'));
      return null;
    }
    render(createElement(Highlighted, null, createElement(Child)));
    expect(styledWhenChildRendered).toBe(true);
  });
});

/** The hash of every patch file, names and contents, as vite.config.ts makes it. */
function patchesHash() {
  const hash = createHash('sha256');
  for (const file of fs.readdirSync('patches').sort()) hash.update(file).update(fs.readFileSync(path.join('patches', file)));
  return hash.digest('hex').slice(0, 16);
}

describe("the dev server's pre-bundled libraries", () => {
  it('have every patch, and are marked with the patches they were made with', { timeout: 180_000 }, async () => {
    const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mds-pre-bundle-'));
    const server = await createServer({
      configFile: path.resolve('vite.config.ts'),
      cacheDir,
      logLevel: 'error',
      server: { middlewareMode: true, hmr: false, ws: false },
    });
    try {
      // The optimizer scans the console's imports as the server starts and writes its metadata last.
      const deps = path.join(cacheDir, 'deps');
      await vi.waitFor(() => expect(fs.existsSync(path.join(deps, '_metadata.json'))).toBe(true), { timeout: 150_000, interval: 250 });
      const chunks = fs
        .readdirSync(deps)
        .filter((f) => f.endsWith('.js'))
        .map((name) => ({ name, code: fs.readFileSync(path.join(deps, name), 'utf8') }));
      expect(missingPatches(chunks.map((c) => c.code).join('\n'))).toEqual([]);
      // Vite keys its cache on the optimizer's options (node_modules/.vite/deps/_metadata.json), and so
      // on the patches' own hash: a patch rewritten in place makes the pre-bundle again.
      const mark = `/* library patches ${patchesHash()} */`;
      expect(server.config.optimizeDeps.rolldownOptions?.output).toMatchObject({ footer: mark });
      for (const { patched } of LIBRARY_PATCHES) {
        for (const chunk of chunks.filter((c) => patched.test(c.code))) expect(chunk.code, chunk.name).toContain(mark);
      }
    } finally {
      await server.close();
      fs.rmSync(cacheDir, { recursive: true, force: true });
    }
  });
});
