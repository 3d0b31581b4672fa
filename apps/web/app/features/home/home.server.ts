import type { AppLoadContext } from 'react-router';
import type { DataOf } from '@xingtu/contracts/endpoint';
import type { SkyRecord } from '@xingtu/contracts/sky';
import { skyApi } from '@xingtu/contracts/sky-api';
import { serverApi } from '../../api/server-api.server.ts';

/** This hour's sky (GET /api/sky/now), or null when it cannot be read (the card is left out). */
export async function loadSky(context: AppLoadContext, request: Request): Promise<SkyRecord | null> {
  const envelope = await serverApi<DataOf<typeof skyApi.skyNow>>(context, request, skyApi.skyNow.path);
  return envelope?.success ? (envelope.data?.records ?? null) : null;
}
