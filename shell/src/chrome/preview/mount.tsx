import { createRoot } from 'react-dom/client';
import type { Registry } from '@casino/shared';
import PreviewBar from './preview-bar';
import { barHost } from '../bar-host';

/** Renders the preview bar (or the refusal notice) in a root of its own, outside the routed page. */
export function mountPreviewBar(registry: Pick<Registry, 'preview' | 'previewRefused'>, onEnd?: () => void): void {
  const host = document.createElement('div');
  host.id = 'preview-bar';
  barHost().appendChild(host);
  createRoot(host).render(<PreviewBar preview={registry.preview} refused={registry.previewRefused} onEnd={onEnd} />);
}
