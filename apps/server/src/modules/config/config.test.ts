import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  logIn,
  logInNewCandidate,
  readBootData,
  Visitor,
  type TestApp,
} from '../../testing/test-app';
import { getConfigValue } from './config.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const theme = {
  primary_color: '#112233',
  accent_color: '#445566',
  background_color: '#ffffff',
  text_color: '#000000',
  font_family: 'Georgia, serif',
  border_radius: 4,
};

describe('demo personas', () => {
  // The two flags belong to different people, so swapping them fails here.
  it('makes Taylor Reed the theme builder and Jordan Park the admin, not the other way', async () => {
    const taylor = new Visitor(t.app);
    await logIn(taylor, t.db, 'taylor.reed@example.com');
    expect(readBootData((await taylor.page()).body)).toMatchObject({
      themeBuilderUser: true,
      user: { isAdmin: false },
    });
    const jordan = new Visitor(t.app);
    await logIn(jordan, t.db, 'jordan.park@example.com');
    expect(readBootData((await jordan.page()).body)).toMatchObject({
      themeBuilderUser: false,
      user: { isAdmin: true },
    });
  });
});

describe('theme builder', () => {
  it('refuses a candidate who is not a theme builder, an admin included', async () => {
    for (const traits of [{}, { isAdmin: true }]) {
      const { visitor } = await logInNewCandidate(t, traits);
      const response = await visitor.post('/api/pcsx/theme', {
        domain: 'northwind.example',
        theme,
      });
      expect(response.statusCode).toBe(403);
    }
  });

  it('saves the theme of a theme-builder user and validates it', async () => {
    const { visitor } = await logInNewCandidate(t, { isThemeBuilder: true });
    const bad = await visitor.post('/api/pcsx/theme', {
      domain: 'northwind.example',
      theme: { ...theme, primary_color: 'red' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({
      errors: { 'theme.primary_color': expect.any(String) as string },
    });
    const ok = await visitor.post('/api/pcsx/theme', { domain: 'northwind.example', theme });
    expect(ok.json()).toEqual({ data: { theme } });
    expect(
      await getConfigValue(t.db, 'northwind.example', 'pcsxConfig.branding.theme'),
    ).toMatchObject({ primaryColor: '#112233' });
    const boot = readBootData((await visitor.page()).body);
    expect(boot.configs.pcsxConfig.branding.theme).toMatchObject({ primaryColor: '#112233' });
  });
});
