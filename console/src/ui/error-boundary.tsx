import { Component, type ReactNode } from 'react';
import { ErrorBox } from './states';

/** A screen that throws while rendering (or whose chunk fails to load) shows an error, not a blank console. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    if (this.state.error) return <ErrorBox error={this.state.error} onRetry={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}
