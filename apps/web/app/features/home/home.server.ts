import type { AppLoadContext } from 'react-router';
import type { RecordsData } from '@xingtu/contracts/envelope';
import type { SkyRecord } from '@xingtu/contracts/sky';
import { serverApi } from '../../api/server-api.server.ts';

/** This hour's sky (GET /api/sky/now), or null when it cannot be read (the card is left out). */
export async function loadSky(context: AppLoadContext, request: Request): Promise<SkyRecord | null> {
  const envelope = await serverApi<RecordsData<SkyRecord>>(context, request, '/api/sky/now');
  return envelope?.success ? (envelope.data?.records ?? null) : null;
}
