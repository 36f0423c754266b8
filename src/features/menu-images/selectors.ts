import type { RootState } from '@/app/rootReducer';
import { targetKeyOf, type ImageTarget } from './api';

export const selectUploadStatus = (state: RootState, target: ImageTarget) =>
  state.menuImages.uploads[targetKeyOf(target)] ?? 'idle';

export const selectCoverChangedAt = (state: RootState) => state.menuImages.coverChangedAt;
