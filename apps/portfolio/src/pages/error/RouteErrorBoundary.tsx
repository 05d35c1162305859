import { Component, type ErrorInfo, type ReactNode } from 'react';
import { PageReady } from '../../routes/PageReady';
import { ErrorPage } from './ErrorPage';

interface Props {
  /** The current history entry's key: a new entry clears the error (the visitor went elsewhere). */
  resetKey: string;
  /** The routes it guards. */
  children: ReactNode;
}

interface State {
  error: unknown;
  resetKey: string;
}

/** The error boundary around the routes (docs/spec.md §8): any render error, or a lazy page that cannot load. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Route error', error, info.componentStack);
  }

  override render() {
    if (this.state.error)
      return (
        <>
          <ErrorPage />
          {/* The error page is the page now: presses held before hydration replay on it. */}
          <PageReady />
        </>
      );
    return this.props.children;
  }
}
