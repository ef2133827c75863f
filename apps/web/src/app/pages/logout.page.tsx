export { LogoutPage } from '../../features/auth/logout-page';
