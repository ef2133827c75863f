import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ESIGN_CONSENT_VERSION,
  esignEventCall,
  esignRejectCall,
  esignSessionCall,
  esignSignCall,
  type EsignSessionState,
} from '@careers/contracts/esign';
import { createQueryClient } from '../../shared/api/query-client';
import { answer, fakeServer, type FakeRoute } from '../../test/fake-server';
import { EsignWidget } from './esign-widget';

// pdf.js does not run in jsdom; the viewer's own tests cover it (packages/forms).
vi.mock('./esign-pdf', () => ({
  EsignPdf: ({ title }: { title: string }) => <p>Document viewer: {title}</p>,
}));

const WID = 'wid_0123456789abcdef';
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

function session(state: EsignSessionState = 'open'): FakeRoute {
  return answer(esignSessionCall, {
    documentName: 'Offer letter — Staff Nurse',
    companyName: 'Northwind Health',
    signerName: 'Alex Doe',
    signerEmail: 'alex@example.com',
    state,
    consentVersion: ESIGN_CONSENT_VERSION,
    pdfBase64: btoa('%PDF-1.7'),
  });
}

const OPEN = [
  session(),
  answer(esignEventCall, { recorded: true }),
  answer(esignSignCall, { state: 'signed' }),
  answer(esignRejectCall, { state: 'rejected' }),
];

function renderWidget(isHosted = false) {
  return render(
    <QueryClientProvider client={createQueryClient(() => undefined)}>
      <EsignWidget wid={WID} isHosted={isHosted} />
    </QueryClientProvider>,
  );
}

// What the page's parent hears, when there is one: jsdom's page is not framed.
function frameInParent() {
  const parent = { postMessage: vi.fn() };
  vi.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window);
  return parent;
}

const signButton = () => screen.getByRole('button', { name: 'Sign document' });
const consentBox = () =>
  screen.getByRole('checkbox', { name: /I agree to use an electronic signature/ });

async function consentAndType(user: ReturnType<typeof userEvent.setup>, name = 'Alex Doe') {
  await user.click(await screen.findByRole('checkbox', { name: /electronic signature/ }));
  await user.type(screen.getByRole('textbox', { name: 'Your full name' }), name);
}

