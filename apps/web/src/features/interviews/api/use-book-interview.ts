import { bookInterviewCall } from '@careers/contracts/interviews';
import { useCallMutation } from '../../../shared/api/use-call-mutation';
import { useRefreshInterviews } from '../use-refresh-interviews';

// POST /api/pcsx/interviews/:id/book: books a free time, or moves a booked interview to another.
// A refusal (a time just taken: 409 slot_taken) is shown by the page, which reads the free times
// again.
export function useBookInterview() {
  const refresh = useRefreshInterviews();
  return useCallMutation(bookInterviewCall, {
    onSuccess: ({ interview }) => refresh(interview),
  });
}
