import { Component, type ErrorInfo, type ReactNode } from 'react';
import './ScreenErrorBoundary.css';

interface Props {
  children: ReactNode;
  /** What 'Recarregar' does; the page's reload, replaced in tests. */
  reload?: () => void;
}

/**
 * The last net under the screens. An error thrown while rendering would otherwise unmount the whole app: the
 * sagas would go on chiming and printing behind a white page that nobody can act on. It shows plain HTML, with
 * no Ionic in it (Ionic may be what failed), and a way back: the stored session and queued commands survive the reload.
 */
export class ScreenErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A screen failed to render', error, info.componentStack);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    const reload = this.props.reload ?? (() => window.location.reload());
    return (
      <div className="screen-error" role="alert">
        <p>Algo deu errado nesta tela.</p>
        <button type="button" onClick={reload}>
          Recarregar
        </button>
      </div>
    );
  }
}
