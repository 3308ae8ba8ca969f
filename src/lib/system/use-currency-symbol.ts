import { DEFAULT_CURRENCY } from '@/config/constants';

import { useGetConsolidatedSettingsQuery } from './system-api';

/** The operator's currency symbol (its consolidated settings), the default one until they are known. */
export function useCurrencySymbol(): string {
  const settings = useGetConsolidatedSettingsQuery();
  return settings.data?.currency.symbol ?? DEFAULT_CURRENCY.symbol;
}
