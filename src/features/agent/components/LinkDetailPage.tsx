import './agent-links.css';

import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';

import { EmptyState } from '@/components/EmptyState';
import { LoadFailure } from '@/components/LoadFailure';
import { Loading } from '@/components/Loading';
import { formatDateTime, intlLocale } from '@/lib/i18n/intl-locale';

import { useGetLinkRegistrationsQuery } from '../api/links-api';

/** /m/linkDetail?id=, the accounts registered through one of the agent's links, newest first (docs/product.md#agent-centre). */
export function LinkDetailPage() {
  const { i18n } = useLingui();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const registrations = useGetLinkRegistrationsQuery(id, { skip: !valid });
  if (!valid) return <EmptyState message={<Trans>This link was not found.</Trans>} />;
  if (registrations.isLoading) return <Loading />;
  if (!registrations.data) {
    return <LoadFailure message={msg`The registered users could not be loaded.`} onRetry={() => void registrations.refetch()} />;
  }
  const { link, list } = registrations.data;
  const locale = intlLocale(i18n);
  const count = list.length.toLocaleString(locale);
  return (
    <div className="agent-links">
      <section className="card">
        <h1 className="agent-link__code">{link.code}</h1>
        <p className="card__meta">
          <Trans>{count} registered through this link</Trans>
        </p>
      </section>
      {list.length === 0 ? (
        <EmptyState message={<Trans>Nobody has registered through this link yet.</Trans>} />
      ) : (
        <ul className="agent-links__people" data-testid="link-people">
          {list.map((person) => {
            const registered = formatDateTime(person.registeredAt, locale);
            return (
              <li key={person.username} className="agent-links__person" data-testid="link-person">
                <span className="agent-links__name">{person.nickname || person.username}</span>
                <span className="agent-links__username">{person.username}</span>
                <span className="agent-links__meta">
                  {person.type === 1 ? <Trans>Agent</Trans> : <Trans>Member</Trans>} · <Trans>Registered {registered}</Trans>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
