/** url: a link, http(s) only (`javascript:` and friends are never stored as links). */
import { textLike, textLikeValues } from './text';

export const isHttpUrl = (v: string): boolean => {
  if (!/^https?:\/\//i.test(v)) return false;
  try {
    new URL(v);
    return true;
  } catch {
    return false;
  }
};

export const urlValues = /* @__PURE__ */ textLikeValues<'url'>({ check: isHttpUrl, error: { key: 'mds.validation.url' } });
export const url = /* @__PURE__ */ textLike(urlValues, {
  sample: (tag) => `https://example.org/contract-${tag}`,
  format: { format: 'uri', description: 'an http(s) URL' },
  // The contract sends the first: a script's scheme.
  invalid: ['javascript:alert(1)', 'example.org'],
});
