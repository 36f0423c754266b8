import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { StaffMember, TeamMember } from '@contract/staff';
import type { CommandStatus, LoadStatus } from '@/shared/lib/loadStatus';
import { signedOut } from '@/shared/session/events';
import type { MemberValues } from './rules';

export const membersAdapter = createEntityAdapter<TeamMember, number>({
  selectId: (member) => member.id,
  sortComparer: (a, b) => Number(b.active) - Number(a.active) || a.name.localeCompare(b.name, 'pt-BR'),
});

/** 'Equipe': the shop's members as read, the form's save (the one open at a time) and the 'Bloquear após' save. */
export interface TeamState {
  members: ReturnType<typeof membersAdapter.getInitialState>;
  status: LoadStatus;
  error: string | null;
  save: { requestId: string | null; status: CommandStatus };
  /** A member's own e-mail sign-in being saved or removed. */
  signIn: { memberId: number | null; status: CommandStatus };
  settingsSave: CommandStatus;
}

const initialState: TeamState = {
  members: membersAdapter.getInitialState(),
  status: 'idle',
  error: null,
  save: { requestId: null, status: 'idle' },
  signIn: { memberId: null, status: 'idle' },
  settingsSave: 'idle',
};

/** A form's save: a new member (no id) or an edit, told apart by the request it answers. */
export interface MemberSaveRequest {
  requestId: string;
  id: number | null;
  values: MemberValues;
}

/** A member's own sign-in: given or changed (e-mail and password), or taken away (null). */
export interface MemberSignInRequest {
  memberId: number;
  signIn: { email: string; password: string } | null;
}

const slice = createSlice({
  name: 'team',
  initialState,
  reducers: {
    membersRequested(state) {
      state.status = 'pending';
      state.error = null;
    },
    membersLoaded(state, action: PayloadAction<TeamMember[]>) {
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
      const { member } = action.payload;
      membersAdapter.upsertOne(state.members, { email: state.members.entities[member.id]?.email ?? null, ...member });
      if (state.save.requestId === action.payload.requestId) state.save.status = 'done';
    },
    memberSaveFailed(state, action: PayloadAction<string>) {
      if (state.save.requestId === action.payload) state.save.status = 'error';
    },
    /** 'Salvar acesso' (an e-mail and a password) or 'Remover acesso' (null) for one member. */
    memberSignInRequested(state, action: PayloadAction<MemberSignInRequest>) {
      state.signIn = { memberId: action.payload.memberId, status: 'pending' };
    },
    memberSignInSaved(state, action: PayloadAction<{ memberId: number; email: string | null }>) {
      const { memberId, email } = action.payload;
      membersAdapter.updateOne(state.members, { id: memberId, changes: { email } });
      if (state.signIn.memberId === memberId) state.signIn.status = 'done';
    },
    memberSignInFailed(state, action: PayloadAction<number>) {
      if (state.signIn.memberId === action.payload) state.signIn.status = 'error';
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
  memberSignInRequested,
  memberSignInSaved,
  memberSignInFailed,
  idleLockSaveRequested,
  idleLockSaveSettled,
} = slice.actions;
export default slice.reducer;
