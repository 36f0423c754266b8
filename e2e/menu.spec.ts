import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, signIn, test } from './support/fixtures';
import { currentPage, tapToSee } from './support/screens';

const PHOTO = path.join(__dirname, 'fixtures', 'foto-produto.png');
const COVER = path.join(__dirname, 'fixtures', 'capa.jpg');

/** Set to a folder to keep a picture of every menu screen, for a look by eye. */
const SHOTS_DIR = process.env.MENU_SHOTS_DIR;

const unique = () => randomUUID().replace(/-/g, '').slice(0, 6);

async function shot(page: Page, name: string) {
  if (!SHOTS_DIR) return;
  // Let the page transition finish so the picture shows the screen, not the slide.
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`) });
}

async function expectTitle(page: Page, title: string | RegExp) {
  await expect(currentPage(page).locator('ion-title')).toHaveText(title);
}

const modal = (page: Page, title: string) => page.locator('ion-modal').filter({ has: page.locator('ion-title', { hasText: title }) });

/** A text, number or multi-line field by its label. */
const field = (scope: Locator, label: string) =>
  scope.getByRole('textbox', { name: label, exact: true }).or(scope.getByRole('spinbutton', { name: label, exact: true }));

/** Types into an Ionic input the way a user does, so masks see every key. */
async function typeInto(scope: Locator, label: string, text: string) {
  const input = field(scope, label);
  await input.click();
  await input.pressSequentially(text);
}

/** Screens with a form have a guarded 'Voltar' button; the others Ionic's back button. */
async function goBack(page: Page) {
  const header = currentPage(page).locator('ion-header');
  await header.getByRole('button', { name: 'Voltar' }).or(header.locator('ion-back-button')).first().click();
}

async function openMenu(page: Page, entry: string) {
  const choice = page.locator('ion-popover').getByText(entry, { exact: true });
  await tapToSee(currentPage(page).getByRole('button', { name: 'Menu' }), choice);
  await choice.click();
}

/** A toast's text lives in its shadow root, which Playwright's text selectors pierce. */
const toast = (page: Page, text: string) => page.locator('ion-toast').filter({ hasText: text });

/** Drags an option group by its handle onto the row of another. */
async function dragOnto(page: Page, from: Locator, to: Locator) {
  const handle = from.locator('ion-reorder');
  // The handles slide in when 'Reordenar' is tapped; measured before that, they have no box yet.
  await expect(handle).toBeVisible();
  await expect(to).toBeVisible();
  const start = await handle.boundingBox();
  const target = await to.boundingBox();
  if (!start || !target) throw new Error('reorder rows are not on screen');
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2, target.y + 4, { steps: 12 });
  await page.mouse.up();
}

async function createCategory(page: Page, title: string) {
  await currentPage(page).getByRole('button', { name: 'Nova categoria' }).click();
  const dialog = modal(page, 'Nova categoria');
  await typeInto(dialog, 'Nome', title);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/menu\/\d+$/);
  await expectTitle(page, title);
}

test.describe('menu', () => {
  test('builds a menu from nothing: category with photo, product, portions, option groups and options', async ({ page }) => {
    // One long flow through every menu screen, as a shop owner would set a menu up.
    test.setTimeout(240_000);
    const suffix = unique();
    const category = `Lanches ${suffix}`;
    const product = `X-Burger ${suffix}`;
    await signIn(page);
    await page.goto('/menu');
    await expectTitle(page, 'Cardápio');

    await test.step('a new category opens on its details screen', async () => {
      await createCategory(page, category);
      const details = currentPage(page);
      await expect(details.locator('ion-toggle').filter({ hasText: 'Ativo?' })).toHaveJSProperty('checked', true);
      await expect(details.getByText('Adicione um produto')).toBeVisible();
      await expect(details.getByText(/^Opcionais/)).toHaveCount(0);
      await expect(details.getByText('Adicione um opcional')).toHaveCount(0);
    });

    await test.step('its photo is cropped to 720x480 in the browser and uploaded', async () => {
      await currentPage(page).getByRole('button', { name: 'Alterar foto' }).click();
      const dialog = modal(page, 'Alterar foto');
      await expect(dialog.getByText('JPG, 720x480 px, até 5 MB')).toBeVisible();
      await dialog.getByTestId('image-file').setInputFiles(PHOTO);
      await expect(dialog.getByRole('img', { name: 'Nova imagem' })).toBeVisible();
      await shot(page, '03-photo-dialog');
      const uploaded = page.waitForResponse((response) => response.url().endsWith('/image') && response.request().method() === 'PUT');
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      expect((await uploaded).status()).toBe(200);
      await expect(dialog).toBeHidden();
      const photo = currentPage(page).getByRole('img', { name: category });
      await expect(photo).toHaveAttribute('src', /\/menu\/images\/\d+\.jpg$/);
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([720, 480]);
      await shot(page, '02-item-group-details');
    });

    await test.step("switched off, the category's photo is kept from the public and still shown to staff", async () => {
      const setActive = async () => {
        const saved = page.waitForResponse((r) => /\/item-groups\/\d+$/.test(r.url()) && r.request().method() === 'PUT');
        await currentPage(page).locator('ion-toggle').filter({ hasText: 'Ativo?' }).click();
        expect((await saved).status()).toBe(200);
      };
      const publicSrc = await currentPage(page).getByRole('img', { name: category }).getAttribute('src');
      await setActive();
      expect((await page.request.get(publicSrc ?? '')).status()).toBe(404);
      // On another device, which never had the photo in its cache.
      const otherDevice = await page.context().browser()!.newContext({ baseURL: new URL(page.url()).origin });
      try {
        const tablet = await otherDevice.newPage();
        await signIn(tablet);
        await tablet.goto(new URL(page.url()).pathname);
        const photo = currentPage(tablet).getByRole('img', { name: category });
        await expect(photo).toHaveAttribute('src', /^blob:/);
        await expect.poll(() => photo.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([720, 480]);
      } finally {
        await otherDevice.close();
      }
      await setActive();
      expect((await page.request.get(publicSrc ?? '')).status()).toBe(200);
    });

    await test.step("'Adicione um produto' creates a product with description and price", async () => {
      await currentPage(page).getByText('Adicione um produto').click();
      const dialog = modal(page, 'Novo produto');
      await typeInto(dialog, 'Nome', product);
      await typeInto(dialog, 'Descrição', 'Pão brioche, carne, queijo e salada');
      await typeInto(dialog, 'Preço', '2590');
      await expect(field(dialog, 'Preço')).toHaveValue('25,90');
      await shot(page, '04-new-product');
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/menu\/\d+\/items\/\d+$/);
      await expectTitle(page, 'Detalhes');
      const details = currentPage(page);
      await expect(field(details, 'Nome')).toHaveValue(product);
      await expect(field(details, 'Preço')).toHaveValue('25,90');
      await expect(details.getByText('Adicione uma porção')).toBeVisible();
      await shot(page, '05-item-details');
    });

    await test.step('a portion made from the product opens, and back leads to the portions', async () => {
      await currentPage(page).getByText('Adicione uma porção').click();
      const dialog = modal(page, 'Nova porção');
      await typeInto(dialog, 'Nome', 'Pequena');
      await typeInto(dialog, 'Preço', '1990');
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await expect(page).toHaveURL(/\/portions\/\d+$/);
      // The product's screen is also 'Detalhes': wait for the portion's own form before going back.
      await expect(field(currentPage(page), 'Nome')).toHaveValue('Pequena');
      await shot(page, '07-portion-details');
      await goBack(page);
      await expect(page).toHaveURL(/\/items\/\d+\/portions$/);
      await expectTitle(page, 'Porções');
      await expect(currentPage(page).locator('ion-item').filter({ hasText: 'Pequena' })).toContainText('$ 19,90');
    });

    await test.step('a second, unavailable portion shows the chip', async () => {
      await currentPage(page).getByRole('button', { name: 'Nova porção' }).click();
      const dialog = modal(page, 'Nova porção');
      await typeInto(dialog, 'Nome', 'Grande');
      await typeInto(dialog, 'Preço', '3290');
      await dialog.locator('ion-toggle').filter({ hasText: 'Disponível?' }).click();
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await expect(page).toHaveURL(/\/portions\/\d+$/);
      await expect(field(currentPage(page), 'Nome')).toHaveValue('Grande');
      await goBack(page);
      await expectTitle(page, 'Porções');
      const list = currentPage(page);
      await expect(list.locator('ion-item').filter({ hasText: 'Grande' })).toContainText('Indisponível');
      await expect(list.locator('ion-item').filter({ hasText: 'Pequena' })).not.toContainText('Indisponível');
      await shot(page, '06-portions');
      await goBack(page);
      await expectTitle(page, 'Detalhes');
      await expect(currentPage(page).getByText('Porções (2)')).toBeVisible();
    });

    await test.step('the category counts its product and now offers option groups', async () => {
      await goBack(page);
      await expectTitle(page, category);
      const details = currentPage(page);
      await expect(details.getByText('Produtos (1)')).toBeVisible();
      await expect(details.getByText('Adicione um opcional')).toBeVisible();
      await shot(page, '02b-item-group-details-counts');
      await details.getByText('Produtos (1)').click();
      await expectTitle(page, 'Produtos');
      const tile = currentPage(page).locator('ion-item').filter({ hasText: product });
      await expect(tile).toContainText('$ 25,90');
      await expect(tile).toContainText('Pão brioche, carne, queijo e salada');
      await shot(page, '15-items');
      await goBack(page);
      await expectTitle(page, category);
    });

    await test.step("an option group with a quantity limit and two options; it cannot be removed", async () => {
      await currentPage(page).getByText('Adicione um opcional').click();
      const dialog = modal(page, 'Novo opcional');
      await expect(field(dialog, 'Quantidade máxima')).toHaveAttribute('placeholder', 'Quantos quiser');
      await typeInto(dialog, 'Nome', 'Adicionais');
      await typeInto(dialog, 'Quantidade máxima', '2');
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await expect(page).toHaveURL(/\/optionGroups\/\d+$/);
      await expectTitle(page, 'Opcional');

      await currentPage(page).getByText('Adicione uma opção').click();
      const first = modal(page, 'Nova opção');
      await typeInto(first, 'Nome', 'Bacon');
      await typeInto(first, 'Preço', '450');
      await first.getByRole('button', { name: 'Salvar' }).click();
      await expect(page).toHaveURL(/\/options\/\d+$/);
      await expectTitle(page, 'Opção');
      await shot(page, '12-option-details');
      await goBack(page);
      await expectTitle(page, 'Opcional');
      await currentPage(page).getByText('Opções (1)').click();
      await expectTitle(page, 'Opções');

      await currentPage(page).getByRole('button', { name: 'Nova opção' }).click();
      const second = modal(page, 'Nova opção');
      await typeInto(second, 'Nome', 'Queijo extra');
      await typeInto(second, 'Preço', '300');
      await second.locator('ion-toggle').filter({ hasText: 'Disponível?' }).click();
      await second.getByRole('button', { name: 'Salvar' }).click();
      await expectTitle(page, 'Opção');
      await goBack(page);
      await expectTitle(page, 'Opções');
      const options = currentPage(page);
      await expect(options.locator('ion-item').filter({ hasText: 'Bacon' })).toContainText('$ 4,50');
      await expect(options.locator('ion-item').filter({ hasText: 'Queijo extra' })).toContainText('Indisponível');
      await shot(page, '11-options');

      await goBack(page);
      await expectTitle(page, 'Opcional');
      await expect(currentPage(page).getByText('Opções (2)')).toBeVisible();
      await shot(page, '10-option-group-details');
      await openMenu(page, 'Remover');
      await expect(toast(page, 'Não é permitido remover um opcional com opções.')).toBeVisible();
      await expect(page).toHaveURL(/\/optionGroups\/\d+$/);
    });

    await test.step('two option groups are reordered; Cancelar restores, Salvar keeps', async () => {
      await goBack(page);
      await expectTitle(page, category);
      await currentPage(page).getByText('Opcionais (1)').click();
      await expectTitle(page, 'Opcionais');
      await currentPage(page).getByRole('button', { name: 'Novo opcional' }).click();
      const dialog = modal(page, 'Novo opcional');
      await typeInto(dialog, 'Nome', 'Molhos');
      await dialog.locator('ion-toggle').filter({ hasText: 'Obrigatório?' }).click();
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await expectTitle(page, 'Opcional');
      await goBack(page);
      await expectTitle(page, 'Opcionais');

      const list = currentPage(page);
      const tiles = list.getByTestId('option-group-tile');
      await expect(tiles).toHaveCount(2);
      await expect(tiles.nth(0)).toContainText('Adicionais');
      await expect(tiles.nth(0)).toContainText('Até 2 opções');
      await expect(tiles.nth(1)).toContainText('Molhos');
      await expect(tiles.nth(1)).toContainText('Obrigatório');
      await expect(tiles.nth(1)).toContainText('Quantos quiser');
      await shot(page, '08-option-groups');

      await list.getByRole('button', { name: 'Reordenar' }).click();
      await dragOnto(page, tiles.nth(1), tiles.nth(0));
      await expect(tiles.nth(0)).toContainText('Molhos');
      await shot(page, '09-option-groups-reorder');
      await list.getByRole('button', { name: 'Cancelar' }).click();
      await expect(tiles.nth(0)).toContainText('Adicionais');

      await list.getByRole('button', { name: 'Reordenar' }).click();
      await dragOnto(page, tiles.nth(1), tiles.nth(0));
      await expect(tiles.nth(0)).toContainText('Molhos');
      const saved = page.waitForResponse((response) => response.url().includes('/option-groups/update-sequences'));
      await list.getByRole('button', { name: 'Salvar' }).click();
      expect((await saved).status()).toBe(200);
      await expect(toast(page, 'Ordem alterada com sucesso.')).toBeVisible();
      await page.reload();
      await expectTitle(page, 'Opcionais');
      await expect(currentPage(page).getByTestId('option-group-tile').nth(0)).toContainText('Molhos');
    });
  });

  test('renames a category and removes an empty one', async ({ page }) => {
    const suffix = unique();
    await signIn(page);
    await page.goto('/menu');
    await expectTitle(page, 'Cardápio');
    await createCategory(page, `Bebidas ${suffix}`);

    await openMenu(page, 'Renomear');
    const dialog = modal(page, 'Renomear');
    const save = dialog.getByRole('button', { name: 'Salvar' });
    await expect(field(dialog, 'Nome')).toHaveValue(`Bebidas ${suffix}`);
    await expect(save).toBeDisabled();
    await field(dialog, 'Nome').fill('');
    await expect(save).toBeDisabled();
    await typeInto(dialog, 'Nome', `Sucos ${suffix}`);
    await expect(save).toBeEnabled();
    await shot(page, '13-rename-dialog');
    await save.click();
    await expect(dialog).toBeHidden();
    await expectTitle(page, `Sucos ${suffix}`);

    await openMenu(page, 'Remover');
    await page.locator('ion-alert').getByText('Deseja realmente remover a categoria?').waitFor();
    await page.locator('ion-alert').getByRole('button', { name: 'Sim' }).click();
    await expect(page).toHaveURL(/\/menu$/);
    await expectTitle(page, 'Cardápio');
    await expect(currentPage(page).getByText(`Sucos ${suffix}`)).toHaveCount(0);
    await shot(page, '01-item-groups');
  });

  test('a category with products is kept, with the reason', async ({ page }) => {
    const suffix = unique();
    await signIn(page);
    await page.goto('/menu');
    await createCategory(page, `Doces ${suffix}`);
    await currentPage(page).getByText('Adicione um produto').click();
    const dialog = modal(page, 'Novo produto');
    await typeInto(dialog, 'Nome', 'Pudim');
    await typeInto(dialog, 'Preço', '900');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expectTitle(page, 'Detalhes');
    await goBack(page);
    await expectTitle(page, `Doces ${suffix}`);
    await openMenu(page, 'Remover');
    await page.locator('ion-alert').getByRole('button', { name: 'Sim' }).click();
    await expect(toast(page, 'Não é permitido remover uma categoria com produtos ou opcionais.')).toBeVisible();
    await expectTitle(page, `Doces ${suffix}`);
  });

  test("changes the cover to a 1200x1200 JPG and says 'Capa alterada.'", async ({ page }) => {
    await signIn(page);
    await page.goto('/menu');
    await expectTitle(page, 'Cardápio');
    await openMenu(page, 'Alterar capa');
    const dialog = modal(page, 'Alterar capa');
    await expect(dialog.getByText('JPG, 1200x1200 px, até 5 MB')).toBeVisible();
    await dialog.getByTestId('image-file').setInputFiles(COVER);
    await expect(dialog.getByRole('img', { name: 'Nova imagem' })).toBeVisible();
    await shot(page, '14-cover-dialog');
    const uploaded = page.waitForResponse((response) => response.url().endsWith('/images/brand'));
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    expect((await uploaded).status()).toBe(200);
    await expect(toast(page, 'Capa alterada.')).toBeVisible();
    await expect(dialog).toBeHidden();

    const cover = await page.evaluate(async () => {
      const account = JSON.parse(atob(localStorage.getItem('auth-token-v2')!.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
      const url = `/menu/accounts/${account.account}/images/brand.jpg?t=${Date.now()}`;
      const image = new Image();
      image.src = url;
      await image.decode();
      return { width: image.naturalWidth, height: image.naturalHeight, type: (await fetch(url)).headers.get('content-type') };
    });
    expect(cover).toEqual({ width: 1200, height: 1200, type: 'image/jpeg' });
  });
});
