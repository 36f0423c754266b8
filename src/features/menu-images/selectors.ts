import type { RootState } from '@/app/rootReducer';
import type { ImageTarget } from '@/shared/menu/events';
import { targetKeyOf } from './api';

export const selectUploadStatus = (state: RootState, target: ImageTarget) =>
  state.menuImages.uploads[targetKeyOf(target)] ?? 'idle';

export const selectCoverChangedAt = (state: RootState) => state.menuImages.coverChangedAt;
