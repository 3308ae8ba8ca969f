import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

const QUIET_ZONE = 4;

/**
 * A QR code of `text` drawn as SVG (crisp at any size, no markup injected), and a GIF of it for
 * saving. Error correction M, the usual choice for payment codes shown on a screen.
 */
export function useQrCode(text: string): { path: string; size: number; dataUrl: string } {
  return useMemo(() => {
    const code = qrcode(0, 'M');
    code.addData(text);
    code.make();
    const count = code.getModuleCount();
    let path = '';
    for (let row = 0; row < count; row++) {
      for (let col = 0; col < count; col++) {
        if (code.isDark(row, col)) path += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
      }
    }
    return { path, size: count + QUIET_ZONE * 2, dataUrl: code.createDataURL(8, QUIET_ZONE * 8) };
  }, [text]);
}

export function QrCode({ text, label }: { text: string; label: string }) {
  const { path, size } = useQrCode(text);
  return (
    <svg
      className="deposit-qr"
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      data-testid="deposit-qr"
      data-payload={text}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
