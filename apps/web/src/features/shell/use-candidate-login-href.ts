import { useLocation } from 'react-router';
import { buildCandidateLoginUrl } from '@careers/contracts/auth';
import { matchPageRoute } from '@careers/contracts/pages';
import { useBootData } from '../../shared/boot/boot-data-context';
import { useTranslation } from '../../shared/i18n/use-translation';

// The candidate login page for this page (docs/product/shell-and-gates.md, "Login redirect"):
// the group, the positions the page is about (several comma-joined), the microsite, the
// language and the address to come back to.
export function useCandidateLoginHref(): string {
  const { pathname, search, hash } = useLocation();
  const { domain, microsite } = useBootData();
  const { i18n } = useTranslation();
  const params = new URLSearchParams(search);
  const pid = params.get('pid') ?? matchPageRoute(pathname)?.params.pid ?? '';
  return buildCandidateLoginUrl({
    domain,
    pids: pid.split(',').filter((id) => id.trim() !== ''),
    microsite,
    hl: i18n.language,
    next: `${pathname}${search}${hash}`,
  });
}
