import { useLocation } from 'react-router';
import { LoginPage as LoginScreen } from '../../features/auth/login-page';

export default function LoginPage() {
  return <LoginScreen search={useLocation().search} />;
}
