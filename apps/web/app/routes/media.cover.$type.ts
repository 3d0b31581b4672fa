import type { LoaderFunctionArgs } from 'react-router';
import { coverArtSvg, coverVariant, isCoverType } from '../features/commerce/cover-art.server.ts';

// A resource route: the cover art of a product type, for products without a cover of their own.
export function loader({ params, request }: LoaderFunctionArgs) {
  const type = params.type ?? '';
  if (!isCoverType(type))
    return new Response('Not Found', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  const variant = coverVariant(new URL(request.url).searchParams.get('v'));
  return new Response(coverArtSvg(type, variant), {
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=86400',
      'x-content-type-options': 'nosniff',
    },
  });
}
