import { yieldToMain } from '@casino/shared/when-idle';

// Async boundary: shared singletons are negotiated before any app code runs.
// Named: the build preloads this chunk and the shared modules it consumes from index.html (tools/webpack).
// After a yield (the subpath has no imports, so it comes in the entry and consumes no shared module): the
// federation runtime's start, just run, and the boot's chunk requests are two shorter tasks rather than one.
void yieldToMain().then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
