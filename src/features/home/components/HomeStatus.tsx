import { Trans, useLingui } from '@lingui/react/macro';
import { Loading } from '../../../components/Loading';
import { gatewayConfig } from '../../../config/gateway';
import { useGetVendorGameTypesQuery } from '../../../lib/lobby/lobby-api';
import { summariseLobby } from '../../../lib/lobby/vendor-game-types';
import { useGetSystemStatusQuery } from '../../../lib/system/system-api';
import { StatusCard } from './StatusCard';

/** The foundation's cards, at the foot of the home page: live system status and the lobby's size. */
export function HomeStatus({ language }: { language: string }) {
  const { t } = useLingui();
  const status = useGetSystemStatusQuery();
  // Vendor names follow the UI language; a language change reloads them once it settles (SPEC §4).
  const lobby = useGetVendorGameTypesQuery({ language });
  return (
    <>
      <section className="card" aria-labelledby="status-heading">
        <h2 id="status-heading" className="card__title">
          <Trans>System status</Trans>
        </h2>
        {status.data ? (
          <StatusCard payload={status.data} checkedAt={status.fulfilledTimeStamp} />
        ) : status.isError ? (
          <p role="alert" className="card__error">
            <Trans>The status could not be loaded. Check your connection and try again.</Trans>
          </p>
        ) : (
          <Loading />
        )}
      </section>
      <section className="card" aria-labelledby="lobby-heading">
        <h2 id="lobby-heading" className="card__title">
          <Trans>Game lobby</Trans>
        </h2>
        {lobby.data ? (
          <LobbySummaryView {...summariseLobby(lobby.data)} />
        ) : lobby.isError ? (
          <p role="alert" className="card__error">
            <Trans>The lobby could not be loaded. Check your connection and try again.</Trans>
          </p>
        ) : (
          <Loading />
        )}
        <p className="card__meta">{t`Merchant ${gatewayConfig.merchantCode}`}</p>
      </section>
    </>
  );
}

function LobbySummaryView({ categories, vendors }: { categories: number; vendors: number }) {
  return (
    <dl className="facts" data-testid="lobby-summary">
      <div className="facts__item">
        <dt>
          <Trans>Game categories</Trans>
        </dt>
        <dd>{categories}</dd>
      </div>
      <div className="facts__item">
        <dt>
          <Trans>Game vendors</Trans>
        </dt>
        <dd>{vendors}</dd>
      </div>
    </dl>
  );
}
