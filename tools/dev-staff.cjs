// The console's demo staff account in sandbox mode (`npm start` prints it). Published on purpose, like the
// dev admin token: the API seeds it only in sandbox mode and disables it in production mode.
const DEV_STAFF = Object.freeze({
  login: 'demo',
  password: 'demo-staff-password-sandbox-only',
  // base32, 160 bits: add it to an authenticator app, or compute the code (RFC 6238, SHA-1, 6 digits, 30 s).
  totpSecret: 'DEVSTAFFSANDBOXONLYDEVSTAFFSANDB',
  role: 'admin',
});

module.exports = { DEV_STAFF };
