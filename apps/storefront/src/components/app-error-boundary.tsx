import { Component, type ReactNode } from 'react';

const ERROR_PATH = '/error';

/**
 * The last line of defence, around the providers and the router: an error that escapes the route
 * error boundaries (a provider failing) reloads the app on /error. On /error itself it shows a
 * plain page without Mantine or the router, which are what may be broken.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  // React itself reports the error (console / reportError); this only moves the visitor.
  override componentDidCatch() {
    if (window.location.pathname !== ERROR_PATH) window.location.replace(ERROR_PATH);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (window.location.pathname !== ERROR_PATH) return null; // leaving for /error
    return (
      <main style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '15vh 1rem' }}>
        <h1>OOPS!</h1>
        <p>Something went wrong!</p>
        <p style={{ display: 'flex', gap: '1.5rem', justifyContent: 'center' }}>
          <a
            href="/"
            onClick={(event) => {
              if (window.history.length > 1) {
                event.preventDefault();
                window.history.back();
              }
            }}
          >
            Go back
          </a>
          <a href="/">Home</a>
        </p>
      </main>
    );
  }
}
