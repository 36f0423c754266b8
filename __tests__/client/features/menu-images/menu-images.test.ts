import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { rootReducer } from '@/app/rootReducer';
import * as api from '@/features/menu-images/api';
import { coverCropOf, fileProblemOf, IMAGE_SIZES, sizeTextOf } from '@/features/menu-images/rules';
import { uploadImage } from '@/features/menu-images/sagas';
import { selectCoverChangedAt, selectUploadStatus } from '@/features/menu-images/selectors';
import { photoChanged } from '@/shared/menu/events';
import { uploadFailed, uploadRequested } from '@/features/menu-images/slice';
import { stageImage, takeStagedImage } from '@/features/menu-images/staging';
import { coverUrlOf, imageUrlOf } from '@/shared/menu/imageUrls';
import { ApiError } from '@/shared/api/errors';
import { notificationsOf } from '../item-groups/fixtures';
import { scope, shopState } from '../settings/shopState';

const MB = 1024 * 1024;
const messagesOf = (effects: { put?: { payload: { action: { type: string; payload?: unknown } } }[] }) =>
  notificationsOf((effects.put ?? []).map((effect) => effect.payload.action));

describe('image rules', () => {
  it.each([
    [{ name: 'foto.jpg', type: 'image/jpeg', size: MB }, null],
    [{ name: 'foto.jpeg', type: 'image/jpeg', size: 5 * MB }, null],
    [{ name: 'foto.png', type: 'image/png', size: 10 }, null],
    [{ name: 'FOTO.PNG', type: '', size: 10 }, null],
    [{ name: 'foto.jpg', type: 'image/jpeg', size: 5 * MB + 1 }, 'A imagem deve ter no máximo 5 MB.'],
    [{ name: 'foto.gif', type: 'image/gif', size: 10 }, 'Escolha uma imagem JPG ou PNG.'],
    [{ name: 'logo.svg', type: 'image/svg+xml', size: 10 }, 'Escolha uma imagem JPG ou PNG.'],
    [{ name: 'foto.jpg', type: 'text/html', size: 10 }, 'Escolha uma imagem JPG ou PNG.'],
  ])('a picked file %o: %s', (file, problem) => {
    expect(fileProblemOf(file)).toBe(problem);
  });

  it.each([
    ['a wide picture for a photo', 1600, 800, IMAGE_SIZES.photo, { sx: 200, sy: 0, sw: 1200, sh: 800 }],
    ['a tall picture for a photo', 600, 900, IMAGE_SIZES.photo, { sx: 0, sy: 250, sw: 600, sh: 400 }],
    ['the exact size', 720, 480, IMAGE_SIZES.photo, { sx: 0, sy: 0, sw: 720, sh: 480 }],
    ['a landscape picture for the cover', 1600, 1200, IMAGE_SIZES.cover, { sx: 200, sy: 0, sw: 1200, sh: 1200 }],
    ['a small picture for the cover', 300, 200, IMAGE_SIZES.cover, { sx: 50, sy: 0, sw: 200, sh: 200 }],
  ])('crops %s from the centre without stretching', (_case, width, height, size, crop) => {
    expect(coverCropOf(width, height, size)).toEqual(crop);
  });

  it('states the size of each image', () => {
    expect(sizeTextOf(IMAGE_SIZES.cover)).toBe('JPG, 1200x1200 px, até 5 MB');
    expect(sizeTextOf(IMAGE_SIZES.photo)).toBe('JPG, 720x480 px, até 5 MB');
  });

  it('builds the image and cover addresses', () => {
    expect(imageUrlOf(12)).toBe('/menu/images/12.jpg');
    expect(imageUrlOf(null)).toBeNull();
    expect(coverUrlOf(4, 1700000000000)).toBe('/menu/accounts/4/images/brand.jpg?t=1700000000000');
  });

  it('hands a staged file over once', () => {
    const blob = new Blob(['x'], { type: 'image/jpeg' });
    const key = stageImage(blob);
    expect(takeStagedImage(key)).toBe(blob);
    expect(takeStagedImage(key)).toBeUndefined();
  });
});

describe('upload saga', () => {
  const jpeg = new Blob(['jpeg'], { type: 'image/jpeg' });
  const changed = { imageId: 30, updatedAt: '2024-05-01T10:00:00.000Z' };

  it("uploads the cover, remembers when it changed and says 'Capa alterada.'", async () => {
    const target = { kind: 'cover' } as const;
    const action = uploadRequested({ target, fileKey: 'k' });
    const { storeState, effects } = await expectSaga(uploadImage, action)
      .withReducer(rootReducer)
      .withState(rootReducer(shopState(), action))
      .provide([
        [matchers.call.fn(takeStagedImage), jpeg],
        [matchers.call(api.uploadImage, scope, target, jpeg), changed],
      ])
      .put(photoChanged({ target, ...changed }))
      .run();
    expect(messagesOf(effects)).toEqual(['Capa alterada.']);
    expect(selectCoverChangedAt(storeState)).toBe(changed.updatedAt);
    expect(selectUploadStatus(storeState, target)).toBe('done');
  });

  it("says 'Não foi possível alterar a capa.' when the cover upload fails", async () => {
    const target = { kind: 'cover' } as const;
    const { effects } = await expectSaga(uploadImage, uploadRequested({ target, fileKey: 'k' }))
      .withReducer(rootReducer)
      .withState(shopState())
      .provide([
        [matchers.call.fn(takeStagedImage), jpeg],
        [matchers.call.fn(api.uploadImage), throwError(new ApiError(413, 'payload_too_large', 'x'))],
      ])
      .put(uploadFailed({ target }))
      .run();
    expect(messagesOf(effects)).toEqual(['Não foi possível alterar a capa.']);
  });

  it("says 'Não foi possível alterar a foto.' when a photo upload fails, or its file is gone", async () => {
    const target = { kind: 'item', id: 3 } as const;
    const failed = await expectSaga(uploadImage, uploadRequested({ target, fileKey: 'k' }))
      .withState(shopState())
      .provide([
        [matchers.call.fn(takeStagedImage), jpeg],
        [matchers.call.fn(api.uploadImage), throwError(new ApiError(400, 'bad_request', 'x'))],
      ])
      .run();
    expect(messagesOf(failed.effects)).toEqual(['Não foi possível alterar a foto.']);
    const missing = await expectSaga(uploadImage, uploadRequested({ target, fileKey: 'gone' }))
      .withState(shopState())
      .not.call.fn(api.uploadImage)
      .put(uploadFailed({ target }))
      .run();
    expect(messagesOf(missing.effects)).toEqual(['Não foi possível alterar a foto.']);
  });
});
