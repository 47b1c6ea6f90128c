/** longtext: free text over several lines (a description): text's rules, '' kept as written. */
import { textLike, textLikeValues } from './text';

export const longtextValues = /* @__PURE__ */ textLikeValues<'longtext'>({ keepsEmpty: true });
export const longtext = /* @__PURE__ */ textLike(longtextValues);
