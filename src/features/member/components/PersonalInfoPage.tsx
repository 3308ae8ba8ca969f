import './personal.css';

import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';

import { AppLink } from '@/components/link/AppLink';
import { PATHS } from '@/config/paths';
import type { PersonalInfo } from '@/contract/personal';
import { useGetPersonalInfoQuery } from '@/lib/member/personal-api';
import { useOnline } from '@/lib/network/use-online';

import { maskMobile } from '../model/personal-info';
import { KycEntryBadge } from './KycEntryBadge';
import { OfflineReadOnlyNotice, PersonalInfoMissing, RowText } from './PersonalParts';

type Editor = 'profile' | 'mobile';

/** The forms that change personal info; app/ hands in the auth feature's (its fields, rules and SMS code). */
export interface PersonalInfoEditors {
  renderProfileForm: (info: PersonalInfo, done: () => void) => ReactNode;
  renderMobileForm: (info: PersonalInfo, done: () => void) => ReactNode;
}

function InfoRow({ label, value, action, testId }: { label: ReactNode; value: ReactNode; action?: ReactNode; testId: string }) {
  return (
    <li className="personal-row" data-testid={testId}>
      <RowText label={label} value={value} />
      {action}
    </li>
  );
}

/**
 * /m/member/personalInfo (docs/product.md#personal-info): the account, nickname, e-mail and
 * mobile; nickname and e-mail change in one form, the mobile only with a code sent to the new
 * number. Offline it shows the last answer seen and changes nothing.
 */
export function PersonalInfoPage({ renderProfileForm, renderMobileForm }: PersonalInfoEditors) {
  const { t } = useLingui();
  const info = useGetPersonalInfoQuery();
  const online = useOnline();
  const [editor, setEditor] = useState<Editor | null>(null);

  if (!info.data) {
    return (
      <PersonalInfoMissing
        loading={info.isLoading}
        online={online}
        failed={<Trans>Your personal info could not be loaded.</Trans>}
        offline={<Trans>You are offline. Your personal info will show once you are connected.</Trans>}
        onRetry={() => void info.refetch()}
      />
    );
  }

  const data = info.data;
  const done = () => setEditor(null);
  const editButton = (which: Editor, label: ReactNode) => (
    <button
      type="button"
      className="button button--small button--quiet"
      disabled={!online}
      onClick={() => setEditor(which)}
      data-testid={`edit-${which}`}
    >
      {label}
    </button>
  );

  return (
    <div className="personal-page" data-testid="personal-info">
      {!online && <OfflineReadOnlyNotice />}
      {editor === 'profile' ? (
        <section className="card personal-editor" aria-label={t`Edit nickname and e-mail`}>
          {renderProfileForm(data, done)}
        </section>
      ) : editor === 'mobile' ? (
        <section className="card personal-editor" aria-label={t`Change mobile number`}>
          {renderMobileForm(data, done)}
        </section>
      ) : (
        <ul className="personal-list">
          <InfoRow testId="personal-account" label={<Trans>Username</Trans>} value={data.account} />
          <InfoRow
            testId="personal-nickname"
            label={<Trans>Nickname</Trans>}
            value={data.nickname || <span className="personal-row__empty">{t`Not set`}</span>}
            action={editButton('profile', <Trans>Edit</Trans>)}
          />
          <InfoRow
            testId="personal-email"
            label={<Trans>E-mail</Trans>}
            value={data.email || <span className="personal-row__empty">{t`Not set`}</span>}
          />
          <InfoRow
            testId="personal-mobile"
            label={<Trans>Mobile number</Trans>}
            value={
              data.mobile ? (
                <>
                  {maskMobile(data.mobile)}{' '}
                  {data.mobileVerified && (
                    <span className="personal-badge">
                      <Trans>Verified</Trans>
                    </span>
                  )}
                </>
              ) : (
                <span className="personal-row__empty">{t`Not set`}</span>
              )
            }
            action={editButton('mobile', data.mobile ? <Trans>Change</Trans> : <Trans>Add</Trans>)}
          />
          <InfoRow
            testId="personal-kyc"
            label={<Trans>Identity verification</Trans>}
            value={<KycEntryBadge />}
            action={
              <AppLink className="button button--small button--quiet" to={PATHS.identifyStatus} data-testid="personal-kyc-open">
                <Trans>View</Trans>
              </AppLink>
            }
          />
        </ul>
      )}
    </div>
  );
}
