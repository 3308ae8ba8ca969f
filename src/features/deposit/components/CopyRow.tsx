import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

import { toast } from '@/components/toast/toast';
import { copyText } from '@/lib/clipboard/copy-text';

const COPIED_MS = 2000;

/** A labelled value with a Copy button that says "Copied" for 2 s (and announces it). */
export function CopyRow({ label, value, testId }: { label: string; value: string; testId?: string }) {
  const { i18n } = useLingui();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <div className="deposit-copy">
      <dt>{label}</dt>
      <dd>
        <span className="deposit-copy__value" data-testid={testId}>
          {value}
        </span>
        <button
          type="button"
          className="button button--quiet deposit-copy__button"
          onClick={async () => {
            if (await copyText(value)) {
              setCopied(true);
              toast.success(i18n._(msg`Copied`), { notice: true });
            } else {
              toast.error(msg`Copying is not possible here; select the text instead`);
            }
          }}
        >
          {/* The name is what the button shows and then what it copies ('Copy Reference'), so it
              always contains the word on screen, Copy or Copied. */}
          {copied ? <Trans>Copied</Trans> : <Trans>Copy</Trans>}
          <span className="visually-hidden"> {label}</span>
        </button>
      </dd>
    </div>
  );
}
