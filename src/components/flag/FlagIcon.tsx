import { FLAG_HEIGHT, FLAG_SPECS, FLAG_WIDTH, type FlagShape, starPoints, UNKNOWN_FLAG } from './flag-specs';

export interface FlagIconProps {
  /** ISO 3166-1 alpha-2, any case. */
  country: string;
  width?: number;
  height?: number;
  className?: string;
}

function renderShape(shape: FlagShape, index: number) {
  switch (shape[0]) {
    case 'rect': {
      const [, x, y, width, height, fill] = shape;
      return <rect key={index} x={x} y={y} width={width} height={height} fill={fill} />;
    }
    case 'disc': {
      const [, cx, cy, r, fill] = shape;
      return <circle key={index} cx={cx} cy={cy} r={r} fill={fill} />;
    }
    case 'ring': {
      const [, cx, cy, r, stroke, strokeWidth] = shape;
      return <circle key={index} cx={cx} cy={cy} r={r} fill="none" stroke={stroke} strokeWidth={strokeWidth} />;
    }
    case 'star': {
      const [, cx, cy, r, fill] = shape;
      return <polygon key={index} points={starPoints(cx, cy, r)} fill={fill} />;
    }
    case 'path': {
      const [, d, fill] = shape;
      return <path key={index} d={d} fill={fill} />;
    }
    case 'stroke': {
      const [, d, stroke, strokeWidth] = shape;
      return <path key={index} d={d} fill="none" stroke={stroke} strokeWidth={strokeWidth} strokeLinejoin="round" />;
    }
  }
}

/**
 * A small simplified flag. Always decorative: the language or country name is next to it, and a
 * flag alone would name a country, not a language.
 */
export function FlagIcon({ country, width = 24, height = 16, className }: FlagIconProps) {
  const spec = FLAG_SPECS[country.toUpperCase()] ?? UNKNOWN_FLAG;
  return (
    <svg
      className={['flag-icon', className].filter(Boolean).join(' ')}
      viewBox={`0 0 ${FLAG_WIDTH} ${FLAG_HEIGHT}`}
      width={width}
      height={height}
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      {spec.map(renderShape)}
    </svg>
  );
}
