import type { LoaderFunctionArgs } from 'react-router';
import type { Envelope, RecordsData } from '@xingtu/contracts/envelope';
import type { CommonData } from '@xingtu/contracts/shell';
import { COMMON_DATA_PATH, commonDataFrom } from '../api/common.ts';
import { serverApi } from '../api/server-api.server.ts';
import { qrSvg } from '../shell/footer-qr.server.ts';

// A resource route: the footer's QR codes as SVG images, drawn from the configured addresses.
// Served as files (cached) so the page and its loader data stay small.
export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const envelope = await serverApi<RecordsData<CommonData>>(context, request, COMMON_DATA_PATH);
  const code = commonDataFrom(envelope as Envelope<RecordsData<CommonData>> | null).footer.qrCodes.find(
    (entry) => entry.key === params.key,
  );
  if (!code)
    return new Response('Not Found', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  return new Response(await qrSvg(code.url), {
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
      'x-content-type-options': 'nosniff',
    },
  });
}
