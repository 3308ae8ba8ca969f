import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useMemo, useState } from 'react';

import { Dialog } from '@/components/dialog/Dialog';
import { LogoutDialog } from '@/components/dialog/LogoutDialog';
import { LineIcon } from '@/components/icon/LineIcon';
import { decodeCustomerServicePath } from '@/lib/crypto/customer-service';
import { useGetConsolidatedSettingsQuery } from '@/lib/system/system-api';

import { customerServiceLinks, useGetCustomerServiceEntriesQuery } from '../api/links-api';
import { type ServiceLinkKey, serviceLinks } from '../model/service-links';

const LINK_LABELS: Record<ServiceLinkKey, MessageDescriptor> = {
  FACEBOOK: msg`Facebook`,
  TELEGRAM: msg`Telegram`,
  AFFILIATELINK: msg`Affiliate programme`,
  LIVE: msg`Livestream`,
};

// Outline icons on a 24-unit grid, one path each.
const ICONS: Record<ServiceLinkKey | 'SERVICE' | 'LOGOUT', string> = {
  FACEBOOK: 'M14 8h3V4h-3a4 4 0 00-4 4v3H7v4h3v6h4v-6h3l1-4h-4V8.5a.5.5 0 01.5-.5z',
  TELEGRAM: 'M21 4L3 11l6 2 2 6 3-4 5 4 2-15zM9 13l9-6',
  AFFILIATELINK: 'M10 14a4 4 0 006 0l3-3a4 4 0 00-6-6l-1 1M14 10a4 4 0 00-6 0l-3 3a4 4 0 006 6l1-1',
  LIVE: 'M3 7h13v10H3zM16 10l5-3v10l-5-3',
  SERVICE: 'M4 13v-1a8 8 0 0116 0v1M4 13h3v6H5a1 1 0 01-1-1v-5zM20 13h-3v6h2a1 1 0 001-1v-5zM17 19a4 4 0 01-4 2h-1',
  LOGOUT: 'M15 4h3a2 2 0 012 2v12a2 2 0 01-2 2h-3M10 8l-4 4 4 4M6 12h10',
};

function EntryIcon({ name }: { name: keyof typeof ICONS }) {
  return (
    <LineIcon className="service-list__icon" size={22}>
      <path d={ICONS[name]} />
    </LineIcon>
  );
}

/** An entry that opens outside the app, in a new tab, without giving that page a handle on this one. */
function ExternalEntry({ href, icon, children }: { href: string; icon: keyof typeof ICONS; children: ReactNode }) {
  return (
    <li>
      <a className="service-list__entry" href={href} target="_blank" rel="noopener noreferrer" data-service={icon}>
        <EntryIcon name={icon} />
        <span className="service-list__label">{children}</span>
        <span className="visually-hidden">
          <Trans>(opens in a new tab)</Trans>
        </span>
      </a>
    </li>
  );
}

export interface ServicePanelProps {
  open: boolean;
  loggedIn: boolean;
  onClose: () => void;
}

/**
 * Service panel (docs/product.md#home): the operator's links (FACEBOOK, TELEGRAM, AFFILIATELINK,
 * LIVE, each only when configured), the customer-service entries (decoded; an entry that does not
 * decode is left out) and, for members, logout behind a confirmation that ends on /m/home
 * (docs/product.md#states-and-transitions).
 */
export function ServicePanel({ open, loggedIn, onClose }: ServicePanelProps) {
  const { i18n } = useLingui();
  const settings = useGetConsolidatedSettingsQuery();
  const service = useGetCustomerServiceEntriesQuery();
  const [confirming, setConfirming] = useState(false);

  const links = serviceLinks(settings.data?.links);
  const serviceEntries = useMemo(() => customerServiceLinks(service.data, decodeCustomerServicePath), [service.data]);
  const loading = (settings.isLoading || service.isLoading) && links.length === 0 && serviceEntries.length === 0;
  const empty = !loading && links.length === 0 && serviceEntries.length === 0 && !loggedIn;

  return (
    <>
      <Dialog open={open} onClose={onClose} title={<Trans>Services</Trans>} variant="sheet" className="service-panel">
        <ul className="service-list" data-testid="service-panel" hidden={links.length === 0 && serviceEntries.length === 0 && !loggedIn}>
          {links.map((link) => (
            <ExternalEntry key={link.key} href={link.url} icon={link.key}>
              {i18n._(LINK_LABELS[link.key])}
            </ExternalEntry>
          ))}
          {serviceEntries.map((entry, index) => (
            <ExternalEntry key={entry.url} href={entry.url} icon="SERVICE">
              <Trans>Customer service</Trans>
              {/* Several desks (live chat, e-mail...) are told apart by their type. */}
              {serviceEntries.length > 1 && <span className="service-list__hint"> · {entry.type || index + 1}</span>}
            </ExternalEntry>
          ))}
          {loggedIn && (
            <li>
              <button
                type="button"
                className="service-list__entry service-list__entry--logout"
                onClick={() => {
                  onClose();
                  setConfirming(true);
                }}
              >
                <EntryIcon name="LOGOUT" />
                <span className="service-list__label">
                  <Trans>Log out</Trans>
                </span>
              </button>
            </li>
          )}
        </ul>
        {loading && (
          <p className="service-panel__note" role="status">
            <Trans>Please wait</Trans>
          </p>
        )}
        {empty && (
          <p className="service-panel__note">
            <Trans>No links are available right now.</Trans>
          </p>
        )}
      </Dialog>
      <LogoutDialog open={confirming} onDone={() => setConfirming(false)} />
    </>
  );
}
