import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QuestionItem } from '../../core/types';
import { forgetLoadedOptions } from '../http/select-options';
import { formOf, renderForm } from '../testing/render-form';

const choices = [
  { label: 'Sales', value: 'sales' },
  { label: 'Design', value: 'design' },
  { label: 'Engineering', value: 'engineering' },
];

function answer(options: unknown[]) {
  return new Response(JSON.stringify({ data: { data: { options } } }), {
    headers: { 'content-type': 'application/json' },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  forgetLoadedOptions();
  window.history.replaceState(null, '', '/');
});

describe('SelectQuestion', () => {
  it('sorts the choices, shows "Select" and submits the chosen value', async () => {
    const user = userEvent.setup();
    const department: QuestionItem = {
      name: 'department',
      type: 'dropdown',
      label: 'Department',
      selectOptions: { choices, choicesSortOrder: 'ascending' },
    };
    const { submitted } = renderForm(formOf(department));
    const button = await screen.findByRole('button', { name: /Department/ });
    expect(button).toHaveTextContent('Select');
    await user.click(button);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Design', 'Engineering', 'Sales']);
    await user.click(options[1]!);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => {
      expect(submitted).toEqual([{ department: 'engineering' }]);
    });
  });

  it('loads options once from the endpoint with the parent value and debug, retrying a failure', async () => {
    window.history.replaceState(null, '', '/?debug=1');
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(answer([{ label: 'Berlin', value: 'berlin' }]));
    vi.stubGlobal('fetch', fetchMock);
    const city: QuestionItem = {
      name: 'city',
      type: 'select',
      label: 'City',
      selectOptions: { apiEndpoint: '/api/cities/{parentValue}', parentField: 'country' },
    };
    const first = renderForm(formOf({ name: 'country', type: 'text', label: 'Country' }, city), {
      initialValues: { country: 'Germany' },
    });
    await waitFor(
      () => {
        expect(screen.getByRole('button', { name: /City/ })).toBeEnabled();
      },
      { timeout: 3000 },
    );
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/cities/Germany?debug=1');
    first.unmount();
    renderForm(formOf({ name: 'country', type: 'text', label: 'Country' }, city), {
      initialValues: { country: 'Germany' },
    });
    await waitFor(() => {
      expect(screen.getByRole('button', { name: /City/ })).toBeEnabled();
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('says "An error occurred while retrieving data" after the retries fail', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new Error('offline')));
    renderForm(
      formOf({
        name: 'x',
        type: 'select',
        label: 'Office',
        selectOptions: { apiEndpoint: '/api/offices' },
      }),
    );
    expect(
      await screen.findByText('An error occurred while retrieving data', {}, { timeout: 4000 }),
    ).toHaveAttribute('role', 'alert');
  });

  it('offers "Not Applicable" for no options, and picks a lone N/A and locks the field', async () => {
    const user = userEvent.setup();
    const host = {
      optionLoaders: {
        none: () => Promise.resolve([]),
        na: () => Promise.resolve([{ label: 'N/A', value: 'na' }]),
      },
    };
    const { submitted } = renderForm(
      formOf(
        { name: 'a', type: 'select', label: 'Empty', selectOptions: { apiCall: 'none' } },
        { name: 'b', type: 'select', label: 'Lone', selectOptions: { apiCall: 'na' } },
      ),
      { host },
    );
    // Disabled while its options load, too: wait for the lone option itself.
    await waitFor(() => {
      expect(screen.getByRole('button', { name: /Lone/ })).toHaveTextContent('N/A');
    });
    expect(screen.getByRole('button', { name: /Lone/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Empty/ }));
    // The popover (and the loader's empty answer) may land a tick later on a busy machine.
    expect(await screen.findByRole('option', { name: 'Not Applicable' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => {
      expect(submitted).toHaveLength(1);
    });
    expect(submitted[0]).toMatchObject({ b: 'na' });
  });

  it('resets a value that is not among the options', async () => {
    const user = userEvent.setup();
    const { submitted } = renderForm(
      formOf({ name: 'd', type: 'dropdown', label: 'Department', selectOptions: { choices } }),
      { initialValues: { d: 'marketing' } },
    );
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await waitFor(() => {
      expect(submitted).toEqual([{ d: null }]);
    });
  });

  it('sorts descending by the page language', async () => {
    const user = userEvent.setup();
    renderForm(
      formOf({
        name: 'fruit',
        type: 'select',
        label: 'Fruit',
        selectOptions: {
          choicesSortOrder: 'descending',
          choices: [
            { label: 'Äpfel', value: 'a' },
            { label: 'Zitrone', value: 'z' },
            { label: 'Birne', value: 'b' },
          ],
        },
      }),
    );
    await user.click(await screen.findByRole('button', { name: /Fruit/ }));
    const labels = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(labels).toEqual(['Zitrone', 'Birne', 'Äpfel']);
  });

  it('keeps a list of values with `multiple`', async () => {
    const user = userEvent.setup();
    const { submitted } = renderForm(
      formOf({
        name: 'teams',
        type: 'select',
        label: 'Teams',
        selectOptions: { choices, multiple: true },
      }),
      { initialValues: { teams: ['design', 'gone'] } },
    );
    await user.click(await screen.findByRole('button', { name: /Teams/ }));
    const listbox = screen.getByRole('listbox');
    expect(listbox).toHaveAttribute('aria-multiselectable', 'true');
    expect(within(listbox).getByRole('option', { name: 'Design' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.click(within(listbox).getByRole('option', { name: 'Sales' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => {
      expect(submitted).toHaveLength(1);
    });
    expect(submitted[0]?.teams).toEqual(expect.arrayContaining(['design', 'sales']));
    expect(submitted[0]?.teams).toHaveLength(2);
  });

  it('picks a lone N/A once in a multiple select too', async () => {
    const user = userEvent.setup();
    const loader = vi.fn(() => Promise.resolve([{ label: 'N/A', value: 'na' }]));
    const { submitted } = renderForm(
      formOf({
        name: 'm',
        type: 'select',
        label: 'Lone',
        selectOptions: { apiCall: 'na', multiple: true },
      }),
      { host: { optionLoaders: { na: loader } } },
    );
    await waitFor(() => {
      expect(screen.getByRole('button', { name: /Lone/ })).toBeDisabled();
    });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => {
      expect(submitted).toEqual([{ m: ['na'] }]);
    });
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('loads again for a new parent value and resets a value the new options lack', async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn((url: string) =>
      Promise.resolve(
        answer(
          url.endsWith('/DE')
            ? [{ label: 'Berlin', value: 'berlin' }]
            : url.endsWith('/FR')
              ? [{ label: 'Paris', value: 'paris' }]
              : [],
        ),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { submitted } = renderForm(
      formOf(
        { name: 'country', type: 'text', label: 'Country' },
        {
          name: 'city',
          type: 'select',
          label: 'City',
          selectOptions: { apiEndpoint: '/api/cities/{parentValue}', parentField: 'country' },
        },
      ),
      { initialValues: { country: 'DE', city: 'berlin' } },
    );
    await waitFor(() => {
      expect(screen.getByRole('button', { name: /City/ })).toHaveTextContent('Berlin');
    });
    const country = screen.getByRole('textbox', { name: 'Country' });
    await user.clear(country);
    await user.type(country, 'FR');
    await waitFor(() => {
      expect(screen.getByRole('button', { name: /City/ })).toHaveTextContent('Select');
    });
    expect(fetchMock).toHaveBeenCalledWith('/api/cities/FR', expect.anything());
    await user.click(screen.getByRole('button', { name: /City/ }));
    await user.click(screen.getByRole('option', { name: 'Paris' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => {
      expect(submitted).toEqual([{ country: 'FR', city: 'paris' }]);
    });
  });

  it('asks a host loader with the parent value', async () => {
    const loader = vi.fn((parent: unknown) =>
      Promise.resolve([{ label: `Office in ${String(parent)}`, value: 'o1' }]),
    );
    const user = userEvent.setup();
    renderForm(
      formOf(
        { name: 'region', type: 'text', label: 'Region' },
        {
          name: 'office',
          type: 'select',
          label: 'Office',
          selectOptions: { apiCall: 'offices', parentField: 'region' },
        },
      ),
      { initialValues: { region: 'EMEA' }, host: { optionLoaders: { offices: loader } } },
    );
    await waitFor(() => {
      expect(screen.getByRole('button', { name: /Office/ })).toBeEnabled();
    });
    expect(loader).toHaveBeenCalledWith('EMEA');
    await user.click(screen.getByRole('button', { name: /Office/ }));
    expect(screen.getByRole('option', { name: 'Office in EMEA' })).toBeInTheDocument();
  });

  it('draws a choice’s icon beside its label in the list and on the chosen value', async () => {
    const user = userEvent.setup();
    const office: QuestionItem = {
      name: 'office',
      type: 'select',
      label: 'Office',
      selectOptions: {
        choices: [
          { label: 'Berlin', value: 'berlin', iconProps: { name: 'building' } },
          { label: 'Home', value: 'home', iconProps: { name: 'home', label: 'Remote' } },
          {
            label: 'Dubai',
            value: 'dubai',
            iconProps: { src: 'https://cdn.example.com/dubai.svg', alt: '', position: 'end' },
          },
        ],
      },
    };
    renderForm(formOf(office));
    await user.click(await screen.findByRole('button', { name: /Office/ }));
    const list = screen.getByRole('listbox');
    const berlin = within(list).getByRole('option', { name: 'Berlin' });
    expect(berlin.querySelector('svg[data-icon="building"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    expect(within(list).getByRole('option', { name: 'Remote Home' })).toBeInTheDocument();
    const dubai = within(list).getByRole('option', { name: 'Dubai' });
    const image = dubai.querySelector('img');
    expect(image).toHaveAttribute('src', 'https://cdn.example.com/dubai.svg');
    expect(image?.previousElementSibling).toHaveTextContent('Dubai');
    await user.click(berlin);
    const trigger = screen.getByRole('button', { name: /Office/ });
    expect(trigger).toHaveTextContent('Berlin');
    expect(trigger.querySelector('svg[data-icon="building"]')).toBeInTheDocument();
  });
});
