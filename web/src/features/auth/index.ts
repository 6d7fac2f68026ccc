// Logging in and out of an instance that asks for a password.
export { LogoutButton } from './LogoutButton.tsx';
export { RequireLogin } from './RequireLogin.tsx';
export { clearPhoneCopy } from './clear-phone-copy.ts';
