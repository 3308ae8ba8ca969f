import { Trans, useLingui } from '@lingui/react/macro';
import { useField } from 'formik';
import { useEffect, useState } from 'react';

import { Dialog } from '@/components/dialog/Dialog';
import { CdnImage } from '@/components/image/CdnImage';

import type { Country } from '../api/auth-api';

/** The country dialing code picker, from /wps/system/country, with each country's flag. */
export function DialingCodeField({ name, countries }: { name: string; countries: readonly Country[] }) {
  const { t } = useLingui();
  const [field, , helpers] = useField<string>(name);
  const [open, setOpen] = useState(false);
  const current = countries.find((country) => country.dialingCode === field.value);
  // The first country is the default once the list arrives; a remembered or chosen code stays.
  const fallback = countries[0]?.dialingCode;
  useEffect(() => {
    if (!field.value && fallback) void helpers.setValue(fallback, false);
  }, [field.value, fallback, helpers]);
  return (
    <>
      <button
        type="button"
        className="dialing-code"
        aria-haspopup="dialog"
        aria-label={t`Country code: ${field.value || '—'}`}
        onClick={() => setOpen(true)}
      >
        {current && <CdnImage src={current.flagUrl} alt="" width={24} height={16} className="dialing-code__flag" />}
        <span>{field.value || '+'}</span>
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={<Trans>Country code</Trans>} variant="sheet">
        <ul className="country-list">
          {countries.map((country) => (
            <li key={country.isoCode}>
              <button
                type="button"
                className="country-list__option"
                aria-current={country.dialingCode === field.value ? 'true' : undefined}
                onClick={() => {
                  void helpers.setValue(country.dialingCode);
                  setOpen(false);
                }}
              >
                <CdnImage src={country.flagUrl} alt="" width={24} height={16} className="dialing-code__flag" />
                <span className="country-list__name">{country.name}</span>
                <span className="country-list__code">{country.dialingCode}</span>
              </button>
            </li>
          ))}
        </ul>
      </Dialog>
    </>
  );
}
