import { lazy, Suspense } from 'react';
import { useStore } from '@casino/shared';
import { platformStore } from '../../platform-store';

const PreviewBar = lazy(() => import('./preview-bar'));

/**
 * The preview bar (or the notice of a refused link): its code is its own chunk, loaded only while this browser
 * runs a preview link or one was just refused; otherwise this is one look at the store.
 */
export function PreviewSlot() {
  const { preview, previewRefused } = useStore(platformStore);
  if (!preview && !previewRefused) return null;
  return (
    <Suspense fallback={null}>
      <PreviewBar />
    </Suspense>
  );
}
