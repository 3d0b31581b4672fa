// What other features use from the commerce feature: prices as the shop shows them, and an order's
// progress after paying (a report's own pay step waits on it), and the pay panel a flow embeds.
export { PayPanel } from './PayPanel.tsx';
export { Price } from './Price.tsx';
export { productCoverUrl } from './cover-url.ts';
export { payProgress } from './order-progress.ts';
export { useOrderUntilSettled } from './use-order-until-settled.ts';
