import { AUTOCOMPLETE_MAX_SUGGESTIONS } from '@careers/contracts';
import { describe, expect, it } from 'vitest';
import { GroupSuggestions } from './suggestions.service';

const noPlaces = () => [];

function suggestionsOf(titles: [string, number][], skills: [string, number][] = []) {
  return new GroupSuggestions({
    titles: titles.map(([text, count]) => ({ text, count })),
    skills: skills.map(([text, count]) => ({ text, count })),
    places: [],
  });
}

describe('GroupSuggestions', () => {
  it('ranks texts starting with the words first, then by count, length and text', () => {
    const suggestions = suggestionsOf(
      [
        ['Senior Data Engineer', 50],
        ['Data Analyst', 3],
        ['Data Engineer', 3],
        ['Database Administrator', 9],
        ['Lead Data Scientist', 80],
      ],
      [['Data modeling', 3]],
    );
    expect(suggestions.suggest('data', 'query', noPlaces).map((s) => s.text)).toEqual([
      'Database Administrator',
      'Data Analyst',
      'Data Engineer',
      'Data modeling',
      'Lead Data Scientist',
      'Senior Data Engineer',
    ]);
  });

  it('keeps the best ten of many matches', () => {
    const titles = Array.from({ length: 500 }, (_, at): [string, number] => [`Role ${at}`, at]);
    const found = suggestionsOf(titles).suggest('ro', 'query', noPlaces);
    expect(found).toHaveLength(AUTOCOMPLETE_MAX_SUGGESTIONS);
    expect(found.map((s) => s.count)).toEqual([499, 498, 497, 496, 495, 494, 493, 492, 491, 490]);
    expect(found[0]).toEqual({ text: 'Role 499', kind: 'title', value: 'Role 499', count: 499 });
  });

  it('finds nothing for an empty or unmatched query', () => {
    const suggestions = suggestionsOf([['Nurse', 4]]);
    expect(suggestions.suggest('  ', 'query', noPlaces)).toEqual([]);
    expect(suggestions.suggest('xyz', 'query', noPlaces)).toEqual([]);
  });
});
