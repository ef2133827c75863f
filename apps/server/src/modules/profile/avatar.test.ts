import {
  AVATAR_PATH,
  deleteAvatarCall,
  profileDetailsCall,
  uploadAvatarCall,
} from '@careers/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf, logInNewCandidate, type TestApp } from '../../testing/test-app';
import { jpegHeader, pngHeader } from '../files/image-fixtures';
import { AVATAR_MESSAGES } from './avatar.service';

const DOMAIN = 'northwind.example';

// The profile photo, checked by its bytes and size, shown to its owner only.
describe('avatar', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const upload = (
    visitor: Awaited<ReturnType<typeof logInNewCandidate>>['visitor'],
    name: string,
    bytes: Buffer,
  ) =>
    visitor.post(uploadAvatarCall.path, {
      domain: DOMAIN,
      name,
      content: bytes.toString('base64'),
    });

  it('keeps a photo, replaces it, shows it only to its owner, and removes it', async () => {
    const { visitor } = await logInNewCandidate(t, { domain: DOMAIN });
    const png = pngHeader(256, 256);
    const first = dataOf(uploadAvatarCall, await upload(visitor, 'me.png', png));
    expect(first.avatar).toMatch(/^\/api\/pcsx\/avatars\/[0-9a-f-]{36}$/);
    const shown = await visitor.get(`${first.avatar ?? ''}?domain=${DOMAIN}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/png');
    expect(shown.rawPayload.equals(png)).toBe(true);

    const other = await logInNewCandidate(t, { domain: DOMAIN });
    expect((await other.visitor.get(`${first.avatar ?? ''}?domain=${DOMAIN}`)).statusCode).toBe(
      404,
    );

    const second = dataOf(uploadAvatarCall, await upload(visitor, 'me.jpg', jpegHeader(200, 180)));
    expect(second.avatar).not.toBe(first.avatar);
    expect((await visitor.get(`${first.avatar ?? ''}?domain=${DOMAIN}`)).statusCode).toBe(404);
    const profile = dataOf(
      profileDetailsCall,
      await visitor.get(`${profileDetailsCall.path}?domain=${DOMAIN}`),
    );
    expect(profile.avatar).toBe(second.avatar);

    const removed = dataOf(
      deleteAvatarCall,
      await visitor.send('DELETE', deleteAvatarCall.path, { domain: DOMAIN }),
    );
    expect(removed.avatar).toBeNull();
    expect((await visitor.get(`${second.avatar ?? ''}?domain=${DOMAIN}`)).statusCode).toBe(404);
  });

  it('refuses what is not a PNG or JPEG, too big a file and sizes out of range', async () => {
    const { visitor } = await logInNewCandidate(t, { domain: DOMAIN });
    const cases: [string, Buffer, string][] = [
      ['me.png', Buffer.from('%PDF-1.7 not a photo'), AVATAR_MESSAGES.notImage],
      ['me.pdf', Buffer.from('%PDF-1.7 not a photo'), AVATAR_MESSAGES.notImage],
      ['me.png', pngHeader(4000, 10), AVATAR_MESSAGES.badSize],
      ['me.png', pngHeader(8, 8), AVATAR_MESSAGES.badSize],
    ];
    for (const [name, bytes, message] of cases) {
      const answer = await upload(visitor, name, bytes);
      expect(answer.statusCode, message).toBe(422);
      expect(answer.json()).toMatchObject({ message });
    }
    // Over the limit: the contract refuses the text, the body limit a body far past it.
    const big = await upload(
      visitor,
      'me.png',
      Buffer.concat([pngHeader(256, 256), Buffer.alloc(513 * 1024)]),
    );
    expect(big.statusCode).toBe(422);
    expect(big.json()).toMatchObject({ errors: { content: 'The photo is too large' } });
    expect((await upload(visitor, 'me.png', Buffer.alloc(900 * 1024))).statusCode).toBe(413);
    const profile = dataOf(
      profileDetailsCall,
      await visitor.get(`${profileDetailsCall.path}?domain=${DOMAIN}`),
    );
    expect(profile.avatar).toBeNull();
    expect(
      (await visitor.get(`${AVATAR_PATH.replace(':id', 'nope')}?domain=${DOMAIN}`)).statusCode,
    ).toBe(422);
  });
});
