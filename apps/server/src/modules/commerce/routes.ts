import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartRoutes } from './cart/routes.ts';
import { catalogRoutes } from './catalog/routes.ts';
import { purchasedRoutes } from './fulfilment/routes.ts';
import { registerCommerceJobs } from './orders/jobs.ts';
import { ordersRoutes } from './orders/routes.ts';
import { paymentsRoutes } from './payments/routes.ts';
import { walletRoutes } from './wallet/routes.ts';

/** Every HTTP route and durable job of the shop (registered once by app.ts). */
export const commerceRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(catalogRoutes);
  await app.register(cartRoutes);
  await app.register(ordersRoutes);
  await app.register(purchasedRoutes);
  await app.register(paymentsRoutes);
  await app.register(walletRoutes);
  registerCommerceJobs(app.deps, app.config);
};
