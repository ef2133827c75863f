import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { vslogCall } from '@careers/contracts/analytics';
import { keysToSnake } from '@careers/contracts/case';
import { notificationBadgeCall } from '@careers/contracts/notifications';
import { profileAnalysisCall, profileDetailsCall } from '@careers/contracts/profile';
import {
  deleteResumeCall,
  resumesCall,
  uploadResumeCall,
  type Resume,
} from '@careers/contracts/resumes';
import { changeLocale } from '../../shared/i18n/i18n';
import { clearToasts } from '../../shared/toasts/toast-queue';
import { ALEX, demoBoot } from '../../test/demo-boot';
import { answer, fakeServer, type FakeAnswer } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';
import { aProfile } from '../../test/profile-fixtures';

const PAGE = '/careers/profile?domain=northwind.example';

const PROFILE = aProfile();

const RESUME: Resume = {
  id: '9f1c2d3e-0000-4000-8000-000000000001',
  name: 'Alex Morgan CV.pdf',
  type: 'pdf',
  size: 245_000,
  uploadedAt: '2026-11-20T10:00:00.000Z',
  filled: ['contact', 'skills'],
};

function showPage(upload: () => FakeAnswer, resumes: Resume[] = []) {
  const server = fakeServer([
    answer(vslogCall, { stored: 1 }),
    answer(notificationBadgeCall, { count: 0 }),
    answer(profileDetailsCall, PROFILE),
    answer(profileAnalysisCall, { completion: 10, missing: [] }),
    answer(resumesCall, { resumes }),
    [uploadResumeCall, upload],
    answer(deleteResumeCall, { resumes: [] }),
  ]);
  renderApp(demoBoot({ user: ALEX }), PAGE);
  return { server, user: userEvent.setup() };
}

const uploaded: FakeAnswer = {
  body: {
    data: keysToSnake({
      candidate: { ...PROFILE, phone: '+49 30 901820', filledFromResume: ['contact'] },
      resume: RESUME,
    }),
  },
};

const aFile = () => new File(['Alex Morgan\nalex@example.com'], 'cv.txt', { type: 'text/plain' });

beforeEach(async () => {
  document.head.innerHTML = '<meta name="csrf-token" content="t1">';
  await changeLocale('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

// Resume upload: pick, confirm or cancel, then send as a data URL.
describe('the resume card', () => {
  it('asks before uploading, sends the file as a data URL and refreshes the list', async () => {
    const { server, user } = showPage(() => uploaded);
    const card = await screen.findByRole('region', { name: 'Resume' });
    expect(await within(card).findByText('You have not uploaded a resume yet.')).toBeVisible();
    const input = card.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, aFile());
    const dialog = await screen.findByRole('dialog', { name: 'Upload this resume?' });
    expect(within(dialog).getByText(/cv\.txt/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(
      await screen.findByText('Resume uploaded. Review what we added to your profile.'),
    ).toBeVisible();
    expect(server.callsTo(uploadResumeCall)[0]?.body).toEqual({
      domain: 'northwind.example',
      resume_file_name: 'cv.txt',
      resume_content: `data:text/plain;base64,${btoa('Alex Morgan\nalex@example.com')}`,
    });
    expect(server.callsTo(resumesCall).length).toBeGreaterThanOrEqual(2);
    expect(server.callsTo(profileAnalysisCall).length).toBeGreaterThanOrEqual(2);
  });

  it('sends nothing when the candidate cancels', async () => {
    const { server, user } = showPage(() => uploaded);
    const card = await screen.findByRole('region', { name: 'Resume' });
    const input = card.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, aFile());
    const dialog = await screen.findByRole('dialog', { name: 'Upload this resume?' });
    await user.click(within(dialog).getAllByRole('button', { name: 'Cancel' })[0]!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.callsTo(uploadResumeCall)).toEqual([]);
  });

  it('says why a file was refused and keeps the dialog open', async () => {
    const { user } = showPage(() => ({
      status: 422,
      body: {
        message: 'Upload your resume as PDF, DOCX, or TXT.',
        errors: { resume_content: 'Upload your resume as PDF, DOCX, or TXT.' },
      },
    }));
    const card = await screen.findByRole('region', { name: 'Resume' });
    const input = card.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, aFile());
    const dialog = await screen.findByRole('dialog', { name: 'Upload this resume?' });
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(
      await within(dialog).findByText('Upload your resume as PDF, DOCX, or TXT.'),
    ).toBeVisible();
  });

  it('lists a resume with its download link and deletes it after confirmation', async () => {
    const { server, user } = showPage(() => uploaded, [RESUME]);
    const list = await screen.findByRole('list', { name: 'Uploaded resumes' });
    expect(within(list).getByText('Alex Morgan CV.pdf')).toBeVisible();
    expect(within(list).getByText('PDF · 245 kB · uploaded Nov 20, 2026')).toBeVisible();
    expect(
      within(list).getByText('Added to your profile: Contact details and Skills'),
    ).toBeVisible();
    expect(within(list).getByRole('link', { name: 'Download Alex Morgan CV.pdf' })).toHaveAttribute(
      'href',
      `/api/pcsx/resumes/${RESUME.id}/file?domain=northwind.example`,
    );
    await user.click(within(list).getByRole('button', { name: 'Delete Alex Morgan CV.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this resume?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete resume' }));
    expect(await screen.findByText('Resume deleted')).toBeVisible();
    expect(await screen.findByText('You have not uploaded a resume yet.')).toBeVisible();
    expect(server.callsTo(deleteResumeCall)).toHaveLength(1);
  });
});
