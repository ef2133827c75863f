import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HTMLForm } from './html-form';

describe('HTMLForm', () => {
  it('shows read-only blocks with a 400x200 "Form image", sanitised text and actions', async () => {
    render(
      <HTMLForm
        blocks={[
          {
            id: 'one',
            heading: 'Welcome',
            description: '<p>Hello <strong>there</strong></p><img src=x onerror="alert(1)">',
            image: '/image.png',
            actions: <button type="button">Start</button>,
          },
        ]}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    const image = screen.getByRole('img', { name: 'Form image' });
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '200');
    expect(screen.getByText('there')).toBeInTheDocument();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Start' })).toBeInTheDocument();
  });
});
