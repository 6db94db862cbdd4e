// The staff side of bonuses: an operator creates an offer in the console's Bonuses screen,
// a weight out of range is refused with the API's message (nothing saved), an edit saves version 2 with its
// reason, and the history names who changed what. Screenshots in en and tk at 1440x900 and 390x844 go to the
// test's output folder.
import { expect, test } from '../support/fixtures';
import { createStaff, signIn } from '../support/staff';
import { look } from '../support/look';

test('an operator creates a bonus offer, a bad weight is refused, an edit is version 2 with its reason in the history', async ({ page, request, system }) => {
  test.setTimeout(120_000);
  const operator = await createStaff(request, system.urls.api, 'operator', 'bonus-op');
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, system.urls.console, operator);
  // The console starts in Turkish for the tr market's staff: English first, Turkish below.
  await page.getByRole('combobox', { name: /Language|Dil/ }).selectOption('en');
  await page.getByRole('link', { name: /Bonuses/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bonuses' })).toBeVisible();
  await expect(page.getByTestId('offer-first_deposit')).toContainText('100 % up to 1,000.00 ₺');
  await expect(page.getByTestId('offer-welcome')).toContainText('50.00 ₺');
  // The seeded default: the welcome mail and the daily sign-in pay under the seeded offers.
  await expect(page.getByTestId('offer-welcome')).toContainText('Welcome mail');
  await expect(page.getByTestId('offer-sign_in')).toContainText('Daily sign-in');
  await look(page, 'bonuses-en-1440', { fullPage: true });

  const code = `e2e_${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'New offer…' }).click();
  const form = page.getByRole('form', { name: 'New offer in tr' });
  await form.getByRole('textbox', { name: /^Code/ }).fill(code);
  await form.getByRole('textbox', { name: 'Title shown to players' }).fill('Hafta sonu bonusu');
  await form.getByRole('textbox', { name: /Turkish terms/ }).fill('Çevrim şartı: bonusun 5 katı.\nKişi başına bir kez.');
  await form.getByRole('textbox', { name: 'Amount (₺)' }).fill('25');
  await form.getByRole('textbox', { name: 'Wagering multiplier' }).fill('5');
  await form.getByRole('textbox', { name: /Max bet/ }).fill('10');
  // The API refuses what the form lets through: a weight of 0 everywhere leaves nothing to wager on.
  for (const family of ['slots', 'fishing', 'crash', 'table', 'live']) await form.getByRole('textbox', { name: `Weight % ${family}` }).fill('0');
  await look(page, 'bonuses-form-en-1440', { fullPage: true });
  await form.getByRole('button', { name: 'Save…' }).click();
  let dialog = page.getByRole('dialog', { name: `Create the offer ${code} in tr?` });
  await dialog.getByRole('textbox').fill('hafta sonu kampanyası');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toContainText('at least one game family weighted above 0');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await form.getByRole('textbox', { name: 'Weight % slots' }).fill('100');
  await form.getByRole('button', { name: 'Save…' }).click();
  dialog = page.getByRole('dialog', { name: `Create the offer ${code} in tr?` });
  await dialog.getByRole('textbox').fill('hafta sonu kampanyası');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Saved ${code}, version 1.`)).toBeVisible();
  const row = page.getByTestId(`offer-${code}`);
  await expect(row).toContainText('25.00 ₺');
  await expect(row).toContainText('5 × bonus');

  await row.getByRole('button', { name: 'Edit…' }).click();
  const edit = page.getByRole('form', { name: `Edit ${code} (version 1 → 2)` });
  await edit.getByRole('textbox', { name: /Max bet/ }).fill('15');
  await edit.getByRole('button', { name: 'Save…' }).click();
  dialog = page.getByRole('dialog', { name: `Save version 2 of ${code} in tr?` });
  await dialog.getByRole('textbox').fill('maks bahis 15 ₺');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Saved ${code}, version 2.`)).toBeVisible();
  await row.getByRole('button', { name: 'History' }).click();
  const history = page.getByTestId('offer-history');
  await expect(history).toContainText('v2');
  await expect(history).toContainText('maks bahis 15 ₺');
  await expect(history).toContainText('Changed: max bet');
  await expect(history).toContainText(operator.login);

  // Turkish, then a phone.
  await page.getByRole('combobox', { name: 'Language' }).selectOption('tk');
  await expect(page.getByRole('heading', { level: 1, name: 'Bonuslar' })).toBeVisible();
  await expect(page.getByTestId('offer-welcome')).toContainText('Yatırımsız');
  await expect(page.getByTestId('offer-welcome')).toContainText('Hoş geldin postası');
  await look(page, 'bonuses-tk-1440', { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await look(page, 'bonuses-tk-390', { fullPage: true });
  await page.getByTestId(`offer-${code}`).getByRole('button', { name: 'Düzenle…' }).click();
  await expect(page.getByRole('form', { name: `${code} düzenle (sürüm 2 → 3)` })).toBeVisible();
  await look(page, 'bonuses-form-tk-390', { fullPage: true });
  await page.getByRole('combobox', { name: /Dil|Language/ }).selectOption('en');
  await look(page, 'bonuses-form-en-390', { fullPage: true });
});
