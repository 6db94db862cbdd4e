// The feature's public face: other features, pages and widgets import it only from here (eslint.config.mjs,
// feature boundaries). Named re-exports only: the build declares this file free of side effects, so an importer
// gets the modules it names and no others (tools/webpack/index.cjs).
export { BonusOffers } from './components/bonus-offers';
