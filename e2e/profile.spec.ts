import { expectNoAxeViolations } from './fixtures/axe';
import { expect, test } from './fixtures/test';

// The profile page, each section edited through its form, on the real server.

test('a new candidate fills in their profile section by section, and it is kept', async ({
  page,
  freshCandidate,
}) => {
  // One journey through every kind of form, so longer than most.
  test.setTimeout(90_000);
  const { email } = await freshCandidate({ termsAccepted: true, onboarded: true });
  await page.goto('/careers/profile');
  await expect(page.getByRole('heading', { level: 1, name: email })).toBeVisible();
  const meter = page.getByRole('meter', { name: 'Profile completion' });
  await expect(meter).toHaveAttribute('aria-valuenow', '0');
  await expectNoAxeViolations(page);

  // Contact details, from the list of what is missing.
  await page.getByRole('button', { name: 'Add your full name' }).click();
  let dialog = page.getByRole('dialog', { name: 'Edit contact details' });
  await dialog.getByLabel('First name').fill('Amira');
  await dialog.getByLabel('Last name').fill('Haddad');
  await dialog.getByLabel('Location').fill('Berlin, Germany');
  await dialog.getByLabel('Headline').fill('Registered nurse');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Amira Haddad' })).toBeVisible();
  await expect(meter).toHaveAttribute('aria-valuenow', '25');

  // About you.
  await page.getByRole('button', { name: 'Edit about you' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit about you' });
  await dialog.getByLabel('Summary').fill('Ten years of bedside care.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Ten years of bedside care.')).toBeVisible();

  // Experience: a current role.
  await page.getByRole('button', { name: 'Add experience' }).click();
  dialog = page.getByRole('dialog', { name: 'Add experience' });
  await dialog.getByLabel('Job title').fill('Charge nurse');
  await dialog.getByLabel('Company').fill('Northwind Clinic');
  await dialog.getByLabel('Start date').fill('2020-01');
  await dialog.getByText("I'm currently in this role.").click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  const experience = page.getByRole('region', { name: 'Experience' });
  await expect(experience.getByText('Charge nurse')).toBeVisible();
  await expect(experience.getByText('Jan 2020 – Present')).toBeVisible();

  // Skills: added, then one removed.
  for (const skill of ['Triage', 'Wound care']) {
    await page.getByRole('button', { name: 'Add a skill' }).click();
    dialog = page.getByRole('dialog', { name: 'Add a skill' });
    await dialog.getByRole('textbox', { name: 'Skill' }).fill(skill);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
  }
  const skills = page.getByRole('region', { name: 'Skills' });
  await skills.getByRole('button', { name: 'Remove Triage' }).click();
  await expect(skills.getByText('Triage')).toBeHidden();
  await expect(skills.getByText('Wound care')).toBeVisible();

  // A language, chosen from the toolkit's dropdown.
  await page
    .getByRole('region', { name: 'Languages' })
    .getByRole('button', { name: 'Add a language' })
    .click();
  dialog = page.getByRole('dialog', { name: 'Add a language' });
  await dialog.getByRole('textbox', { name: 'Language' }).fill('Arabic');
  await dialog.getByRole('button', { name: /Proficiency/ }).click();
  await page.getByRole('option', { name: 'Native or bilingual' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('region', { name: 'Languages' }).getByText('Native or bilingual'),
  ).toBeVisible();

  // Job preferences: a work arrangement.
  await page.getByRole('button', { name: 'Edit job preferences' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit job preferences' });
  await dialog.getByText('Remote', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  // A bad link is refused by the form before it is sent.
  await page
    .getByRole('region', { name: 'Links' })
    .getByRole('button', { name: 'Add a link' })
    .click();
  dialog = page.getByRole('dialog', { name: 'Add a link' });
  await dialog.getByLabel('Web address').fill('not a link');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Enter a web address starting with https://')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Amira Haddad' })).toBeVisible();
  await expect(page.getByText('Registered nurse').first()).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Experience' }).getByText('Northwind Clinic'),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Job preferences' }).getByText('Remote'),
  ).toBeVisible();
  await expect(meter).toHaveAttribute('aria-valuenow', '60');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
});
