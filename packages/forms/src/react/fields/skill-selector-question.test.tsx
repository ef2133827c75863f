import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { QuestionItem } from '../../core/types';
import { formOf, renderForm } from '../testing/render-form';

const question: QuestionItem = { name: 'skills', label: 'Skills', type: 'skillSelector' };

function tags() {
  return within(screen.getByRole('grid', { name: 'Skills' }))
    .queryAllByRole('row')
    .map((row) => row.textContent);
}

const twelve = Array.from({ length: 12 }, (_, index) => `Skill ${index + 1}`);

describe('SkillSelectorQuestion', () => {
  it('shows ten skills, then "+N" for the rest and "Show fewer" once expanded', async () => {
    const user = userEvent.setup();
    renderForm(formOf(question), { initialValues: { skills: twelve } });
    const more = await screen.findByRole('button', { name: 'Show 2 more skills' });
    expect(more).toHaveTextContent('+2');
    expect(tags()).toEqual(twelve.slice(0, 10));
    await user.click(more);
    expect(tags()).toEqual(twelve);
    const fewer = screen.getByRole('button', { name: 'Show fewer' });
    expect(fewer).toHaveFocus();
    await user.click(fewer);
    expect(tags()).toHaveLength(10);
  });

  it('collapses at the question’s own threshold', async () => {
    renderForm(formOf({ ...question, skillSelectorOptions: { showMoreThreshold: 3 } }), {
      initialValues: { skills: twelve.slice(0, 6) },
    });
    expect(await screen.findByRole('button', { name: 'Show 3 more skills' })).toHaveTextContent(
      '+3',
    );
    expect(tags()).toHaveLength(3);
  });

  it('removes a skill with its remove button', async () => {
    const user = userEvent.setup();
    const { submitted } = renderForm(formOf(question), {
      initialValues: { skills: ['Go', 'Rust'] },
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Go' }));
    expect(tags()).toEqual(['Rust']);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted).toEqual([{ skills: ['Rust'] }]);
  });

  it('adds suggested skills one by one or all at once', async () => {
    const user = userEvent.setup();
    const { submitted } = renderForm(
      formOf({
        ...question,
        skillSelectorOptions: { suggestedSkills: ['Python', 'Go', 'Rust', 'SQL'] },
      }),
      { initialValues: { skills: ['go'] } },
    );
    const suggestions = await screen.findByRole('group', { name: 'Suggested skills' });
    // A chosen skill is not suggested again, whatever its case.
    expect(within(suggestions).queryByRole('button', { name: 'Add Go' })).not.toBeInTheDocument();
    await user.click(within(suggestions).getByRole('button', { name: 'Add Python' }));
    expect(tags()).toEqual(['go', 'Python']);
    expect(within(suggestions).getByRole('button', { name: 'Add Rust' })).toHaveFocus();
    await user.click(within(suggestions).getByRole('button', { name: 'Add all' }));
    expect(tags()).toEqual(['go', 'Python', 'Rust', 'SQL']);
    expect(screen.queryByRole('group', { name: 'Suggested skills' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add skill' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted).toEqual([{ skills: ['go', 'Python', 'Rust', 'SQL'] }]);
  });

  it('names the suggestions with the question’s header', async () => {
    renderForm(
      formOf({
        ...question,
        skillSelectorOptions: {
          suggestedSkills: ['Python'],
          suggestedSkillsHeader: 'From your CV',
        },
      }),
    );
    expect(await screen.findByRole('group', { name: 'From your CV' })).toBeInTheDocument();
  });

  it('opens the search box on "Add skill" and adds the typed skill on Enter', async () => {
    const user = userEvent.setup();
    const { submitted } = renderForm(formOf(question));
    expect(await screen.findByText('No skills added yet')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Search skills' })).not.toBeInTheDocument();
    const addSkill = screen.getByRole('button', { name: 'Add skill' });
    expect(addSkill).toHaveAttribute('aria-expanded', 'false');
    await user.click(addSkill);
    expect(addSkill).toHaveAttribute('aria-expanded', 'true');
    const search = screen.getByRole('combobox', { name: 'Search skills' });
    expect(search).toHaveFocus();
    await user.type(search, '  TypeScript {Enter}');
    expect(tags()).toEqual(['TypeScript']);
    expect(search).toHaveValue('');
    await user.type(search, 'GraphQL');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(tags()).toEqual(['TypeScript', 'GraphQL']);
    expect(submitted).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted).toEqual([{ skills: ['TypeScript', 'GraphQL'] }]);
  });

  it('searches through the host, 300 ms after the last key', async () => {
    const user = userEvent.setup();
    const findSkills = vi.fn((query: string) =>
      Promise.resolve(['React', 'Redux', 'Ruby'].filter((skill) => skill.startsWith(query))),
    );
    const { submitted } = renderForm(
      formOf({ ...question, skillSelectorOptions: { searchCall: 'findSkills' } }),
      { host: { skillSearches: { findSkills } }, initialValues: { skills: ['Ruby'] } },
    );
    await user.click(await screen.findByRole('button', { name: 'Add skill' }));
    // One search for the two keys: they come one event-loop turn apart, far inside the 300 ms
    // (two separate steps of the test could be further apart than that on a loaded machine).
    await user.type(screen.getByRole('combobox', { name: 'Search skills' }), 'Re');
    const react = await screen.findByRole('option', { name: 'React' });
    expect(findSkills).toHaveBeenCalledTimes(1);
    expect(findSkills).toHaveBeenCalledWith('Re');
    // Ruby is chosen already: not offered again.
    expect(screen.queryByRole('option', { name: 'Ruby' })).not.toBeInTheDocument();
    await user.click(react);
    expect(tags()).toEqual(['Ruby', 'React']);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted).toEqual([{ skills: ['Ruby', 'React'] }]);
  });

  it('adds the highlighted search result with the keyboard', async () => {
    const user = userEvent.setup();
    const findSkills = vi.fn(() => Promise.resolve(['Kotlin', 'Kubernetes']));
    renderForm(formOf({ ...question, skillSelectorOptions: { searchCall: 'findSkills' } }), {
      host: { skillSearches: { findSkills } },
    });
    await user.click(await screen.findByRole('button', { name: 'Add skill' }));
    await user.type(screen.getByRole('combobox', { name: 'Search skills' }), 'K');
    await screen.findByRole('option', { name: 'Kubernetes' });
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => {
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    });
    expect(tags()).toEqual(['Kubernetes']);
    expect(screen.getByRole('combobox', { name: 'Search skills' })).toHaveFocus();
  });

  it('refuses a skill already in the list, whatever its case', async () => {
    const user = userEvent.setup();
    renderForm(formOf(question), { initialValues: { skills: ['Python'] } });
    await user.click(await screen.findByRole('button', { name: 'Add skill' }));
    await user.type(screen.getByRole('combobox', { name: 'Search skills' }), 'python{Enter}');
    expect(tags()).toEqual(['Python']);
    expect(screen.getByRole('status')).toHaveTextContent('python is already in your list');
  });

  it('needs at least one skill when required', async () => {
    const user = userEvent.setup();
    const { submitted } = renderForm(formOf({ ...question, required: true }));
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Skills is required')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add skill' })).toHaveFocus();
    expect(submitted).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Add skill' }));
    await user.type(screen.getByRole('combobox', { name: 'Search skills' }), 'Go{Enter}');
    await waitFor(() => {
      expect(screen.queryByText('Skills is required')).not.toBeInTheDocument();
    });
  });
});
