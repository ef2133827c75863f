import { useSearchParams } from 'react-router';
import { LoginForm } from '../../features/auth/login-form';
import { ApplyPage as Apply } from '../../features/apply/apply-page';
import { reloadPage } from '../../shared/session/reload';

// /careers/apply?pid= and /careers/apply/private?pid= (the applyPage route; footer hidden).
// A logged-out applicant confirms their e-mail with the login code; the page then reloads
// with their session and shows the form.
export default function ApplyPage() {
  const [searchParams] = useSearchParams();
  const positionId = searchParams.get('pid')?.trim() ?? '';
  return (
    // A new position (the next one in the job cart) is a new page: nothing carries over.
    <Apply
      key={positionId}
      positionId={positionId}
      loginForm={<LoginForm onLoggedIn={reloadPage} />}
    />
  );
}
