// What other features use from the commerce feature: prices as the shop shows them.
export { Price } from './Price.tsx';
export { productCoverUrl } from './cover-url.ts';
