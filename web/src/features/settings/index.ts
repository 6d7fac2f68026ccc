export { PhoneAccess } from './PhoneAccess.tsx';
