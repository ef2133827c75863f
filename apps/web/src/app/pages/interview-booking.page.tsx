import { InterviewBookingPage } from '../../features/interviews/booking/booking-page';
import { useCurrentPage } from '../use-current-page';

// /careers/interviews/:id/book: each interview starts afresh (its chosen zone, an open dialog).
export default function InterviewBooking() {
  const { params } = useCurrentPage();
  const id = params.id ?? '';
  return <InterviewBookingPage key={id} id={id} />;
}
