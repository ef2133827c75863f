import { expectNoAxeViolations } from './fixtures/axe';
import { expect, test } from './fixtures/test';

// The form toolkit's showcase (docs/product/forms-toolkit.md) — the demo form 'All question types'
// in every layout.

test('the stepper form counts errors per step, jumps to them by keyboard and shows injected server errors', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/careers/forms/showcase');
  await page.getByRole('tab', { name: 'Stepper form' }).click();
  const steps = page.getByRole('navigation', { name: 'Application sections' });
  await expect(steps.getByRole('button')).toHaveCount(5);
  await expect(steps.getByRole('button', { name: /About you/ })).toContainText('1 new question');
  await expectNoAxeViolations(page);

  // The active step follows the scroll.
  await page.getByRole('heading', { name: 'Documents', level: 2 }).evaluate((heading) => {
    heading.scrollIntoView({ block: 'start' });
  });
  await expect(steps.getByRole('button', { name: /Documents/ })).toHaveAttribute(
    'aria-current',
    'step',
  );

  // Visibility: the social insurance number appears for Canada only.
  const form = page.getByRole('form', { name: 'All question types' });
  await expect(form.getByRole('textbox', { name: 'Social insurance number' })).toHaveCount(0);
  await form.getByRole('textbox', { name: 'Country' }).fill('Canada');
  await expect(form.getByRole('textbox', { name: 'Social insurance number' })).toBeVisible();
  await expect(steps.getByRole('button', { name: /About you/ })).toContainText('2 new questions');

  // Submit: every section counts its errors, with the singular and plural texts.
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByRole('textbox', { name: /Last name/ })).toBeFocused();
  await expect(form.getByText('Last name is required')).toBeVisible();
  await expect(steps.getByRole('button', { name: /About you/ })).toContainText(/\d+ errors found/);
  await expect(steps.getByRole('button', { name: /Signature/ })).toContainText('1 error found');

  // A step leads to the first invalid field of its section; Home and End jump to the ends.
  await steps.getByRole('button', { name: /Documents/ }).click();
  await expect(steps.getByRole('button', { name: /Documents/ })).toHaveAttribute(
    'aria-current',
    'step',
  );
  await steps.getByRole('button', { name: /Documents/ }).focus();
  await page.keyboard.press('End');
  await expect(steps.getByRole('button', { name: /Signature/ })).toBeFocused();
  await page.keyboard.press('Home');
  await expect(steps.getByRole('button', { name: /About you/ })).toBeFocused();

  // A server's 422: the errors appear under their fields and focus goes to the first.
  await page.getByRole('button', { name: 'Inject a server error' }).click();
  await expect(
    form.getByText('This email address is already used by another application.'),
  ).toBeVisible();
  await expect(form.getByRole('textbox', { name: /Email/ })).toBeFocused();
  await expectNoAxeViolations(page);
});

test('on a phone the stepper shows scroll progress; view mode hides confidential answers', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/careers/forms/showcase');
  await page.getByRole('tab', { name: 'Stepper form' }).click();
  const progress = page.getByRole('progressbar', { name: 'Form progress' });
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByRole('navigation', { name: 'Application sections' })).toBeHidden();
  await page.mouse.wheel(0, 2000);
  await expect(progress).not.toHaveAttribute('aria-valuenow', '0');
  const value = Number(await progress.getAttribute('aria-valuenow'));
  expect(value % 10).toBe(0);
  await expectNoAxeViolations(page);

  await page.getByRole('tab', { name: 'Simple form' }).click();
  await page.getByText('View mode', { exact: true }).click();
  await expect(page.getByRole('switch', { name: 'View mode' })).toBeChecked();
  await expect(page.getByText('Alex', { exact: true })).toBeVisible();
  // A confidential answer never reaches the page in view mode (docs/product/forms-toolkit.md).
  await expect(page.getByText('[ CONFIDENTIAL ]').first()).toBeVisible();
  expect(await page.content()).not.toContain('123-45-6789');
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('the question editor reorders rows (first never up, last never down)', async ({ page }) => {
  await page.goto('/careers/forms/showcase');
  await page.getByRole('tab', { name: 'Question editor' }).click();
  const list = page.getByRole('list', { name: 'Questions of ‘About you’' });
  const rows = list.getByRole('listitem');
  await expect(rows.first().getByRole('button', { name: 'Move question up' })).toBeDisabled();
  await expect(rows.last().getByRole('button', { name: 'Move question down' })).toBeDisabled();
  await expect(rows.nth(1)).toContainText('First name');
  await rows.nth(1).getByRole('button', { name: 'Move question down' }).click();
  await expect(rows.nth(2)).toContainText('First name');
  await expect(rows.nth(1)).toContainText('Last name');
  await rows.nth(1).getByRole('button', { name: 'Duplicate question' }).hover();
  await expect(page.getByRole('tooltip')).toHaveText('Duplicate question');
  await expectNoAxeViolations(page);
});

