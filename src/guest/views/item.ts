import type { MenuCategory, MenuItem, MenuOptionGroup } from '@contract/customer';
import { formatMoney } from '@/shared/lib/money';
import { h } from '../dom';
import { ORDER_LIMITS, toggleOption, unitCentsOf, withQuantity, type Choice } from '../rules';
import type { GuestActions } from '../state';
import { alert, choiceButton, header, stepper } from './common';

/** The group's rule as the menu gives it: 'Obrigatório · escolha 1', 'Opcional · até 3'. */
function ruleOf(group: MenuOptionGroup): string {
  const need = group.required ? 'Obrigatório' : 'Opcional';
  if (group.maxLength === null) return need;
  if (group.maxLength === 1) return `${need} · escolha 1`;
  return `${need} · até ${group.maxLength}`;
}

const extra = (price: number) => (price > 0 ? `+ ${formatMoney(price)}` : '');

function portionsOf(item: MenuItem, choice: Choice, actions: GuestActions) {
  if (item.portions.length === 0) return null;
  return h(
    'fieldset',
    { class: 'group', role: 'radiogroup', 'aria-label': 'Tamanho' },
    h('legend', {}, h('span', {}, 'Tamanho'), h('span', { class: 'rule' }, 'Obrigatório · escolha 1')),
    ...item.portions.map((portion) =>
      choiceButton(portion.name, formatMoney(portion.price), choice.portionId === portion.id, () => actions.changeChoice({ ...choice, portionId: portion.id }), true, !portion.available),
    ),
  );
}

function optionGroupOf(category: MenuCategory, group: MenuOptionGroup, choice: Choice, actions: GuestActions) {
  const single = group.maxLength === 1;
  return h(
    'fieldset',
    { class: 'group', role: single ? 'radiogroup' : 'group', 'aria-label': group.title },
    h('legend', {}, h('span', {}, group.title), h('span', { class: 'rule' }, ruleOf(group))),
    ...group.options.map((option) =>
      choiceButton(option.name, extra(option.price), choice.optionIds.includes(option.id), () => actions.changeChoice(toggleOption(category, choice, option.id)), single, !option.available),
    ),
  );
}

export function itemView(category: MenuCategory, item: MenuItem, choice: Choice, problem: string | null, actions: GuestActions) {
  const total = (unitCentsOf(category, item, choice) * choice.quantity) / 100;
  return h(
    'div',
    { class: 'screen' },
    header(item.name, category.title, { label: 'Cardápio', onClick: actions.showMenu }),
    h(
      'main',
      {},
      item.description ? h('p', { class: 'description' }, item.description) : null,
      portionsOf(item, choice, actions),
      ...category.optionGroups.map((group) => optionGroupOf(category, group, choice, actions)),
      h(
        'div',
        { class: 'quantity' },
        h('span', {}, 'Quantidade'),
        stepper(choice.quantity, { min: 1, max: ORDER_LIMITS.quantityMax }, (quantity) => actions.changeChoice(withQuantity(choice, quantity)), 'Quantidade'),
      ),
      alert(problem),
    ),
    h(
      'footer',
      { class: 'action-bar' },
      h('button', { class: 'primary', type: 'button', onClick: actions.addChoice }, h('span', {}, 'Adicionar à sacola'), h('span', {}, formatMoney(total))),
    ),
  );
}
