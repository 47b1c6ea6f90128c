/**
 * The workplace's lazy seams, in one place: its charts (recharts, the page's biggest download), each
 * asked for once the page has painted and drawn one after the other (lazyChart). Both come from
 * charts.ts, one chunk with recharts (build/sharedChunks.ts gathers the pages' drawings by that name).
 */
import { lazyChart } from '../../charts';

/** The content card's area chart. */
export const ContentArea = lazyChart(() => import('./charts').then((m) => m.ContentArea));

/** The categories card's donut. */
export const CategoriesPie = lazyChart(() => import('./charts').then((m) => m.CategoriesPie));
