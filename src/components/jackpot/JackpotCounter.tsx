import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

import { intlLocale } from '@/lib/i18n/intl-locale';
import { formatJackpot, jackpotStart, jackpotStep } from '@/lib/jackpot/jackpot';

/** Jackpot (docs/product.md#constants): a decorative counter that grows by 100..500 every 3, 4 or 5 seconds. */
export function JackpotCounter() {
  const { i18n } = useLingui();
  const [value, setValue] = useState(() => jackpotStart());

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = (delay: number) => {
      timer = setTimeout(() => {
        const step = jackpotStep();
        setValue((current) => current + step.increment);
        schedule(step.nextDelayMs);
      }, delay);
    };
    schedule(jackpotStep().nextDelayMs);
    return () => clearTimeout(timer);
  }, []);

  return (
    <section className="jackpot" aria-labelledby="jackpot-heading">
      <h2 id="jackpot-heading" className="jackpot__title">
        <Trans>Jackpot</Trans>
      </h2>
      {/* Not a live region: a number that changes every few seconds would talk over everything. */}
      <p className="jackpot__value" data-testid="jackpot-value">
        {formatJackpot(value, intlLocale(i18n))}
      </p>
    </section>
  );
}
