import { Trans } from '@lingui/react/macro';
import { Component, type ReactNode } from 'react';
import { Loading } from '../components/Loading';

interface Props {
  children: ReactNode;
}

/**
 * A route module that failed to load (e.g. offline before it was cached): logged, and the user
 * keeps the loading view with a retry instead of a blank page.
 */
export class RouteLoadBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('Route failed to load', error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="route-error">
        <Loading />
        <button type="button" className="button" onClick={() => window.location.reload()}>
          <Trans>Retry</Trans>
        </button>
      </div>
    );
  }
}
