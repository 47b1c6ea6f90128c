// The workplace's drawings, one chunk with recharts, loaded after the page (lazyChart).
export { CategoriesPie } from './CategoriesPie';
export { ContentArea } from './ContentArea';
