// The interview benchmark's race: many candidates offered the same few times, all booking at
// once, each trying the times in its own order until one is booked or none is left. What is
// right: as many bookings as times, and every other candidate told clearly that the time was
// taken (409 with `errors.booking = 'slot_taken'`, bookInterviewCall in the contracts).

export type BookingAnswer = { status: number; booking: string | null };

// How one candidate's tries ended: booked; refused, every time taken before it; or a fault (any
// other answer, or a refusal before every time was tried).
export type RaceEnd = 'booked' | 'refused' | 'fault';

const isTaken = (answer: BookingAnswer) => answer.status === 409 && answer.booking === 'slot_taken';

// Books the times in the order given, stopping at the first answer that is not "taken".
export async function tryInOrder(
  slotIds: readonly number[],
  book: (slotId: number) => Promise<BookingAnswer>,
): Promise<BookingAnswer[]> {
  const answers: BookingAnswer[] = [];
  for (const slotId of slotIds) {
    const answer = await book(slotId);
    answers.push(answer);
    if (!isTaken(answer)) break;
  }
  return answers;
}

export function raceEnd(answers: readonly BookingAnswer[], slots: number): RaceEnd {
  const last = answers.at(-1);
  if (last?.status === 200) return answers.slice(0, -1).every(isTaken) ? 'booked' : 'fault';
  return answers.length === slots && answers.every(isTaken) ? 'refused' : 'fault';
}

export function raceVerdict(ends: readonly RaceEnd[], slots: number) {
  const count = (end: RaceEnd) => ends.filter((found) => found === end).length;
  const booked = count('booked');
  const refused = count('refused');
  const faults = count('fault');
  const expectedBooked = Math.min(slots, ends.length);
  return {
    booked,
    refused,
    faults,
    isRight: faults === 0 && booked === expectedBooked && refused === ends.length - expectedBooked,
  };
}
