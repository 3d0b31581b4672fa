import QRCode from 'qrcode';

// QR codes are drawn on the server from the configured addresses, so the qrcode library never
// reaches the browser bundle.
const cache = new Map<string, string>();

export async function qrSvg(url: string): Promise<string> {
  let svg = cache.get(url);
  if (!svg) {
    svg = await QRCode.toString(url, {
      type: 'svg',
      margin: 1,
      errorCorrectionLevel: 'M',
      color: { dark: '#1d1b4bff', light: '#ffffffff' },
    });
    if (cache.size > 50) cache.clear();
    cache.set(url, svg);
  }
  return svg;
}
