// What other features use from the shop feature: the one way a product's cover is addressed.
export { productCoverUrl } from './cover-url.ts';
