// The feature's public face: other features, pages and widgets import it only from here (eslint.config.mjs,
// feature boundaries). Named re-exports only: the build declares this file free of side effects, so an importer
// gets the modules it names and no others (tools/webpack/index.cjs).
export { bindPhone, getUserInfo, loginWithOtp, logout } from './api/auth-api';
export { completeLogin, redirectTarget } from './complete-login';
export { AuthCard } from './components/auth-card';
export { FormAlert } from './components/form-alert';
export { LoginForm } from './components/login-form';
export { OtpButton } from './components/otp-button';
export { PasswordResetForm } from './components/password-reset-form';
export { CodeField, PhoneField } from './components/phone-code-fields';
export { RegisterCard } from './components/register-card';
export { TextField } from './components/text-field';
export { useValidatedFields } from './hooks/use-validated-fields';
export { placeServerError } from './server-errors';
export { digitsOnly, PASSWORD_MAX_LENGTH, phoneOf, validateCode, validatePhone } from './validation';
