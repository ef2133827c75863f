import { keysToCamel, searchCall } from '@careers/contracts';
import { NORTHWIND } from './fixtures/demo';
import { expect, test } from './fixtures/test';

// The form toolkit where a candidate meets it (docs/product/forms-toolkit.md): an answer forgotten
// when its question hides, a mouse click on a list's add button that a field's error cannot move,
// and the apply page's stepper named in words from a cold load.

test('a social security number hidden by the country is forgotten: shown again, it is empty', async ({
  page,
}) => {
  await page.goto('/careers/forms/showcase');
  const form = page.getByRole('form', { name: 'All question types' });
  const country = form.getByRole('textbox', { name: 'Country' });
  const ssn = form.getByRole('textbox', { name: 'Social security number' });
  await country.fill('United States');
  await ssn.fill('123456789');
  await expect(ssn).toHaveValue('123-45-6789');
  await country.fill('Canada');
  await expect(ssn).toHaveCount(0);
  await country.fill('United States');
  await expect(ssn).toBeVisible();
  await expect(ssn).toHaveValue('');
});

test('Add employer takes a mouse click while the empty company above shows its error', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/careers/forms/showcase');
  const form = page.getByRole('form', { name: 'All question types' });
  const list = form.getByRole('group', { name: 'Previous employers' });
  await list
    .getByRole('textbox', { name: /Company/ })
    .first()
    .focus();
  const add = list.getByRole('button', { name: 'Add employer' });
  await add.scrollIntoViewIfNeeded();
  const before = await add.boundingBox();
  if (!before) throw new Error('Add employer is not on screen');
  await page.mouse.move(before.x + before.width / 2, before.y + before.height / 2);
  await page.mouse.down();
  // Pressed: the company field has lost focus and nothing under the pointer has moved.
  await expect(list.getByRole('textbox', { name: /Company/ }).first()).not.toBeFocused();
  expect(await add.boundingBox()).toEqual(before);
  await expect(list.getByText('Company is required')).toHaveCount(0);
  await page.mouse.up();
  await expect(list.getByRole('group', { name: 'Employer 2' })).toBeVisible();
  await expect(list.getByText('Company is required')).toBeVisible();
});

// Every name and text the page shows, recorded as it appears from the first paint, so a catalog
// key shown for one render and then replaced is caught too.
const FORMS_KEYS = ['stepperLabel', 'progressLabel', 'progressText', 'loading', 'tooltipInfo'];

for (const width of [390, 1280]) {
  test(`the apply page's stepper is named in words from a cold load at ${width} px`, async ({
    page,
    freshCandidate,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await freshCandidate({ termsAccepted: true, onboarded: true });
    const answer = await page.request.get(
      `${searchCall.path}?domain=${NORTHWIND.domain}&query=designer&location=`,
    );
    const { data } = keysToCamel(await answer.json()) as { data: { positions: { id: number }[] } };
    const pid = data.positions[0]?.id;
    if (pid === undefined) throw new Error('No open designer position');
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { seenTexts: string[] }).seenTexts = seen;
      const record = (node: Node) => {
        if (node instanceof Element) {
          for (const name of ['aria-label', 'aria-valuetext']) {
            const value = node.getAttribute(name);
            if (value) seen.push(value);
          }
          node.childNodes.forEach(record);
        } else if (node.nodeType === Node.TEXT_NODE && node.textContent?.trim()) {
          seen.push(node.textContent.trim());
        }
      };
      new MutationObserver((mutations) => {
        for (const mutation of mutations) {
          if (mutation.type === 'childList') mutation.addedNodes.forEach(record);
          else record(mutation.target);
        }
      }).observe(document, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
        attributeFilter: ['aria-label', 'aria-valuetext'],
      });
    });
    await page.goto(`/careers/apply?pid=${pid}`);
    if (width < 600) {
      await expect(page.getByRole('progressbar', { name: 'Form progress' })).toHaveAttribute(
        'aria-valuetext',
        /^\d+ % scrolled$/,
      );
    } else {
      await expect(page.getByRole('navigation', { name: 'Application sections' })).toBeVisible();
    }
    const seen = await page.evaluate(
      () => (window as unknown as { seenTexts: string[] }).seenTexts,
    );
    expect(seen.filter((text) => FORMS_KEYS.includes(text))).toEqual([]);
  });
}