beforeEach(() => {
  window.history.replaceState(null, '', `/esign/embed?wid=${WID}&hosted=false`);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('EsignWidget: the session', () => {
  it('shows who asks, for which document and who signs, with the document, and records one view', async () => {
    const server = fakeServer(OPEN);
    renderWidget();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Offer letter — Staff Nurse' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Northwind Health')).toBeInTheDocument();
    expect(
      screen.getByText(/^Signing as \S*Alex Doe\S* \(\S*alex@example\.com\S*\)$/),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Document viewer: Offer letter — Staff Nurse'),
    ).toBeInTheDocument();
    await waitFor(() => {
      expect(server.callsTo(esignEventCall)).toHaveLength(1);
    });
    expect(server.callsTo(esignEventCall)[0]?.body).toEqual({ wid: WID, event: 'viewed' });
    expect(server.callsTo(esignSessionCall)[0]?.search).toBe(`?wid=${WID}`);
  });

  it.each([
    ['signed', 'This document has already been signed.'],
    ['closed', 'This document can no longer be signed.'],
    ['rejected', 'You declined to sign this document.'],
  ] as const)('a %s session shows only where it stands', async (state, message) => {
    const server = fakeServer([session(state), answer(esignEventCall, { recorded: true })]);
    renderWidget();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(message);
    expect(screen.queryByRole('button', { name: 'Sign document' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(server.callsTo(esignEventCall)).toHaveLength(0);
  });

  it('says the link is not valid when the session call fails', async () => {
    fakeServer([[esignSessionCall, { status: 404, body: { message: 'Not found' } }]]);
    renderWidget();
    expect(
      await screen.findByText('This signing link is not valid or has expired.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign document' })).not.toBeInTheDocument();
  });

  it('offers a retry when the server fails, and shows the document once it answers', async () => {
    let calls = 0;
    fakeServer([
      [
        esignSessionCall,
        () => {
          calls += 1;
          return calls <= 3
            ? { status: 503, body: { message: 'Unavailable' } }
            : (session()[1] as { body: unknown });
        },
      ],
      answer(esignEventCall, { recorded: true }),
    ]);
    const user = userEvent.setup();
    renderWidget();
    expect(await screen.findByText('The document could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Sign document' })).toBeInTheDocument();
  });
});

describe('EsignWidget: consent', () => {
  it('cannot sign before consenting, and says why beside the button', async () => {
    const server = fakeServer(OPEN);
    const user = userEvent.setup();
    renderWidget();
    await screen.findByRole('button', { name: 'Sign document' });
    expect(signButton()).toBeEnabled();
    expect(signButton()).toHaveAccessibleDescription(
      'To sign, first check the box above to agree to sign electronically.',
    );
    await user.type(screen.getByRole('textbox', { name: 'Your full name' }), 'Alex Doe');
    await user.click(signButton());
    expect(screen.getByRole('alert')).toHaveTextContent(
      'To sign, first check the box above to agree to sign electronically.',
    );
    expect(consentBox()).toHaveFocus();
    expect(server.callsTo(esignSignCall)).toHaveLength(0);
  });

  it('shows the versioned consent text and records consent once', async () => {
    const server = fakeServer(OPEN);
    const user = userEvent.setup();
    renderWidget();
    const box = await screen.findByRole('checkbox', { name: /electronic signature/ });
    expect(box).toHaveAccessibleName(
      expect.stringContaining(
        'legally binding, just like a handwritten signature, that I can ask Northwind Health for a paper copy',
      ) as string,
    );
    expect(box).toHaveAccessibleName(expect.stringContaining('Decline to sign') as string);
    await user.click(box);
    await user.click(box);
    await user.click(box);
    expect(box).toBeChecked();
    await waitFor(() => {
      expect(server.callsTo(esignEventCall).map((request) => request.body)).toEqual([
        { wid: WID, event: 'viewed' },
        { wid: WID, event: 'consented' },
      ]);
    });
  });
});

describe('EsignWidget: signing', () => {
  it('signs with the typed name, the consent version and the time zone', async () => {
    const server = fakeServer(OPEN);
    const user = userEvent.setup();
    const post = vi.spyOn(window, 'postMessage');
    renderWidget();
    await consentAndType(user, '  Alex Doe ');
    expect(screen.getByText('Alex Doe', { selector: 'span' })).toBeInTheDocument();
    await user.click(signButton());
    expect(await screen.findByText('Document signed. You can close this window.')).toHaveFocus();
    expect(server.callsTo(esignSignCall)[0]?.body).toEqual({
      wid: WID,
      consent_version: '2026-11',
      method: 'typed',
      typed_name: 'Alex Doe',
      time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(post).not.toHaveBeenCalled();
  });

  it('waits under the full-screen loader while signing, the rest of the page inert', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const server = fakeServer([
      ...OPEN.filter(([call]) => call !== esignSignCall),
      [esignSignCall, () => held.then(() => ({ body: { data: { state: 'signed' } } }))],
    ]);
    const user = userEvent.setup();
    const { container } = renderWidget();
    await consentAndType(user);
    await user.click(signButton());
    const loader = await screen.findByRole('status', { busy: true });
    expect(loader.parentElement).toBe(document.body);
    expect(container).toHaveAttribute('inert');
    release();
    await screen.findByText('Document signed. You can close this window.');
    expect(screen.queryByRole('status', { busy: true })).toBeNull();
    expect(container).not.toHaveAttribute('inert');
    expect(server.callsTo(esignSignCall)).toHaveLength(1);
  });

  it('asks for a name before signing typed', async () => {
    const server = fakeServer(OPEN);
    const user = userEvent.setup();
    renderWidget();
    await user.click(await screen.findByRole('checkbox', { name: /electronic signature/ }));
    await user.click(signButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Type your name to sign.');
    expect(server.callsTo(esignSignCall)).toHaveLength(0);
  });

  it('signs with the drawn signature as PNG base64', async () => {
    const server = fakeServer(OPEN);
    const user = userEvent.setup();
    const context = {
      beginPath: vi.fn(),
      arc: vi.fn(),
      fill: vi.fn(),
      moveTo: vi.fn(),
      lineTo: vi.fn(),
      stroke: vi.fn(),
      clearRect: vi.fn(),
    };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
      context as unknown as CanvasRenderingContext2D,
    );
    const toDataUrl = vi
      .spyOn(HTMLCanvasElement.prototype, 'toDataURL')
      .mockReturnValue(`data:image/png;base64,${PNG}`);
    renderWidget();
    await user.click(await screen.findByRole('checkbox', { name: /electronic signature/ }));
    await user.click(screen.getByRole('tab', { name: 'Draw' }));
    const pad = screen.getByRole('img', { name: 'Signature pad' });
    expect(pad).toHaveAccessibleDescription(
      'Draw your signature with a mouse, pen or finger, or choose Type to type it.',
    );
    expect(pad).toHaveClass('touch-none');

    await user.click(signButton());
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Draw your signature, or choose Type to type your name.',
    );

    fireEvent.pointerDown(pad, { pointerId: 1, pointerType: 'pen', clientX: 10, clientY: 20 });
    fireEvent.pointerMove(pad, { pointerId: 1, pointerType: 'pen', clientX: 60, clientY: 40 });
    fireEvent.pointerUp(pad, { pointerId: 1, pointerType: 'pen', clientX: 60, clientY: 40 });
    expect(context.lineTo).toHaveBeenCalledWith(60, 40);
    expect(toDataUrl).toHaveBeenCalledWith('image/png');

    await user.click(signButton());
    await screen.findByText('Document signed. You can close this window.');
    const body = server.callsTo(esignSignCall)[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ wid: WID, consent_version: '2026-11', method: 'drawn' });
    expect(body.image_png).toBe(PNG);
    expect(body).not.toHaveProperty('typed_name');
  });

  it('shows the server’s message and keeps the signature when signing fails', async () => {
    fakeServer([
      ...OPEN.filter(([call]) => call !== esignSignCall),
      [esignSignCall, { status: 409, body: { message: 'This offer is no longer open.' } }],
    ]);
    const user = userEvent.setup();
    renderWidget();
    await consentAndType(user);
    await user.click(signButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('This offer is no longer open.');
    expect(screen.getByRole('textbox', { name: 'Your full name' })).toHaveValue('Alex Doe');
    expect(consentBox()).toBeChecked();
    expect(signButton()).toBeInTheDocument();
  });
});

describe('EsignWidget: telling the page that frames it', () => {
  it('posts ESIGN to the parent, on the site’s origin only, when hosted and framed', async () => {
    fakeServer(OPEN);
    const user = userEvent.setup();
    renderWidget(true);
    const parent = frameInParent();
    await consentAndType(user);
    await user.click(signButton());
    expect(await screen.findByText('Signed')).toBeInTheDocument();
    expect(parent.postMessage).toHaveBeenCalledTimes(1);
    expect(parent.postMessage).toHaveBeenCalledWith({ type: 'ESIGN' }, window.location.origin);
  });

  it('posts nothing when hosted but not framed, or framed but not hosted', async () => {
    fakeServer(OPEN);
    const user = userEvent.setup();
    const post = vi.spyOn(window, 'postMessage');
    const view = renderWidget(true);
    await consentAndType(user);
    await user.click(signButton());
    await screen.findByText('Signed');
    expect(post).not.toHaveBeenCalled();
    view.unmount();

    const parent = frameInParent();
    renderWidget(false);
    await consentAndType(user);
    await user.click(signButton());
    await screen.findByText('Document signed. You can close this window.');
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it('declines after a confirmation and posts REJECT when hosted and framed', async () => {
    const server = fakeServer(OPEN);
    const user = userEvent.setup();
    renderWidget(true);
    const parent = frameInParent();
    await user.click(await screen.findByRole('button', { name: 'Decline to sign' }));
    const question = screen.getByText(
      'Decline to sign this document electronically? You can still sign it on paper, or decline the offer.',
    );
    expect(question).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Keep signing' }));
    expect(screen.getByRole('button', { name: 'Decline to sign' })).toHaveFocus();
    expect(server.callsTo(esignRejectCall)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Decline to sign' }));
    await user.click(screen.getByRole('button', { name: 'Yes, decline' }));
    expect(await screen.findByText('You declined to sign this document.')).toHaveFocus();
    expect(server.callsTo(esignRejectCall)[0]?.body).toEqual({ wid: WID });
    expect(parent.postMessage).toHaveBeenCalledWith({ type: 'REJECT' }, window.location.origin);
    expect(server.callsTo(esignSignCall)).toHaveLength(0);
  });
});
