/**
 * Resumo's numbers per person: what each one did in the range, and their share of the service charge of the comandas
 * they took payments on. Pure, as call-stats.ts is, so both databases hand over plain rows.
 */
import { medianOf } from './call-stats';

/** Who: a person of the team (memberId), or a sign-in of the shop's own account (memberId null) told apart by its user. */
export interface PersonKey {
  memberId: number | null;
  userId: number | null;
}

/** How many of one kind of command one person did, under the name they were recorded with. */
export interface PersonCount extends PersonKey {
  name: string;
  ordersTaken: number;
  paymentsRecorded: number;
}

/** A call answered by one person, and how long it waited for them. */
export interface PersonCall extends PersonKey {
  name: string;
  answerSeconds: number;
}

/** A comanda one person recorded payments on; `first` orders the persons of one comanda by their first payment. */
export interface PersonComanda extends PersonKey {
  invoiceId: number;
  serviceChargeCents: number;
  first: number;
}

export interface PersonFigures {
  name: string;
  memberId: number | null;
  ordersTaken: number;
  callsAnswered: number;
  medianAnswerSeconds: number | null;
  paymentsRecorded: number;
  serviceChargeCents: number;
}

const keyOf = ({ memberId, userId }: PersonKey) => (memberId !== null ? `member:${memberId}` : `user:${userId}`);

/**
 * A comanda's charge split equally among the persons who took its payments, in cents: the leftover centavos go one
 * each to those who took a payment first, so the shares add up to the charge.
 */
export function serviceChargeSharesOf(comandas: readonly PersonComanda[]): Map<string, number> {
  const byInvoice = new Map<number, PersonComanda[]>();
  for (const comanda of comandas) byInvoice.set(comanda.invoiceId, [...(byInvoice.get(comanda.invoiceId) ?? []), comanda]);
  const shares = new Map<string, number>();
  for (const persons of byInvoice.values()) {
    const ordered = [...persons].sort((a, b) => a.first - b.first);
    const cents = ordered[0].serviceChargeCents;
    const base = Math.floor(cents / ordered.length);
    ordered.forEach((person, index) => {
      const key = keyOf(person);
      shares.set(key, (shares.get(key) ?? 0) + base + (index < cents % ordered.length ? 1 : 0));
    });
  }
  return shares;
}

/**
 * Every person who took an order, answered a call or took a payment, by name. A person's name is the one their
 * commands were recorded with (in full), or their calls' when they only answered calls.
 */
export function personFiguresOf(
  counts: readonly PersonCount[],
  calls: readonly PersonCall[],
  comandas: readonly PersonComanda[],
): PersonFigures[] {
  const people = new Map<string, PersonFigures & { waits: number[] }>();
  const personOf = (key: PersonKey, name: string) => {
    const found = people.get(keyOf(key));
    if (found) return found;
    const fresh = {
      name,
      memberId: key.memberId,
      ordersTaken: 0,
      callsAnswered: 0,
      medianAnswerSeconds: null,
      paymentsRecorded: 0,
      serviceChargeCents: 0,
      waits: [] as number[],
    };
    people.set(keyOf(key), fresh);
    return fresh;
  };
  for (const count of counts) {
    const person = personOf(count, count.name);
    person.ordersTaken += count.ordersTaken;
    person.paymentsRecorded += count.paymentsRecorded;
  }
  for (const call of calls) {
    const person = personOf(call, call.name);
    person.callsAnswered += 1;
    person.waits.push(call.answerSeconds);
  }
  for (const [key, cents] of serviceChargeSharesOf(comandas)) {
    const person = people.get(key);
    if (person) person.serviceChargeCents += cents;
  }
  return [...people.values()]
    .map(({ waits, ...person }) => ({ ...person, medianAnswerSeconds: medianOf(waits) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
}
