import { memberChangesOf, memberValuesOf, newMemberOf, rolePermissionLabels } from '@/features/team/rules';
import { memberChangesSchema, newMemberSchema } from '@/features/team/schema';
import { bruno } from '../../session/person/fixtures';

describe("'Equipe''s form", () => {
  it('sends a new member trimmed, with the PIN', () => {
    expect(newMemberOf({ name: ' Ana ', role: 'cashier', pin: '9876', active: true })).toEqual({ name: 'Ana', role: 'cashier', pin: '9876' });
  });

  it('leaves a blank PIN out of an edit, so the member keeps theirs', () => {
    expect(memberChangesOf(memberValuesOf(bruno))).toEqual({ name: 'Bruno', role: 'waiter', active: true });
    expect(memberChangesOf({ ...memberValuesOf(bruno), pin: '2468', active: false })).toEqual({ name: 'Bruno', role: 'waiter', active: false, pin: '2468' });
  });

  it.each([
    [{ name: 'Ana', role: 'waiter', pin: '1234', active: true }, true],
    [{ name: '', role: 'waiter', pin: '1234', active: true }, false],
    [{ name: 'A'.repeat(41), role: 'waiter', pin: '1234', active: true }, false],
    [{ name: 'Ana', role: 'waiter', pin: '123', active: true }, false],
    [{ name: 'Ana', role: 'waiter', pin: '1234567', active: true }, false],
    [{ name: 'Ana', role: 'waiter', pin: '12a4', active: true }, false],
    [{ name: 'Ana', role: 'waiter', pin: '', active: true }, false],
    [{ name: 'Ana', role: 'owner', pin: '1234', active: true }, false],
  ])('takes a new member %o: %s', (values, valid) => {
    expect(newMemberSchema.isValidSync(values)).toBe(valid);
  });

  it('takes an edit with a blank PIN, not a short one', () => {
    expect(memberChangesSchema.isValidSync({ name: 'Bruno', role: 'waiter', pin: '', active: false })).toBe(true);
    expect(memberChangesSchema.isValidSync({ name: 'Bruno', role: 'waiter', pin: '12', active: false })).toBe(false);
  });

  it("lists what a role may do, in the contract's words", () => {
    expect(rolePermissionLabels('kitchen')).toEqual(['Iniciar, preparar e concluir pedidos', 'Marcar itens esgotados']);
    expect(rolePermissionLabels('manager')).toContain('Gerenciar a equipe');
  });
});
