// The feature's public face: other features, pages and widgets import it only from here (eslint.config.mjs,
// feature boundaries). Named re-exports only: the build declares this file free of side effects, so an importer
// gets the modules it names and no others (tools/webpack/index.cjs).
export { DepositAgeGate } from './components/deposit-age-gate';
export { DepositLimitNote } from './components/deposit-limit-note';
export { FirstDepositLimit } from './components/first-deposit-limit';
export { LimitsStep } from './components/limits-step';
export { MyPlayPage } from './components/my-play-page';
export { ProtectionPage } from './components/protection-page';
