import { ChatLauncher } from '../../features/chat/chat-launcher';
import { JobsHeading } from '../../features/shell/jobs-heading';
import { SearchPage } from '../../features/search/search-page';
import { useCurrentPage } from '../use-current-page';

// The search page: /careers, /careers/search and /careers/:query?/:location?, with the chat
// assistant beside it (docs/product/search.md, docs/product/match-and-chat.md).
export default function JobsPage() {
  const { params } = useCurrentPage();
  return (
    <div className="flex flex-col gap-4">
      <JobsHeading />
      <SearchPage pathQuery={params.query} pathLocation={params.location} />
      <ChatLauncher />
    </div>
  );
}
