import { Trans } from '@lingui/react/macro';
import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
}

/**
 * The last net under the whole app: a render error that nothing closer caught would otherwise
 * unmount everything and leave a blank page. The player gets a line saying so and a way to load
 * the page again. Route modules have their own boundary (RouteLoadBoundary), which keeps the
 * shell around a page that failed.
 */
export class AppErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('The app failed to render', error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="route-error" role="alert">
        <p>
          <Trans>This page could not be shown.</Trans>
        </p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          <Trans>Retry</Trans>
        </button>
      </main>
    );
  }
}
