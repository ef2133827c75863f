import { FormViewPage } from '../../features/forms-center/form-view-page';
import { FormsCenterPage } from '../../features/forms-center/forms-center-page';
import { useCurrentPage } from '../use-current-page';

// /careers/forms/center (protected: the forms center) and /careers/forms?form_id=ID (the form view,
// public where the form is): one lazy page group.
export default function FormsPage() {
  const { pageId, location } = useCurrentPage();
  if (pageId === 'documentCenter') return <FormsCenterPage />;
  const formId = new URLSearchParams(location.search).get('form_id');
  // A new form starts afresh: its answers, uploads and errors are its own.
  return <FormViewPage key={formId} formId={formId} />;
}
