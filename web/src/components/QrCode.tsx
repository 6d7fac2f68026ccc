import { useEffect, useState } from 'react';

/**
 * A QR code of `text`, drawn as an SVG image (the CSP allows data: images; no markup is injected). The encoder
 * loads only when a QR code is first shown.
 */
export function QrCode({ text, label, size = 176 }: { text: string; label: string; size?: number }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void import('qrcode')
      .then((qr) => qr.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, color: { dark: '#000000', light: '#ffffff' } }))
      .then((made) => current && setSvg(made));
    return () => {
      current = false;
    };
  }, [text]);
  // White behind the code in dark mode too: phone cameras read dark on light.
  return svg ? (
    <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt={label} width={size} height={size} className="rounded-lg bg-white" />
  ) : (
    <div role="img" aria-label={label} aria-busy="true" style={{ width: size, height: size }} className="animate-pulse rounded-lg bg-gray-100 dark:bg-gray-800" />
  );
}
