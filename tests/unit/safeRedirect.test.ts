/** The sign-in's `redirect`: a page of this console, or nothing. */
import { describe, expect, it } from 'vitest';
import { safeRedirect } from '../../src/login/safeRedirect';
import { declarations } from '../../src/registry/declarations';
import { ROUTES } from '../../domain/routes';

const ORIGIN = 'http://127.0.0.1:5173';
const follow = (raw: string | null) => safeRedirect(raw, ORIGIN);

describe('safeRedirect', () => {
  it.each([
    '/\\evil.example',
    '/\\/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example/x',
    '\t//evil.example',
    ' //evil.example',
    '//evil.example',
    '///evil.example',
    '/%5Cevil.example',
    '/%2F%2Fevil.example',
    'https://evil.example/list/search-table',
    'http://127.0.0.1:5173@evil.example/',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'evil.example',
    '',
    '/login',
    '/login?redirect=//evil.example',
    '/no-such-page',
    '/list/search-table/extra/segments/here',
  ])('refuses %j', (raw) => {
    expect(follow(raw)).toBeUndefined();
  });

  it('refuses nothing at all', () => {
    expect(follow(null)).toBeUndefined();
  });

  it('follows every route of the console, with its query and hash', () => {
    for (const route of ROUTES) {
      const path = route.path.replace(':projectId', '2');
      expect(follow(`${path}?tab=1#top`)).toBe(`${path}?tab=1#top`);
    }
    expect(follow('/dashboard/workplace')).toBe('/dashboard/workplace');
  });

  it("follows every declared resource's pages (a declaration's name is its file's)", () => {
    for (const { name } of declarations) {
      for (const page of [`/${name}`, `/${name}/create`, `/${name}/12`, `/${name}/12/show`]) expect(follow(page)).toBe(page);
    }
  });
});
