// MF widget ./AccountOverlay: always mounted by the shell; opens the phone-bind dialog on the bus.
export { AccountOverlay as default, AccountOverlay } from '../features/phone-bind';
