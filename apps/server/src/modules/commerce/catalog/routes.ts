import type { FastifyPluginAsync } from 'fastify';
import { commerceApi } from '@xingtu/contracts/commerce-api';
import { commerceApiSchemas } from '@xingtu/contracts/commerce-api-schemas';
import { ok, okPage } from '@xingtu/contracts/envelope';
import { endpointRoutes } from '../../../http/endpoints.ts';
import { listProducts, listProductTypes, productDetail } from './service.ts';

export const catalogRoutes: FastifyPluginAsync = async (app) => {
  const { deps } = app;
  const route = endpointRoutes(app, commerceApi, commerceApiSchemas);

  route('listProducts', {}, async (request) =>
    okPage(await listProducts(deps.database.db, deps.fulfilment, request.query, deps.now())),
  );
  route('listProductTypes', {}, async () => ok(await listProductTypes(deps.database.db, deps.fulfilment)));
  route('getProduct', {}, async (request) =>
    ok(await productDetail(deps.database.db, deps.fulfilment, request.params.id, deps.now())),
  );
};
