import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { PATHS } from '../../config/paths';

/** The body of a route whose screen arrives with a later feature; the shell around it is final. */
export function ComingSoonPage() {
  return (
    <EmptyState
      message={<Trans>This section is being prepared. Please check back soon.</Trans>}
      action={
        <Link className="button" to={PATHS.home}>
          <Trans>Back to home</Trans>
        </Link>
      }
    />
  );
}
