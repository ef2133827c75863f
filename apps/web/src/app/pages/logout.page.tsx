export { LogoutPage as default } from '../../features/auth/logout-page';
