import { Trans } from '@lingui/react/macro';
import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** Shown in place of the children once one of them has failed to render. */
  fallback: ReactNode;
  /** What the console logs with the error. */
  report: string;
}

/** An error boundary: logs the failure and shows `fallback` instead of unmounting the tree above. */
export class FailureBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(this.props.report, error);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** Loads the page again: what a failure view offers the player. */
export function ReloadButton() {
  return (
    <button type="button" className="button" onClick={() => window.location.reload()}>
      <Trans>Retry</Trans>
    </button>
  );
}
