import { useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { paths } from '@/shared/routing/paths';
import { CheckboxGroupField } from '@/shared/filters/CheckboxGroupField';
import { DateRangeFields } from '@/shared/filters/DateRangeFields';
import { FilterScreen } from '@/shared/filters/FilterScreen';
import { todayOf } from '@/shared/filters/rules';
import { defaultOrderFilters } from '@/ordering/orders/rules';
import { orderStatusOptions } from '@/shared/ordering/orderDisplay';
import { fromOrderFilterValues, orderFiltersSchema, toOrderFilterValues } from '../schema';
import { selectOrderFilters } from '../view/selectors';
import { orderFiltersChanged } from '../view/slice';

const defaults = toOrderFilterValues(defaultOrderFilters);

export default function ChangeOrderFiltersPage() {
  const dispatch = useAppDispatch();
  const filters = useAppSelector(selectOrderFilters);
  const current = useMemo(() => toOrderFilterValues(filters), [filters]);
  const today = useMemo(() => todayOf(), []);
  const schema = useMemo(() => orderFiltersSchema(today), [today]);
  return (
    <FilterScreen
      current={current}
      defaults={defaults}
      schema={schema}
      backTo={paths.Orders}
      onConfirm={(values) => dispatch(orderFiltersChanged(fromOrderFilterValues(values)))}
    >
      {(formik) => (
        <>
          <DateRangeFields formik={formik} startName="from" endName="until" today={today} />
          <CheckboxGroupField formik={formik} name="status" title="Status" options={orderStatusOptions} />
        </>
      )}
    </FilterScreen>
  );
}
