import { useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { paths } from '@/shared/routing/paths';
import { CheckboxGroupField } from '@/shared/filters/CheckboxGroupField';
import { DateRangeFields } from '@/shared/filters/DateRangeFields';
import { FilterScreen } from '@/shared/filters/FilterScreen';
import { todayOf } from '@/shared/filters/rules';
import { defaultOrderPaymentFilters, orderPaymentStatusOptions } from '@/ordering/payments/rules';
import { fromOrderPaymentFilterValues, orderPaymentFiltersSchema, toOrderPaymentFilterValues } from '../schema';
import { selectOrderPaymentFilters } from '../view/selectors';
import { orderPaymentFiltersChanged } from '../view/slice';

const defaults = toOrderPaymentFilterValues(defaultOrderPaymentFilters);

export default function ChangeOrderPaymentFiltersPage() {
  const dispatch = useAppDispatch();
  const filters = useAppSelector(selectOrderPaymentFilters);
  const current = useMemo(() => toOrderPaymentFilterValues(filters), [filters]);
  const today = useMemo(() => todayOf(), []);
  const schema = useMemo(() => orderPaymentFiltersSchema(today), [today]);
  return (
    <FilterScreen
      current={current}
      defaults={defaults}
      schema={schema}
      backTo={paths.OrderPayments}
      onConfirm={(values) => dispatch(orderPaymentFiltersChanged(fromOrderPaymentFilterValues(values)))}
    >
      {(formik) => (
        <>
          <DateRangeFields formik={formik} startName="startDate" endName="endDate" today={today} />
          <CheckboxGroupField formik={formik} name="status" title="Status" options={orderPaymentStatusOptions} />
        </>
      )}
    </FilterScreen>
  );
}
