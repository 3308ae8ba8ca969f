import { Trans, useLingui } from '@lingui/react/macro';
import { readSystemStatus, SYSTEM_STATUS, type SystemStatusPayload } from '../../../lib/system/system-status';
import { intlLocale } from '../../../lib/i18n/intl-locale';

export function StatusCard({ payload, checkedAt }: { payload: SystemStatusPayload; checkedAt?: number }) {
  const { t, i18n } = useLingui();
  const code = readSystemStatus(payload);
  const label =
    code === SYSTEM_STATUS.maintenance
      ? t`Under maintenance`
      : code === SYSTEM_STATUS.restricted
        ? t`Not available in your region`
        : t`Open for play`;
  const time = checkedAt
    ? new Intl.DateTimeFormat(intlLocale(i18n), { timeStyle: 'short' }).format(checkedAt)
    : null;
  return (
    <div className="status" data-testid="system-status" data-status={code}>
      <p className={`status__label status__label--${code}`}>{label}</p>
      {payload.location?.ip && (
        <p className="card__meta">
          <Trans>Your IP address: {payload.location.ip}</Trans>
        </p>
      )}
      {time && (
        <p className="card__meta">
          <Trans>Checked at {time}</Trans>
        </p>
      )}
    </div>
  );
}
