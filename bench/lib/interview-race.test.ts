import { describe, expect, it } from 'vitest';
import { raceEnd, raceVerdict, tryInOrder, type BookingAnswer } from './interview-race';
import { createRandom, shuffled } from './random';

const booked: BookingAnswer = { status: 200, booking: null };
const taken: BookingAnswer = { status: 409, booking: 'slot_taken' };

// A stand-in server: each time held by the first to ask for it, answered after a random pause so
// the candidates' tries interleave as they do over HTTP.
function fakeServer(seed: number) {
  const holders = new Map<number, number>();
  const random = createRandom(seed);
  return {
    holders,
    book: async (candidate: number, slotId: number): Promise<BookingAnswer> => {
      await new Promise((resolve) => setTimeout(resolve, Math.floor(random() * 3)));
      if (holders.has(slotId)) return taken;
      holders.set(slotId, candidate);
      return booked;
    },
  };
}

describe('the interview race', () => {
  it('books one time per candidate at most and refuses the rest once every time is taken', async () => {
    const slots = Array.from({ length: 10 }, (_, index) => index + 1);
    const server = fakeServer(7);
    const ends = await Promise.all(
      Array.from({ length: 50 }, async (_, candidate) => {
        const order = shuffled(slots, createRandom(candidate + 1));
        const answers = await tryInOrder(order, (slotId) => server.book(candidate, slotId));
        return raceEnd(answers, slots.length);
      }),
    );
    expect(raceVerdict(ends, slots.length)).toEqual({
      booked: 10,
      refused: 40,
      faults: 0,
      isRight: true,
    });
    expect(new Set(server.holders.values()).size).toBe(10);
  });

  it('stops at the first answer that is not "taken"', async () => {
    const answers = [taken, { status: 503, booking: null }, booked];
    let next = 0;
    const tried = await tryInOrder([1, 2, 3], () => Promise.resolve(answers[next++]!));
    expect(tried).toEqual(answers.slice(0, 2));
    expect(raceEnd(tried, 3)).toBe('fault');
  });

  it('counts a refusal only when every time was tried and taken', () => {
    expect(raceEnd([taken, taken, booked], 3)).toBe('booked');
    expect(raceEnd([taken, taken, taken], 3)).toBe('refused');
    expect(raceEnd([taken, taken], 3)).toBe('fault');
    expect(raceEnd([{ status: 409, booking: 'too_soon' }], 1)).toBe('fault');
    expect(raceVerdict(['booked', 'booked', 'refused'], 1).isRight).toBe(false);
  });

  it('shuffles every item into a new order, the same for the same seed', () => {
    const items = Array.from({ length: 20 }, (_, index) => index);
    const order = shuffled(items, createRandom(3));
    expect([...order].sort((a, b) => a - b)).toEqual(items);
    expect(order).not.toEqual(items);
    expect(shuffled(items, createRandom(3))).toEqual(order);
  });
});
