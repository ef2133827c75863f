import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { QuestionItem } from '../../core/types';
import { formOf, renderForm } from '../testing/render-form';
import { esignFrameUrl } from './esign-frame';

const WIDGET = 'https://sign.acme.example';

function postFromFrame(frame: HTMLElement, data: unknown, origin = WIDGET) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        origin,
        source: (frame as HTMLIFrameElement).contentWindow,
        data,
      }),
    );
  });
}

const contract: QuestionItem = {
  name: 'contract',
  type: 'embedded_form',
  label: 'Employment contract',
  required: true,
  additionalProperties: {
    customDomain: 'sign.acme.example',
    wid: 'w-42',
    hosted: true,
    onSign: 'signed',
  },
};

describe('esignFrameUrl', () => {
  it('builds the widget’s public path on the custom domain with wid and hosted', () => {
    const url = new URL(
      esignFrameUrl({ customDomain: 'sign.acme.example', wid: 'a b&c', hosted: true }) ?? '',
    );
    expect(url.origin).toBe(WIDGET);
    expect(url.pathname).toBe('/esign/embed');
    expect(url.searchParams.get('wid')).toBe('a b&c');
    expect(url.searchParams.get('hosted')).toBe('true');
  });

  it('takes the given url without a custom domain', () => {
    expect(esignFrameUrl({ url: 'https://docs.example/form/1' })).toBe(
      'https://docs.example/form/1',
    );
    expect(esignFrameUrl({})).toBeUndefined();
  });
});

describe('EsignQuestion', () => {
  it('shows an 800x1132 frame titled by the title, else the label', async () => {
    renderForm(
      formOf(contract, {
        ...contract,
        name: 'nda',
        additionalProperties: { url: `${WIDGET}/x`, title: 'NDA' },
      }),
    );
    const frame = await screen.findByTitle('Employment contract');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('width', '800');
    expect(frame).toHaveAttribute('height', '1132');
    expect(frame).toHaveAttribute('src', `${WIDGET}/esign/embed?wid=w-42&hosted=true`);
    expect(frame.style.aspectRatio).toBe('800 / 1132');
    expect(screen.getByTitle('NDA')).toHaveAttribute('src', `${WIDGET}/x`);
  });

  it('ignores messages from another origin or another window, and unknown types', async () => {
    const signed = vi.fn();
    renderForm(formOf(contract), { host: { callbacks: { signed } } });
    const frame = await screen.findByTitle('Employment contract');
    postFromFrame(frame, { type: 'ESIGN' }, 'https://evil.example');
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { origin: WIDGET, source: window, data: { type: 'ESIGN' } }),
      );
    });
    postFromFrame(frame, { type: 'SOMETHING' });
    postFromFrame(frame, 'ESIGN');
    expect(signed).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('signs on ESIGN: the callback gets the message, the frame goes and the value is submitted', async () => {
    const user = userEvent.setup();
    const signed = vi.fn();
    const { submitted } = renderForm(formOf(contract), { host: { callbacks: { signed } } });
    postFromFrame(await screen.findByTitle('Employment contract'), {
      type: 'ESIGN',
      envelope: 'e-1',
    });
    expect(signed).toHaveBeenCalledWith({ type: 'ESIGN', envelope: 'e-1' });
    expect(await screen.findByRole('status')).toHaveTextContent(/^Signed on /);
    expect(screen.queryByTitle('Employment contract')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => {
      expect(submitted).toHaveLength(1);
    });
    expect(submitted[0]?.contract).toEqual({ status: 'signed', at: expect.any(String) as unknown });
  });

  it('on REJECT calls onReject, says so and still counts the signature as missing', async () => {
    const user = userEvent.setup();
    const rejected = vi.fn();
    const { submitted } = renderForm(
      formOf({ ...contract, additionalProperties: { url: `${WIDGET}/doc`, onReject: 'rejected' } }),
      { host: { callbacks: { rejected } } },
    );
    postFromFrame(await screen.findByTitle('Employment contract'), { type: 'REJECT' });
    expect(rejected).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('You declined to sign.');
    expect(screen.getByTitle('Employment contract')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Employment contract is required');
    expect(submitted).toEqual([]);
  });

  it('shows a signed value without a readable date as signed', async () => {
    renderForm(formOf(contract), { initialValues: { contract: { status: 'signed' } } });
    expect(await screen.findByRole('status')).toHaveTextContent('Signed.');
    expect(screen.queryByTitle('Employment contract')).not.toBeInTheDocument();
  });
});
