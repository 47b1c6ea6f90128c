/** email: an address of the shape name@host.domain. */
import { textLike, textLikeValues } from './text';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailValues = /* @__PURE__ */ textLikeValues<'email'>({ check: (v) => EMAIL.test(v), error: { key: 'ra.validation.email' } });
export const email = /* @__PURE__ */ textLike(emailValues, {
  sample: (tag) => `contract-${tag}@example.org`,
  format: { format: 'email' },
  invalid: ['not an address'],
});
