import { Component, type ErrorInfo, type ReactNode } from 'react';
import { bus } from '../bus/bus';

interface Props {
  /** Name reported on the bus when the subtree throws (a remote's name). */
  name: string;
  fallback: (retry: () => void) => ReactNode;
  children: ReactNode;
}

interface State {
  failed: boolean;
  attempt: number;
}

/** Catches a remote's render errors so the rest of the page keeps working; retry remounts it. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { failed: false, attempt: 0 };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[remote:${this.props.name}] failed`, error, info.componentStack);
    bus.emit('remote:load-failed', { name: this.props.name, message: error.message });
  }

  private retry = () => this.setState((s) => ({ failed: false, attempt: s.attempt + 1 }));

  render(): ReactNode {
    if (this.state.failed) return this.props.fallback(this.retry);
    return <RetryKey key={this.state.attempt}>{this.props.children}</RetryKey>;
  }
}

function RetryKey({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
