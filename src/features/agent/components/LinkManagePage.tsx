import './agent-links.css';

import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';

import { ConfirmDialog } from '@/components/dialog/ConfirmDialog';
import { Dialog } from '@/components/dialog/Dialog';
import { EmptyState } from '@/components/EmptyState';
import { AppLink } from '@/components/link/AppLink';
import { LoadFailure } from '@/components/LoadFailure';
import { Loading } from '@/components/Loading';
import { toast } from '@/components/toast/toast';
import { PATHS } from '@/config/paths';
import { copyText } from '@/lib/clipboard/copy-text';
import { errorMessage } from '@/lib/errors/error-catalogue';
import { isGatewayError } from '@/lib/gateway/gateway-error';
import { formatDateTime, intlLocale } from '@/lib/i18n/intl-locale';

import { useDeleteLinkMutation, useGetLinksQuery } from '../api/links-api';
import { type AffiliateLink, linkAddress } from '../model/link-form';
import { PRODUCT_LABELS } from '../model/team-texts';
import { LinkCreateForm } from './LinkCreateForm';
import { LinkQr } from './LinkQr';

const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/**
 * /m/linkManage, the agent's invitation links (docs/product.md#agent-centre): each with its code,
 * who registers, the rebate preset, how many registered and when it was made; copy, QR code and
 * share its address, see who registered, delete it. "New link" opens the create form.
 */
export function LinkManagePage() {
  const links = useGetLinksQuery();
  const [creating, setCreating] = useState(false);
  if (links.isLoading) return <Loading />;
  if (!links.data) return <LoadFailure message={msg`The invitation links could not be loaded.`} onRetry={() => void links.refetch()} />;
  const { list, ranges } = links.data;
  return (
    <div className="agent-links">
      {creating ? (
        <section className="card" aria-labelledby="link-create-title">
          <h2 className="card__title" id="link-create-title">
            <Trans>New invitation link</Trans>
          </h2>
          <LinkCreateForm ranges={ranges} onDone={() => setCreating(false)} />
        </section>
      ) : (
        <button type="button" className="button button--block" onClick={() => setCreating(true)}>
          <Trans>New link</Trans>
        </button>
      )}
      {list.length === 0 ? (
        <EmptyState message={<Trans>No invitation links yet. Create one to invite players to your team.</Trans>} />
      ) : (
        <ul className="agent-links__list">
          {list.map((link) => (
            <li key={link.id}>
              <LinkCard link={link} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function LinkCard({ link }: { link: AffiliateLink }) {
  const { i18n, t } = useLingui();
  const [remove, { isLoading: removing }] = useDeleteLinkMutation();
  const [asking, setAsking] = useState(false);
  const [showingQr, setShowingQr] = useState(false);
  const locale = intlLocale(i18n);
  const address = linkAddress(window.location.origin, link.code);
  const number = (value: number) => value.toLocaleString(locale, { maximumFractionDigits: 2 });
  const registrations = link.registrations.toLocaleString(locale);
  const given = link.rebates.filter((rebate) => rebate.rebateValue > 0);

  async function copy() {
    if (await copyText(address)) toast.success(t`Link copied`);
    else toast.error(t`The link could not be copied`);
  }

  async function share() {
    try {
      await navigator.share({ title: t`Join my team`, url: address });
    } catch {
      // Dismissed by the player, or the share sheet is not available now: nothing to say.
    }
  }

  async function confirmDelete() {
    try {
      await remove(link.id).unwrap();
      toast.success(t`Link deleted`);
    } catch (caught) {
      toast.error(errorMessage(isGatewayError(caught) ? caught : undefined));
    } finally {
      setAsking(false);
    }
  }

  return (
    <article className="card agent-link" data-testid="agent-link" data-code={link.code} aria-label={link.code}>
      <header className="agent-link__head">
        <h2 className="agent-link__code">{link.code}</h2>
        <span className="agent-link__type">{link.accountType === 'member' ? <Trans>Member</Trans> : <Trans>Agent</Trans>}</span>
      </header>
      <p className="agent-link__address">{address}</p>
      <dl className="agent-link__facts">
        <div>
          <dt>
            <Trans>Registered</Trans>
          </dt>
          <dd data-testid="link-registrations">{registrations}</dd>
        </div>
        <div>
          <dt>
            <Trans>Created</Trans>
          </dt>
          <dd>{formatDateTime(link.createdAt, locale)}</dd>
        </div>
      </dl>
      <p className="agent-link__rebates">
        {given.length === 0 ? (
          <Trans>No rebates given</Trans>
        ) : (
          given.map((rebate) => `${i18n._(PRODUCT_LABELS[rebate.productType])} ${number(rebate.rebateValue)}%`).join(' · ')
        )}
      </p>
      <div className="agent-link__actions">
        <button type="button" className="button button--small" onClick={() => void copy()}>
          <Trans>Copy link</Trans>
        </button>
        <button type="button" className="button button--small button--quiet" onClick={() => setShowingQr(true)}>
          <Trans>QR code</Trans>
        </button>
        {canShare() && (
          <button type="button" className="button button--small button--quiet" onClick={() => void share()}>
            <Trans>Share</Trans>
          </button>
        )}
        <AppLink className="button button--small button--quiet" to={`${PATHS.linkDetail}?id=${link.id}`}>
          <Trans>Registered users</Trans>
        </AppLink>
        <button type="button" className="button button--small button--quiet agent-link__delete" onClick={() => setAsking(true)}>
          <Trans>Delete</Trans>
        </button>
      </div>
      <Dialog open={showingQr} onClose={() => setShowingQr(false)} title={link.code}>
        {showingQr && <LinkQr text={address} />}
      </Dialog>
      <ConfirmDialog
        open={asking}
        title={<Trans>Delete the link {link.code}?</Trans>}
        message={<Trans>Its address stops working at once. Accounts that registered through it stay in your team.</Trans>}
        confirmLabel={<Trans>Delete</Trans>}
        busy={removing}
        onCancel={() => setAsking(false)}
        onConfirm={() => void confirmDelete()}
      />
    </article>
  );
}
