import { act, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from 'react-aria-components';
import { keepEarlyActions } from './early-actions';

// A page as the server renders it: a controlled search box, a button that counts its presses,
// a link and a GET form's submit button.
function Page({ onSearch }: { onSearch?: (text: string) => void }) {
  const [text, setText] = useState('');
  const [presses, setPresses] = useState(0);
  return (
    <form action="/careers" method="get">
      <input
        aria-label="What"
        name="query"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onSearch?.(event.target.value);
        }}
      />
      <button
        type="button"
        onClick={() => {
          setPresses((count) => count + 1);
        }}
      >
        Save {presses}
      </button>
      <button type="submit">Search</button>
      <output>{text}</output>
    </form>
  );
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

function serverRendered(): HTMLElement {
  document.body.innerHTML = `<div id="root">${renderToString(<Page />)}</div>`;
  return document.getElementById('root')!;
}

// A React Aria button as the server renders it, kept by keepEarlyActions, counting its presses.
function serverRenderedButton(name: string) {
  const presses = { count: 0 };
  const page = (
    <Button
      onPress={() => {
        presses.count += 1;
      }}
    >
      {name}
    </Button>
  );
  document.body.innerHTML = `<div id="root">${renderToString(page)}</div>`;
  const container = document.getElementById('root')!;
  const actions = keepEarlyActions(container);
  const button = container.querySelector('button')!;
  return { page, container, actions, button, presses };
}

function typeBeforeHydration(field: HTMLInputElement, text: string) {
  field.focus();
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('keepEarlyActions (decision 021)', () => {
  it('carries a button click made before hydration over, once', async () => {
    const container = serverRendered();
    const actions = keepEarlyActions(container);
    container.querySelector<HTMLButtonElement>('button[type="button"]')!.click();
    await act(async () => {
      root = hydrateRoot(container, <Page />);
      await Promise.resolve();
    });
    act(() => {
      actions.replay();
    });
    expect(container.querySelector('button[type="button"]')).toHaveTextContent('Save 1');
    act(() => {
      actions.replay();
    });
    expect(container.querySelector('button[type="button"]')).toHaveTextContent('Save 1');
  });

  it('leaves the form’s submit button to the page, and keeps a click made while hydrating', async () => {
    const container = serverRendered();
    const actions = keepEarlyActions(container);
    const submits: string[] = [];
    container.querySelector('form')!.addEventListener('submit', (event) => {
      event.preventDefault();
      submits.push('submit');
    });
    container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    await act(async () => {
      root = hydrateRoot(container, <Page />);
      await Promise.resolve();
    });
    act(() => {
      container.querySelector<HTMLButtonElement>('button[type="button"]')!.click();
      actions.replay();
    });
    expect(submits).toEqual(['submit']);
    expect(container.querySelector('button[type="button"]')).toHaveTextContent('Save 1');
  });

  it('tells the app about text typed before hydration, which React’s tracker would hide', async () => {
    const container = serverRendered();
    const actions = keepEarlyActions(container);
    const field = container.querySelector('input')!;
    typeBeforeHydration(field, 'nur');
    const searched: string[] = [];
    await act(async () => {
      root = hydrateRoot(
        container,
        <Page
          onSearch={(text) => {
            searched.push(text);
          }}
        />,
      );
      await Promise.resolve();
    });
    // Hydration keeps the typed text on screen but the app's state is still empty.
    expect(field).toHaveValue('nur');
    expect(container.querySelector('output')).toHaveTextContent('');
    act(() => {
      actions.replay();
    });
    expect(searched).toEqual(['nur']);
    expect(container.querySelector('output')).toHaveTextContent('nur');
    expect(field).toHaveValue('nur');
    expect(field).toHaveFocus();
  });

  // React Aria's press handlers ignore a click whose pointer went down before they listened: the
  // bell, the cart, the avatar menu… once lost such a first click.
  it('makes a press begun before the app was ready act once on a React Aria button', async () => {
    const { page, container, actions, button, presses } = serverRenderedButton('Notifications');
    button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'mouse' }));
    await act(async () => {
      root = hydrateRoot(container, page);
      await Promise.resolve();
    });
    // Released and clicked while hydrating: neither reaches the page yet.
    button.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, pointerType: 'mouse' }));
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 }));
    expect(presses.count).toBe(0);
    act(() => {
      actions.replay();
    });
    expect(presses.count).toBe(1);
  });

  it('makes again the click of a press that ends after the app is ready', async () => {
    const { page, container, actions, button, presses } = serverRenderedButton('Cart');
    button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'mouse' }));
    await act(async () => {
      root = hydrateRoot(container, page);
      await Promise.resolve();
    });
    act(() => {
      actions.replay();
    });
    act(() => {
      button.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, pointerType: 'mouse' }));
      button.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 }));
    });
    expect(presses.count).toBe(1);
  });

  // A part whose code loads later may be rendered afresh instead of adopting the server's nodes.
  it('clicks the button that took the place of the one clicked, when React rendered it afresh', async () => {
    let presses = 0;
    const bell = (count: number) => (
      <Button
        aria-label={`Notifications, ${count} unread`}
        onPress={() => {
          presses += 1;
        }}
      >
        Bell
      </Button>
    );
    document.body.innerHTML = `<div id="root">${renderToString(bell(0))}</div>`;
    const container = document.getElementById('root')!;
    const actions = keepEarlyActions(container);
    container.querySelector('button')!.click();
    container.innerHTML = '';
    await act(async () => {
      root = createRoot(container);
      root.render(bell(3));
      await Promise.resolve();
    });
    act(() => {
      actions.replay();
    });
    await waitFor(() => {
      expect(presses).toBe(1);
    });
  });
});
