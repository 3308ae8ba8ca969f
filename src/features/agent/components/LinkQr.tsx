import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

import { Loading } from '@/components/Loading';

const QUIET_ZONE = 4;

interface DrawnQr {
  path: string;
  size: number;
}

/**
 * A link's QR code as SVG. The encoder (qrcode-generator) is imported when a code is first shown,
 * so it loads only on the invitation links screen and only when asked for.
 */
export function LinkQr({ text }: { text: string }) {
  const { t } = useLingui();
  const [drawn, setDrawn] = useState<DrawnQr | null>(null);
  useEffect(() => {
    let current = true;
    void import('qrcode-generator').then(({ default: qrcode }) => {
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
      if (current) setDrawn({ path, size: count + QUIET_ZONE * 2 });
    });
    return () => {
      current = false;
    };
  }, [text]);
  if (!drawn) return <Loading />;
  return (
    <svg
      className="agent-link__qr"
      viewBox={`0 0 ${drawn.size} ${drawn.size}`}
      role="img"
      aria-label={t`QR code of the link`}
      data-testid="link-qr"
      data-payload={text}
      shapeRendering="crispEdges"
    >
      <rect width={drawn.size} height={drawn.size} fill="#fff" />
      <path d={drawn.path} fill="#000" />
    </svg>
  );
}
