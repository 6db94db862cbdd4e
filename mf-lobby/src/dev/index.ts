// Standalone dev host (pnpm dev): async boundary first.
import('./dev-host');
