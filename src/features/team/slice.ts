import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { StaffMember } from '@contract/staff';
import type { CommandStatus, LoadStatus } from '@/shared/lib/loadStatus';
import { signedOut } from '@/shared/session/events';
import type { MemberValues } from './rules';

export const membersAdapter = createEntityAdapter<StaffMember, number>({
  selectId: (member) => member.id,
  sortComparer: (a, b) => Number(b.active) - Number(a.active) || a.name.localeCompare(b.name, 'pt-BR'),
});

/** 'Equipe': the shop's members as read, the form's save (the one open at a time) and the 'Bloquear após' save. */
export interface TeamState {
  members: ReturnType<typeof membersAdapter.getInitialState>;
  status: LoadStatus;
  error: string | null;
  save: { requestId: string | null; status: CommandStatus };
  settingsSave: CommandStatus;
}

const initialState: TeamState = {
  members: membersAdapter.getInitialState(),
  status: 'idle',
  error: null,
  save: { requestId: null, status: 'idle' },
  settingsSave: 'idle',
};

/** A form's save: a new member (no id) or an edit, told apart by the request it answers. */
export interface MemberSaveRequest {
  requestId: string;
  id: number | null;
  values: MemberValues;
}

const slice = createSlice({
  name: 'team',
  initialState,
  reducers: {
    membersRequested(state) {
      state.status = 'pending';
      state.error = null;
    },
    membersLoaded(state, action: PayloadAction<StaffMember[]>) {
      state.status = 'resolved';
      membersAdapter.setAll(state.members, action.payload);
    },
    membersFailed(state, action: PayloadAction<string>) {
      state.status = 'error';
      state.error = action.payload;
    },
    memberSaveRequested(state, action: PayloadAction<MemberSaveRequest>) {
      state.save = { requestId: action.payload.requestId, status: 'pending' };
    },
    memberSaved(state, action: PayloadAction<{ requestId: string; member: StaffMember }>) {
      membersAdapter.upsertOne(state.members, action.payload.member);
      if (state.save.requestId === action.payload.requestId) state.save.status = 'done';
    },
    memberSaveFailed(state, action: PayloadAction<string>) {
      if (state.save.requestId === action.payload) state.save.status = 'error';
    },
    idleLockSaveRequested(state, _action: PayloadAction<number>) {
      state.settingsSave = 'pending';
    },
    idleLockSaveSettled(state, action: PayloadAction<CommandStatus>) {
      state.settingsSave = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => initialState);
  },
});

export const {
  membersRequested,
  membersLoaded,
  membersFailed,
  memberSaveRequested,
  memberSaved,
  memberSaveFailed,
  idleLockSaveRequested,
  idleLockSaveSettled,
} = slice.actions;
export default slice.reducer;
