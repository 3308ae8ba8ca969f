import { LineIcon } from '@/components/icon/LineIcon';

/** A one-path line icon of the home header's controls. */
export function PathIcon({ d, size = 22, className }: { d: string; size?: number; className?: string }) {
  return (
    <LineIcon size={size} className={className}>
      <path d={d} />
    </LineIcon>
  );
}
