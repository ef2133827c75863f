import { ApplicationPage } from '../../features/applications/application-page';
import { useCurrentPage } from '../use-current-page';

// /careers/applications/:id: each application starts afresh (its composer, its survey).
export default function Application() {
  const { params } = useCurrentPage();
  const id = params.id ?? '';
  return <ApplicationPage key={id} id={id} />;
}