// Dates (docs/product/forms-toolkit.md, Option groups): a question's own dateFormat, a default
// value in its fallbackFormat, the month picker by keyboard, the range's MM/YYYY.
test('dates are typed in their format, read from their fallback, and months picked by keyboard', async ({
  page,
}) => {
  // The month picker opens on this month and disables the ones before it: a fixed mid-year day
  // keeps last month and next month on the same page of the grid whenever the test runs (the
  // year's edge is the unit tests' to cover).
  const now = new Date(2027, 5, 15, 12);
  await page.clock.setFixedTime(now);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/careers/forms/showcase');
  const form = page.getByRole('form', { name: 'All question types' });

  // The default 12/31/2024 is in the fallback format: shown in the question's DD.MM.YYYY.
  const contract = form.getByRole('textbox', { name: 'Current contract ends' });
  await expect(contract).toHaveValue('31.12.2024');
  await contract.fill('1.2.2027');
  await contract.blur();
  await expect(contract).toHaveValue('01.02.2027');
  await contract.fill('31.02.2027');
  await contract.blur();
  await expect(form.getByText('Enter a valid date as DD.MM.YYYY.')).toBeVisible();
  await contract.fill('28.02.2027');
  await contract.blur();
  await expect(form.getByText('Enter a valid date as DD.MM.YYYY.')).toHaveCount(0);

  // The month picker: a grid of this year's months; months before this one (enableFrom 0) are
  // disabled; the arrow keys move, Enter picks.
  const monthName = (offset: number) =>
    new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' }).format(
      new Date(now.getFullYear(), now.getMonth() + offset, 1),
    );
  const month = form.getByRole('textbox', { name: 'Month you could start' });
  await expect(month).toHaveAttribute('placeholder', 'MM/YYYY');
  await month.focus();
  await page.keyboard.press('Alt+ArrowDown');
  const dialog = page.getByRole('dialog', { name: 'Choose a month' });
  await expect(dialog.getByRole('button', { name: monthName(0) })).toBeFocused();
  await expect(dialog.getByRole('button', { name: monthName(-1) })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expectNoAxeViolations(page);
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('button', { name: monthName(1) })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  const next = new Date(now.getFullYear(), now.getMonth() + 1, 1);
  await expect(month).toHaveValue(
    `${String(next.getMonth() + 1).padStart(2, '0')}/${String(next.getFullYear())}`,
  );

  // The range shows and takes MM/YYYY, its inputs labelled, the format as their placeholder.
  const role = form.getByRole('group', { name: /Current or last role/ });
  const start = role.getByRole('textbox', { name: 'Start date' });
  await expect(start).toHaveAttribute('placeholder', 'MM/YYYY');
  await start.fill('3/2024');
  await start.blur();
  await expect(start).toHaveValue('03/2024');
  await role.getByRole('button', { name: 'Open the calendar' }).first().click();
  const grid = page.getByRole('dialog', { name: 'Choose a month' }).getByRole('grid', {
    name: '2024',
  });
  await expect(grid.getByRole('gridcell', { selected: true })).toHaveText('Mar');
  await page.keyboard.press('Escape');
  await role.getByText("I'm currently in this role.").click();
  await expect(role.getByRole('textbox', { name: 'End date' })).toBeDisabled();
  await expect(role.getByRole('textbox', { name: 'End date' })).toHaveValue(
    `${String(now.getMonth() + 1).padStart(2, '0')}/${String(now.getFullYear())}`,
  );
});

test('choices and the list’s Add button draw their icons beside their text', async ({ page }) => {
  await page.goto('/careers/forms/showcase');
  const form = page.getByRole('form', { name: 'All question types' });
  // Decorative icons: hidden from assistive technology, so the names stay the labels.
  const ways = form.getByRole('radiogroup', { name: 'Preferred way of working' });
  const laptop = ways.locator('svg[data-icon="laptop"]');
  await expect(laptop).toBeVisible();
  await expect(laptop).toHaveAttribute('aria-hidden', 'true');
  await expect(ways.locator('svg[data-icon]')).toHaveCount(3);
  await expect(ways.getByRole('radio', { name: 'Remote' })).toHaveCount(1);
  const add = form.getByRole('button', { name: 'Add employer' });
  await expect(add.locator('svg[data-icon="briefcase"]')).toBeVisible();
  // The icon is part of the choice: a click on it chooses.
  await laptop.click();
  await expect(ways.getByRole('radio', { name: 'Remote' })).toBeChecked();
  await expectNoAxeViolations(page);
});
