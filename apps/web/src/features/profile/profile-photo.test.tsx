import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { vslogCall } from '@careers/contracts/analytics';
import { keysToSnake } from '@careers/contracts/case';
import { notificationBadgeCall } from '@careers/contracts/notifications';
import {
  deleteAvatarCall,
  profileAnalysisCall,
  profileDetailsCall,
  uploadAvatarCall,
} from '@careers/contracts/profile';
import { resumesCall } from '@careers/contracts/resumes';
import { changeLocale } from '../../shared/i18n/i18n';
import { clearToasts } from '../../shared/toasts/toast-queue';
import { ALEX, demoBoot } from '../../test/demo-boot';
import { answer, fakeServer } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';
import { aProfile } from '../../test/profile-fixtures';
import type * as AvatarImage from './avatar-image';

// jsdom draws no images: the crop-and-scale step hands the file on as it is.
vi.mock('./avatar-image', async (original) => ({
  ...(await original<typeof AvatarImage>()),
  squarePhoto: (file: Blob) => Promise.resolve(file),
}));

const PROFILE = aProfile();
const PHOTO = '/api/pcsx/avatars/9f1c2d3e-0000-4000-8000-000000000002';

beforeEach(async () => {
  document.head.innerHTML = '<meta name="csrf-token" content="t1">';
  await changeLocale('en');
});
afterEach(() => {
  clearToasts();
});

describe('the profile photo', () => {
  it('sends a chosen photo, shows it, and removes it', async () => {
    const server = fakeServer([
      answer(vslogCall, { stored: 1 }),
      answer(notificationBadgeCall, { count: 0 }),
      answer(profileDetailsCall, PROFILE),
      answer(profileAnalysisCall, { completion: 10, missing: [] }),
      answer(resumesCall, { resumes: [] }),
      [uploadAvatarCall, () => ({ body: { data: keysToSnake({ ...PROFILE, avatar: PHOTO }) } })],
      answer(deleteAvatarCall, PROFILE),
    ]);
    renderApp(demoBoot({ user: ALEX }), '/careers/profile?domain=northwind.example');
    const user = userEvent.setup();
    const add = await screen.findByRole('button', { name: 'Add photo' });
    const input = add.parentElement?.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    expect(input.accept).toBe('image/png,image/jpeg');
    await user.upload(input, new File(['jpeg bytes'], 'me.jpg', { type: 'image/jpeg' }));
    const photo = await screen.findByRole('img', { name: 'Your photo' });
    expect(photo).toHaveAttribute(
      'src',
      `${window.location.origin}${PHOTO}?domain=northwind.example`,
    );
    expect(server.callsTo(uploadAvatarCall)[0]?.body).toEqual({
      domain: 'northwind.example',
      name: 'photo.jpg',
      content: btoa('jpeg bytes'),
    });
    await user.click(screen.getByRole('button', { name: 'Remove your photo' }));
    expect(await screen.findByRole('button', { name: 'Add photo' })).toBeVisible();
    expect(screen.queryByRole('img', { name: 'Your photo' })).not.toBeInTheDocument();
  });
});
