import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

import { ChoiceChip } from '@/components/chip/ChoiceChip';

const ALL = msg`All`;

/** Chips for 'all' and each kind; the chosen one is pressed. */
export function RecordFilters<K extends string>({
  kinds,
  labels,
  value,
  onChange,
  label,
  allLabel = ALL,
}: {
  kinds: readonly K[];
  labels: Readonly<Record<K, MessageDescriptor>>;
  value: 'all' | K;
  onChange: (next: 'all' | K) => void;
  label: string;
  /** The first chip's label, 'All' unless the chips need another word (e.g. 'All time'). */
  allLabel?: MessageDescriptor;
}) {
  const { i18n } = useLingui();
  const options: ('all' | K)[] = ['all', ...kinds];
  return (
    <nav className="record-filters" aria-label={label}>
      {options.map((option) => (
        <ChoiceChip key={option} pressed={value === option} onClick={() => onChange(option)}>
          {i18n._(option === 'all' ? allLabel : labels[option as K])}
        </ChoiceChip>
      ))}
    </nav>
  );
}
