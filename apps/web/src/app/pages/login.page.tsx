import { useLocation } from 'react-router';
import { LoginPage as LoginScreen } from '../../features/auth/login-page';

export function LoginPage() {
  return <LoginScreen search={useLocation().search} />;
}
