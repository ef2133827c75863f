import { useTranslation } from '../../shared/i18n/use-translation';
import { safeNextPath } from '@careers/contracts/auth';
import { useBootData } from '../../shared/boot/boot-data-context';
import { goTo } from '../../shared/session/reload';
import { buildQueryString } from '../../shared/url/query-string';
import { LoginForm } from './login-form';

// The login redirect (docs/product/shell-and-gates.md): domain, pid (comma-joined), microsite, hl,
// next (our origin only).
export function loginDestination(search: string): string {
  const params = new URLSearchParams(search);
  const next = safeNextPath(params.get('next'));
  if (next) return next;
  return `/careers${buildQueryString({
    domain: params.get('domain'),
    microsite: params.get('microsite'),
    hl: params.get('hl'),
    pid: params.get('pid'),
  })}`;
}

export function LoginPage({ search }: { search: string }) {
  const { t } = useTranslation();
  const { companyName } = useBootData();
  return (
    <section className="mx-auto w-full max-w-md py-12">
      <h1 className="mb-6 text-2xl font-semibold">
        {t('auth.pageTitle', { company: companyName })}
      </h1>
      <LoginForm
        onLoggedIn={() => {
          goTo(loginDestination(search));
        }}
      />
    </section>
  );
}
