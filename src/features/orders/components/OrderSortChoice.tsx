import type { OrderSort } from '@contract/ordering';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { orderSortLabels } from '@/ordering/orders/rules';
import { selectOrderSort } from '../view/selectors';
import { orderSortChanged } from '../view/slice';

const choices: OrderSort[] = ['newest', 'oldest'];

/** Newest first (the spec's order) or oldest first (the kitchen's: the order waiting longest on top), per device. */
export function OrderSortChoice() {
  const dispatch = useAppDispatch();
  const sort = useAppSelector(selectOrderSort);
  return (
    <div className="order-sort" role="group" aria-label="Ordem dos pedidos">
      {choices.map((choice) => (
        <button
          key={choice}
          type="button"
          className="order-sort-choice"
          aria-pressed={sort === choice}
          onClick={() => dispatch(orderSortChanged(choice))}
        >
          {orderSortLabels[choice]}
        </button>
      ))}
    </div>
  );
}
